import { beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { createHash } from "node:crypto";
import { useDatabase } from "../support/db";
import type { Db } from "@/server/db/client";
import { invitationCodes, verifiedSessions } from "@/server/db/schema";
import { CODE_ALPHABET, createInvitationCode, hashCode } from "@/server/gate/codes";
import { findLiveSession } from "@/server/gate/session";
import { verifyInvitation } from "@/server/gate/verify";
import { rekeyPlainHashes } from "@/server/db/rekey";
import { approvalMail } from "@/server/admin/mail";
import { fillSecrets, outboxRow } from "@/server/mail/outbox";
import { unseal } from "@/server/crypto";

const sha256 = (s: string) => createHash("sha256").update(s, "utf8").digest("hex");
const limits = { ipLimit: 1000, emailLimit: 1000 };

/**
 * What a stolen copy of the database gives an attacker: nothing that tests a guessed code. Codes
 * and tokens are stored as keyed hashes under a secret kept outside the database (decision 0011).
 */
describe("secrets at rest", () => {
  let db: Db;
  beforeAll(async () => {
    db = await useDatabase();
  });

  it("a copy of the codes table verifies no candidate without the secret; the old attack finds nothing", async () => {
    const { code, row } = await createInvitationCode(db, { role: "admin" });
    const copy = (await db.select().from(invitationCodes).where(eq(invitationCodes.id, row.id)))[0];
    const stored = JSON.stringify(copy);
    // Nothing derived from the code besides its keyed hash: no last four characters.
    expect(stored).not.toContain(code.slice(-4));
    // The attack that recovered every code: plain SHA-256 over the 31^4 codes that end like this
    // one (here given the true first half, which the old hint left as the only unknown).
    const [first, , last] = code.split("-");
    const target = copy.codeHash;
    let found = 0;
    for (const a of CODE_ALPHABET)
      for (const b of CODE_ALPHABET)
        for (const c of CODE_ALPHABET)
          for (const d of CODE_ALPHABET) {
            const digest = sha256(`${first}-${a}${b}${c}${d}-${last}`);
            if (target.includes(digest)) found += 1;
          }
    expect(found).toBe(0);
    // The server, which holds the secret, recognises the code.
    expect(hashCode(code)).toBe(target);
  });

  it("codes and sessions stored as plain SHA-256 before keep working once carried over", async () => {
    await db.execute(sql`TRUNCATE invitation_codes, verified_sessions RESTART IDENTITY CASCADE`);
    const code = "GTE-OLDC-ODE7";
    const token = "A".repeat(43);
    const [old] = await db
      .insert(invitationCodes)
      .values({ codeHash: sha256(code), role: "client", maxUses: 5 })
      .returning();
    await db
      .insert(verifiedSessions)
      .values({ tokenHash: sha256(token), email: "old@example.com", role: "client", invitationCodeId: old.id, expiresAt: new Date(Date.now() + 86_400_000) });
    expect(await rekeyPlainHashes(db)).toBe(2);
    expect(await rekeyPlainHashes(db)).toBe(0);
    const [carried] = await db.select().from(invitationCodes);
    expect(carried.codeHash).not.toContain(sha256(code));
    expect((await verifyInvitation(db, { code, email: "old@example.com", ip: "192.0.2.60" }, limits)).ok).toBe(true);
    expect((await findLiveSession(db, token))?.email).toBe("old@example.com");
  });

  it("an approval e-mail is stored without its code, which is sealed and put in only when sent", () => {
    const row = outboxRow(approvalMail({ name: "Dana", email: "dana@example.com" }, "GTE-SEAL-ED77", new Date()));
    expect(JSON.stringify({ ...row, sealed: undefined })).not.toContain("GTE-SEAL-ED77");
    expect(row.sealed).not.toContain("GTE-SEAL-ED77");
    const secrets = JSON.parse(unseal(row.sealed!)!) as Record<string, string>;
    expect(fillSecrets(row.textBody, secrets)).toContain("Your invitation code: GTE-SEAL-ED77");
    expect(unseal(`${row.sealed!.slice(0, -4)}AAAA`)).toBeNull();
  });
});
