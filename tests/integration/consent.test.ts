import { randomUUID } from "node:crypto";
import { afterAll, describe, expect, it } from "vitest";
import { backends, releaseDatabase, useDatabase } from "../support/db";
import { consentRecords } from "@/server/db/schema";
import { CONSENT_POLICY_VERSION } from "@/lib/consent";
import { POST } from "@/app/api/consent/route";

/** The banner's proof of consent: POST /api/consent stores each choice, refusals and GPC included. */
function post(body: unknown, headers: Record<string, string> = {}) {
  return POST(new Request("http://127.0.0.1/api/consent", { method: "POST", headers: { "content-type": "application/json", ...headers }, body: JSON.stringify(body) }));
}

describe.each(backends)("consent records on %s", (backend) => {
  afterAll(releaseDatabase);

  it("stores a choice with its pseudonymous id, the policy version, the choices and the time", async () => {
    const db = await useDatabase(backend);
    const subjectId = randomUUID();
    const before = Date.now();
    const res = await post({ subjectId, policyVersion: CONSENT_POLICY_VERSION, analytics: true, marketing: false, functional: true, gpc: false });
    expect(res.status).toBe(204);
    const rows = await db.select().from(consentRecords);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ subjectId, policyVersion: CONSENT_POLICY_VERSION, necessary: true, analytics: true, marketing: false, functional: true, gpc: false });
    expect(rows[0].recordedAt.getTime()).toBeGreaterThanOrEqual(before - 5_000);
  });

  it("stores refusals too, and turns analytics and marketing off under Global Privacy Control", async () => {
    const db = await useDatabase(backend);
    const subjectId = randomUUID();
    expect((await post({ subjectId, policyVersion: CONSENT_POLICY_VERSION, analytics: false, marketing: false, functional: false })).status).toBe(204);
    // The banner reports GPC; the header alone is enough as well.
    expect((await post({ subjectId, policyVersion: CONSENT_POLICY_VERSION, analytics: true, marketing: true, functional: true, gpc: true })).status).toBe(204);
    expect((await post({ subjectId, policyVersion: CONSENT_POLICY_VERSION, analytics: true, marketing: true, functional: true }, { "sec-gpc": "1" })).status).toBe(204);
    const rows = (await db.select().from(consentRecords)).sort((a, b) => a.id - b.id);
    expect(rows.map((r) => [r.analytics, r.marketing, r.functional, r.gpc])).toEqual([
      [false, false, false, false],
      [false, false, true, true],
      [false, false, true, true],
    ]);
  });

  it("refuses a malformed record and stores nothing", async () => {
    const db = await useDatabase(backend);
    for (const bad of [{ subjectId: "not-a-uuid", policyVersion: "x", analytics: true, marketing: true, functional: true }, { subjectId: randomUUID() }, "garbage"]) {
      expect((await post(bad)).status).toBe(400);
    }
    expect(await db.select().from(consentRecords)).toEqual([]);
  });
});
