import { beforeEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { lockingBackends, useDatabase } from "../support/db";
import type { Db } from "@/server/db/client";
import { invitationCodes } from "@/server/db/schema";
import { ADMIN_CODE_DEFAULT_DAYS, createInvitationCode, listInvitationCodes } from "@/server/gate/codes";
import { verifyInvitation } from "@/server/gate/verify";

// Administrator codes expire by default, and the console can tell which codes are still in use (ASVS 6.3.x).

const DAY = 86_400_000;
const roomy = { ipLimit: 1000, emailLimit: 1000 };

describe.each(lockingBackends)("administrator codes on %s", (backend) => {
  let db: Db;
  beforeEach(async () => {
    db = await useDatabase(backend);
  });

  it("an admin code made without an expiry expires after the default period", async () => {
    const before = Date.now();
    const { row } = await createInvitationCode(db, { role: "admin", maxUses: 3, createdBy: "cli" });
    const days = (row.expiresAt!.getTime() - before) / DAY;
    expect(days).toBeGreaterThan(ADMIN_CODE_DEFAULT_DAYS - 0.01);
    expect(days).toBeLessThan(ADMIN_CODE_DEFAULT_DAYS + 0.01);
  });

  it("a client code made without an expiry keeps none", async () => {
    const { row } = await createInvitationCode(db, { role: "client", createdBy: "cli" });
    expect(row.expiresAt).toBeNull();
  });

  it("an expiry that is given wins over the default", async () => {
    const expiresAt = new Date(Date.now() + 7 * DAY);
    const { row } = await createInvitationCode(db, { role: "admin", expiresAt, createdBy: "cli" });
    expect(row.expiresAt?.getTime()).toBe(expiresAt.getTime());
  });

  it("records when a code last opened a session, and a refused attempt leaves it as it was", async () => {
    const { code, row } = await createInvitationCode(db, { role: "client", maxUses: 2, email: "dana@example.com", createdBy: "cli" });
    expect(row.lastUsedAt).toBeNull();
    const ok = await verifyInvitation(db, { code, email: "dana@example.com", ip: "192.0.2.7" }, roomy);
    expect(ok.ok).toBe(true);
    const [used] = await db.select().from(invitationCodes).where(eq(invitationCodes.id, row.id));
    expect(Math.abs(used.lastUsedAt!.getTime() - Date.now())).toBeLessThan(60_000);
    await verifyInvitation(db, { code, email: "someone-else@example.com", ip: "192.0.2.7" }, roomy);
    expect((await listInvitationCodes(db)).find((c) => c.id === row.id)?.lastUsedAt?.getTime()).toBe(used.lastUsedAt!.getTime());
  });
});
