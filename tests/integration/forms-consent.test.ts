import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { backends, releaseDatabase, useDatabase } from "../support/db";
import type { Db } from "@/server/db/client";
import { consentRecords } from "@/server/db/schema";
import { CLIENT_IP_HEADER } from "@/lib/client-address";
import { POST } from "@/app/api/consent/route";

let ipN = 0;
function post(body: unknown, headers: Record<string, string> = {}, ip = `203.0.113.${++ipN}`) {
  return POST(
    new Request("http://127.0.0.1/api/consent", {
      method: "POST",
      headers: { "content-type": "application/json", [CLIENT_IP_HEADER]: ip, ...headers },
      body: typeof body === "string" ? body : JSON.stringify(body),
    }),
  );
}

const choice = (over: Record<string, unknown> = {}) => ({ subjectId: randomUUID(), policyVersion: "2026-05", analytics: true, marketing: true, functional: true, ...over });

describe.each(backends)("POST /api/consent on %s", (backend) => {
  let db: Db;
  beforeAll(async () => {
    db = await useDatabase(backend);
  });
  beforeEach(async () => {
    await db.execute(sql`TRUNCATE consent_records, rate_limits RESTART IDENTITY`);
  });
  afterAll(async () => {
    await releaseDatabase();
  });

  it("stores a record with the choices, the policy version and the time", async () => {
    const body = choice({ marketing: false });
    const res = await post(body);
    expect(res.status).toBe(204);
    const [row] = await db.select().from(consentRecords);
    expect(row).toMatchObject({ subjectId: body.subjectId, policyVersion: "2026-05", necessary: true, analytics: true, marketing: false, functional: true, gpc: false });
    expect(Date.now() - row.recordedAt.getTime()).toBeLessThan(60_000);
  });

  it("stores refusals too", async () => {
    expect((await post(choice({ analytics: false, marketing: false, functional: false }))).status).toBe(204);
    const [row] = await db.select().from(consentRecords);
    expect(row).toMatchObject({ analytics: false, marketing: false, functional: false });
  });

  it("Sec-GPC: 1 turns analytics and marketing off in the stored record, whatever the body says", async () => {
    expect((await post(choice(), { "sec-gpc": "1" })).status).toBe(204);
    const [row] = await db.select().from(consentRecords);
    expect(row).toMatchObject({ analytics: false, marketing: false, functional: true, gpc: true });
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

  it("limits records per address", async () => {
    const ip = "198.51.100.77";
    const statuses: number[] = [];
    for (let i = 0; i < 22; i++) statuses.push((await post(choice(), {}, ip)).status);
    expect(statuses.slice(0, 20).every((s) => s === 204)).toBe(true);
    const limited = await post(choice(), {}, ip);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await post(choice(), {}, "198.51.100.78")).status).toBe(204);
    expect(await db.select().from(consentRecords)).toHaveLength(21);
  });
});
