import { randomInt } from "node:crypto";
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { adminRecoveryCodes, adminSignIns, type AdminSignIn } from "@/server/db/schema";
import { audit } from "@/server/audit";
import { keyedHash } from "@/server/crypto";
import { CODE_ALPHABET } from "../codes";
import { lockBucket, peekRateLimit, hitRateLimit } from "@/server/rate-limit";

/** A recovery code is good for one hour and one sign-in. */
const RECOVERY_MS = 60 * 60 * 1000;
/** Wrong recovery codes one sign-in may try before it has to start again with the admin code. */
const RECOVERY_TRIES = 5;

/**
 * GTR- and six groups of four from the codes' alphabet: 24 characters of 31, about 119 bits, so a
 * copy of its keyed hash is out of reach even with the key (ASVS 6.5.2 asks 112), and never
 * mistaken for an invitation code.
 */
const RECOVERY_CODE_GROUPS = 6;
function generateRecoveryCode(): string {
  const group = () => Array.from({ length: 4 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join("");
  return ["GTR", ...Array.from({ length: RECOVERY_CODE_GROUPS }, group)].join("-");
}

const hashRecoveryCode = (code: string) => keyedHash("admin-recovery", code.trim().toUpperCase());

/** Makes a recovery code for an administrator's e-mail; only its keyed hash is stored. */
export async function createRecoveryCode(db: Db, email: string, actor = "cli"): Promise<{ code: string; expiresAt: Date }> {
  const code = generateRecoveryCode();
  const expiresAt = new Date(Date.now() + RECOVERY_MS);
  const [row] = await db
    .insert(adminRecoveryCodes)
    .values({ codeHash: hashRecoveryCode(code), email, expiresAt })
    .returning({ id: adminRecoveryCodes.id });
  await audit(db, { actor, action: "passkey.recovery-code", target: `admin_recovery_code:${row!.id}`, detail: { email } });
  return { code, expiresAt };
}

/** Whether an administrator's e-mail holds a recovery code that still works. */
export async function hasLiveRecoveryCode(db: Db, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: adminRecoveryCodes.id })
    .from(adminRecoveryCodes)
    .where(and(eq(adminRecoveryCodes.email, email), isNull(adminRecoveryCodes.usedAt), gt(adminRecoveryCodes.expiresAt, sql`now()`)))
    .limit(1);
  return Boolean(row);
}

/** Uses up a working recovery code of this address: its id, or null when the code is not one. */
export async function useRecoveryCode(tx: Db, email: string, code: string): Promise<{ id: number } | null> {
  const [used] = await tx
    .update(adminRecoveryCodes)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(adminRecoveryCodes.codeHash, hashRecoveryCode(code.slice(0, 64))),
        eq(adminRecoveryCodes.email, email),
        isNull(adminRecoveryCodes.usedAt),
        gt(adminRecoveryCodes.expiresAt, sql`now()`),
      ),
    )
    .returning({ id: adminRecoveryCodes.id });
  return used ?? null;
}

export type RecoveryResult = "recovered" | "invalid" | "too many";

/**
 * A recovery code given in the passkey step: used once, for the sign-in's own e-mail, and the
 * sign-in then registers a new passkey instead of proving an old one. Wrong codes are counted
 * per sign-in and audited.
 */
export async function redeemRecoveryCode(db: Db, signIn: AdminSignIn, code: string, ip: string): Promise<RecoveryResult> {
  const bucket = `passkey-recovery:${signIn.id}`;
  return db.transaction(async (tx): Promise<RecoveryResult> => {
    await lockBucket(tx, bucket);
    const base = { actor: `admin:${signIn.email}`, action: "gate.recovery", ip, target: `admin_sign_in:${signIn.id}` };
    if (!(await peekRateLimit(tx, bucket, RECOVERY_TRIES, 15 * 60 * 1000)).allowed) {
      await audit(tx, { ...base, outcome: "rate_limited" });
      return "too many";
    }
    const used = await useRecoveryCode(tx, signIn.email, code);
    if (!used) {
      await hitRateLimit(tx, bucket);
      await audit(tx, { ...base, outcome: "invalid" });
      return "invalid";
    }
    await tx.update(adminSignIns).set({ recoveredAt: new Date() }).where(eq(adminSignIns.id, signIn.id));
    await audit(tx, { ...base, outcome: "ok", detail: { email: signIn.email, recoveryCodeId: used.id } });
    return "recovered";
  });
}
