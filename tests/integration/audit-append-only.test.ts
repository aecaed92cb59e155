import { beforeEach, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { lockingBackends, useDatabase } from "../support/db";
import type { Db } from "@/server/db/client";
import { auditLog } from "@/server/db/schema";
import { audit } from "@/server/audit";
import { periodMs, retention } from "@/content/retention";

// The audit trail an intruder cannot erase (ASVS 16.4.2): the application's own database account
// may add entries, and remove only those the privacy policy no longer keeps.

const DAY = 86_400_000;
/** The trigger's refusal (insufficient_privilege), not any other failure of the statement. */
const REFUSED = { cause: { code: "42501" } };

describe.each(lockingBackends)("the audit log on %s", (backend) => {
  let db: Db;
  beforeEach(async () => {
    db = await useDatabase(backend);
    await audit(db, { actor: "admin:owner@gatewaytech.example", action: "export.csv", target: "contact-submissions" });
  });

  it("refuses to change an entry", async () => {
    await expect(db.update(auditLog).set({ actor: "admin:someone-else@example.com" })).rejects.toMatchObject(REFUSED);
    expect((await db.select().from(auditLog)).map((r) => r.actor)).toEqual(["admin:owner@gatewaytech.example"]);
  });

  it("refuses to delete an entry still inside its retention period", async () => {
    await expect(db.delete(auditLog).where(eq(auditLog.action, "export.csv"))).rejects.toMatchObject(REFUSED);
    expect(await db.select().from(auditLog)).toHaveLength(1);
  });

  it("refuses to empty the table at once", async () => {
    await expect(db.execute(sql`TRUNCATE audit_log`)).rejects.toMatchObject(REFUSED);
    expect(await db.select().from(auditLog)).toHaveLength(1);
  });

  it("lets an entry past its retention period be deleted", async () => {
    await db.insert(auditLog).values({ actor: "system", action: "old", createdAt: new Date(Date.now() - periodMs(retention.auditLog) - DAY) });
    expect(await db.delete(auditLog).where(eq(auditLog.action, "old")).returning()).toHaveLength(1);
  });
});
