import { and, desc, eq, gt, sql } from "drizzle-orm";
import type { PublicKeyCredentialCreationOptionsJSON, RegistrationResponseJSON } from "@simplewebauthn/server";
import type { Db } from "@/server/db/client";
import { adminPasskeys, passkeyChallenges } from "@/server/db/schema";
import { audit } from "@/server/audit";
import { CHALLENGE_MS } from "@/server/gate/passkey/relying-party";
import { passkeyName, passkeysOf, storePasskey } from "@/server/gate/passkey/credentials";
import { registrationOptions, verifiedRegistration } from "@/server/gate/passkey/sign-in";
import { hasLiveRecoveryCode } from "@/server/gate/passkey/recovery";
import type { AdminContext } from "./access";

export type PasskeyListItem = { id: number; email: string; name: string; createdAt: Date; lastUsedAt: Date | null };

/** Every administrator's passkeys, newest first (the console has few administrators). */
export function listPasskeys(db: Db): Promise<PasskeyListItem[]> {
  return db
    .select({
      id: adminPasskeys.id,
      email: adminPasskeys.email,
      name: adminPasskeys.name,
      createdAt: adminPasskeys.createdAt,
      lastUsedAt: adminPasskeys.lastUsedAt,
    })
    .from(adminPasskeys)
    .orderBy(desc(adminPasskeys.id));
}

/** Options for one more passkey of the signed-in administrator; the challenge is kept against this session. */
export async function addPasskeyOptions(db: Db, admin: AdminContext): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const options = await registrationOptions(db, admin.email);
  await db.delete(passkeyChallenges).where(and(eq(passkeyChallenges.sessionId, admin.sessionId), eq(passkeyChallenges.purpose, "add")));
  await db
    .insert(passkeyChallenges)
    .values({ sessionId: admin.sessionId, purpose: "add", challenge: options.challenge, expiresAt: new Date(Date.now() + CHALLENGE_MS) });
  return options;
}

/** A new passkey for the signed-in administrator: the session's challenge is taken (single-use), the answer verified, the key stored and audited. */
export async function addPasskey(
  db: Db,
  admin: AdminContext,
  answer: RegistrationResponseJSON,
  name: string | undefined,
  userAgent: string | null,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [taken] = await tx
      .delete(passkeyChallenges)
      .where(and(eq(passkeyChallenges.sessionId, admin.sessionId), eq(passkeyChallenges.purpose, "add"), gt(passkeyChallenges.expiresAt, sql`now()`)))
      .returning({ challenge: passkeyChallenges.challenge });
    const credential = taken && "attestationObject" in (answer.response ?? {}) ? await verifiedRegistration(answer, taken.challenge) : null;
    const base = { actor: admin.actor, action: "passkey.add", ip: admin.ip, sessionId: admin.sessionId };
    if (!credential) {
      await audit(tx, { actor: base.actor, action: base.action, ip: base.ip, outcome: "invalid", detail: { sessionId: admin.sessionId } });
      return false;
    }
    const row = await storePasskey(tx, admin.email, credential, name || passkeyName(userAgent));
    await audit(tx, {
      actor: base.actor,
      action: base.action,
      ip: base.ip,
      target: `admin_passkey:${row.id}`,
      detail: { email: admin.email, sessionId: admin.sessionId },
    });
    return true;
  });
}

export type RemoveOutcome = "removed" | "missing" | "last";

/** Removes a passkey, but never the last one of its address while that address has no working recovery code. */
export async function removePasskey(db: Db, admin: AdminContext, id: number): Promise<RemoveOutcome> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(adminPasskeys).where(eq(adminPasskeys.id, id)).for("update");
    let outcome: RemoveOutcome = "missing";
    if (row) {
      const last = (await passkeysOf(tx, row.email)).length <= 1 && !(await hasLiveRecoveryCode(tx, row.email));
      if (last) outcome = "last";
      else {
        await tx.delete(adminPasskeys).where(eq(adminPasskeys.id, id));
        outcome = "removed";
      }
    }
    await audit(tx, {
      actor: admin.actor,
      action: "passkey.remove",
      outcome: outcome === "removed" ? "ok" : outcome,
      target: `admin_passkey:${id}`,
      ip: admin.ip,
      detail: row ? { email: row.email, name: row.name, sessionId: admin.sessionId } : { sessionId: admin.sessionId },
    });
    return outcome;
  });
}
