import { beforeEach, describe, expect, it } from "vitest";
import { randomUUID } from "node:crypto";
import type { APIContext } from "astro";
import { useDatabase } from "../support/db";
import type { Db } from "@/server/db/client";
import { consentRecords } from "@/server/db/schema";
import { CLIENT_IP_HEADER } from "@/lib/client-address";
import { CONSENT_POLICY_VERSION } from "@/lib/consent";
import { POST } from "@/pages/api/consent";

/** The banner's proof of consent: POST /api/consent stores each choice, refusals and GPC included. */
let ipN = 0;
function post(body: unknown, headers: Record<string, string> = {}, ip = `203.0.113.${++ipN}`) {
  const request = new Request("http://127.0.0.1/api/consent", {
    method: "POST",
    headers: { "content-type": "application/json", [CLIENT_IP_HEADER]: ip, ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
  // The route reads only the request (the client address is in its header, set by the server).
  return POST({ request, url: new URL(request.url) } as APIContext);
}

const choice = (over: Record<string, unknown> = {}) => ({
  subjectId: randomUUID(),
  policyVersion: CONSENT_POLICY_VERSION,
  analytics: true,
  marketing: true,
  functional: true,
  ...over,
});

describe("POST /api/consent", () => {
  let db: Db;
  beforeEach(async () => {
    db = await useDatabase();
  });

  it("stores a record with its pseudonymous id, the choices, the policy version and the time", async () => {
    const body = choice({ marketing: false });
    const res = await post(body);
    expect(res.status).toBe(204);
    const rows = await db.select().from(consentRecords);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      subjectId: body.subjectId,
      policyVersion: CONSENT_POLICY_VERSION,
      necessary: true,
      analytics: true,
      marketing: false,
      functional: true,
      gpc: false,
    });
    expect(Date.now() - rows[0].recordedAt.getTime()).toBeLessThan(60_000);
  });

  it("stores refusals too", async () => {
    expect((await post(choice({ analytics: false, marketing: false, functional: false }))).status).toBe(204);
    const [row] = await db.select().from(consentRecords);
    expect(row).toMatchObject({ analytics: false, marketing: false, functional: false, gpc: false });
  });

  it("Global Privacy Control, in the body or as Sec-GPC: 1, turns analytics and marketing off in the stored record", async () => {
    expect((await post(choice({ gpc: true }))).status).toBe(204);
    expect((await post(choice(), { "sec-gpc": "1" })).status).toBe(204);
    const rows = (await db.select().from(consentRecords)).sort((a, b) => a.id - b.id);
    expect(rows.map((r) => [r.analytics, r.marketing, r.functional, r.gpc])).toEqual([
      [false, false, true, true],
      [false, false, true, true],
    ]);
  });

  it("bad input is 400 and stores nothing", async () => {
    for (const bad of [choice({ subjectId: "not-a-uuid" }), choice({ analytics: "yes" }), { subjectId: randomUUID() }, [], "null", "{not json"]) {
      expect((await post(bad)).status, JSON.stringify(bad)).toBe(400);
    }
    expect(await db.select().from(consentRecords)).toHaveLength(0);
  });

  it("refuses anything but JSON (a cross-site form can post text/plain) and bodies over the cap", async () => {
    expect((await post(choice(), { "content-type": "text/plain" })).status).toBe(415);
    expect((await post(choice(), { "content-type": "application/x-www-form-urlencoded" })).status).toBe(415);
    expect((await post(choice({ policyVersion: "x".repeat(4000) }))).status).toBe(413);
    expect(await db.select().from(consentRecords)).toHaveLength(0);
  });

  it("limits records per address, storing nothing once limited", async () => {
    const ip = "198.51.100.77";
    let accepted = 0;
    let limited: Response | undefined;
    while (!limited && accepted < 200) {
      const res = await post(choice(), {}, ip);
      if (res.status === 429) limited = res;
      else {
        expect(res.status).toBe(204);
        accepted++;
      }
    }
    expect(limited, "no 429 in 200 records from one address").toBeDefined();
    expect(accepted).toBeGreaterThan(1);
    expect(Number(limited!.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await post(choice(), {}, ip)).status).toBe(429);
    // Another address is not affected.
    expect((await post(choice(), {}, "198.51.100.78")).status).toBe(204);
    expect(await db.select().from(consentRecords)).toHaveLength(accepted + 1);
  });
});
