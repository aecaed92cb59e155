import { beforeEach, describe, expect, it } from "vitest";
import { lockingBackends, useDatabase } from "../support/db";
import { verifyHitsFrom } from "../support/verify-hits";
import type { Db } from "@/server/db/client";
import { auditLog } from "@/server/db/schema";
import { verifyInvitation } from "@/server/gate/verify";

/**
 * Whatever a visitor types as their e-mail on /verify, the attempt is counted against the
 * limits and written to the audit log: an attempt that could not be recorded would be a free guess.
 */
describe.each(lockingBackends)("verification attempts with odd e-mail input on %s", (backend) => {
  let db: Db;
  // A fresh database each time: the audit log refuses TRUNCATE from the application's side.
  beforeEach(async () => {
    db = await useDatabase(backend);
  });

  it.each([
    ["an address of emoji past the length limit, cut in the middle of one", `a${"😀".repeat(300)}@example.com`],
    ["an address of 5,000 characters", `${"x".repeat(5000)}@example.com`],
    ["a NUL character", "dana\u0000@example.com"],
    ["a lone surrogate", "dana\ud800@example.com"],
  ])("%s is counted and audited", async (_what, email) => {
    const ip = "198.51.100.77";
    const result = await verifyInvitation(db, { code: "GTE-AAAA-BBBB", email, ip }, { ipLimit: 5, emailLimit: 10 });
    expect(result).toMatchObject({ ok: false, kind: "bad_email" });
    expect(await verifyHitsFrom(db, ip)).toHaveLength(1);
    const [entry] = await db.select().from(auditLog);
    expect(entry).toMatchObject({ action: "gate.verify", outcome: "invalid" });
    expect(entry.actor.length).toBeLessThanOrEqual(300);
    expect(entry.actor.isWellFormed()).toBe(true);
  });
});
