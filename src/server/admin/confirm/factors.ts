import { and, eq, gt, sql } from "drizzle-orm";
import type { PublicKeyCredentialRequestOptionsJSON } from "@simplewebauthn/server";
import type { Db } from "@/server/db/client";
import { invitationCodes, passkeyChallenges } from "@/server/db/schema";
import { audit, auditedBy } from "@/server/audit";
import { codeStatus, hashCode, MAX_CODE_LENGTH } from "@/server/gate/codes";
import { passkeysOf } from "@/server/gate/passkey/credentials";
import { CHALLENGE_MS } from "@/server/gate/passkey/relying-party";
import { useRecoveryCode } from "@/server/gate/passkey/recovery";
import { authenticationOptions, provedPasskey, type PasskeyAnswer } from "@/server/gate/passkey/sign-in";
import { checkVerifyLimits, countVerifyFailure, defaultVerifyLimits, type VerifyLimits } from "@/server/gate/verify-limits";
import { securityEvent } from "@/server/security-events";
import type { AdminContext } from "../access";
import { markConfirmed } from "./window";

/**
 * The factor an administrator proves again to confirm it is them (decision 0053): their passkey
 * when their address has one (a recovery code from the command line stands in for a lost one,
 * as at sign-in), otherwise the administrator code this session was opened with.
 */
export type ConfirmFactor = "passkey" | "code";

export async function confirmFactor(db: Db, email: string): Promise<ConfirmFactor> {
  return (await passkeysOf(db, email)).length > 0 ? "passkey" : "code";
}

/** Options for the passkey prompt; the challenge is kept against this session for this purpose only, and answers once. */
export async function confirmOptions(db: Db, admin: AdminContext): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const options = await authenticationOptions(db, admin.email);
  const mine = and(eq(passkeyChallenges.sessionId, admin.sessionId), eq(passkeyChallenges.purpose, "confirm"));
  await db.delete(passkeyChallenges).where(mine);
  await db
    .insert(passkeyChallenges)
    .values({ sessionId: admin.sessionId, purpose: "confirm", challenge: options.challenge, expiresAt: new Date(Date.now() + CHALLENGE_MS) });
  return options;
}

type Factor = "passkey" | "recovery code" | "admin code";

export type ConfirmResult = { ok: true } | { ok: false; kind: "refused"; factor: Factor } | { ok: false; kind: "rate_limited"; retryAfterSeconds: number };

type Proof = { ok: true; detail?: Record<string, unknown> } | { ok: false; reason: string };

/**
 * One attempt to confirm, whatever the factor: checked against the limits on guessing a code
 * (the same buckets /verify fills, so the confirm step is no second allowance), a failure counted
 * there and a security event; every attempt audited (`admin.confirm`); a success recorded on the
 * session. All in one transaction, the buckets locked throughout.
 */
async function attempt(db: Db, admin: AdminContext, factor: Factor, limits: VerifyLimits, prove: (tx: Db) => Promise<Proof>): Promise<ConfirmResult> {
  const ip = admin.ip ?? "local";
  return db.transaction(async (tx): Promise<ConfirmResult> => {
    const entry = { ...auditedBy(admin), action: "admin.confirm", target: `session:${admin.sessionId}` };
    const limited = await checkVerifyLimits(tx, admin.email, ip, limits);
    if (!limited.allowed) {
      const { reason, retryAfterSeconds } = limited;
      await audit(tx, { ...entry, outcome: "rate_limited", detail: { factor, reason, retryAfterSeconds } });
      securityEvent("rate-limited", { route: "/admin/confirm", ip, reason, retryAfterSeconds });
      return { ok: false, kind: "rate_limited", retryAfterSeconds };
    }
    const proof = await prove(tx);
    if (!proof.ok) {
      await countVerifyFailure(tx, admin.email, ip, limited, limits);
      await audit(tx, { ...entry, outcome: "invalid", detail: { factor, reason: proof.reason } });
      securityEvent("code-refused", { route: "/admin/confirm", ip, reason: proof.reason, factor });
      return { ok: false, kind: "refused", factor };
    }
    await markConfirmed(tx, admin.sessionId);
    await audit(tx, { ...entry, outcome: "ok", detail: { factor, ...proof.detail } });
    return { ok: true };
  });
}

/** A passkey's answer to this session's confirm challenge (taken first, so it answers once whatever the outcome). */
export function confirmWithPasskey(db: Db, admin: AdminContext, answer: PasskeyAnswer, limits = defaultVerifyLimits()): Promise<ConfirmResult> {
  return attempt(db, admin, "passkey", limits, async (tx) => {
    const [taken] = await tx
      .delete(passkeyChallenges)
      .where(and(eq(passkeyChallenges.sessionId, admin.sessionId), eq(passkeyChallenges.purpose, "confirm"), gt(passkeyChallenges.expiresAt, sql`now()`)))
      .returning({ challenge: passkeyChallenges.challenge });
    if (!taken) return { ok: false, reason: "no challenge" };
    const proved = await provedPasskey(tx, admin.email, answer, taken.challenge);
    return proved.ok ? { ok: true, detail: { passkeyId: proved.passkeyId } } : proved;
  });
}

/**
 * A typed code: with a passkey on the address, a recovery code for it (used up); without one,
 * the administrator code this session was opened with, while it is neither revoked nor expired
 * (its uses do not matter: it signs no one in here).
 */
export async function confirmWithCode(db: Db, admin: AdminContext, typed: string, limits = defaultVerifyLimits()): Promise<ConfirmResult> {
  const code = typed.trim();
  if ((await confirmFactor(db, admin.email)) === "passkey") {
    return attempt(db, admin, "recovery code", limits, async (tx) => {
      const used = await useRecoveryCode(tx, admin.email, code);
      return used ? { ok: true, detail: { recoveryCodeId: used.id } } : { ok: false, reason: "wrong recovery code" };
    });
  }
  return attempt(db, admin, "admin code", limits, async (tx): Promise<Proof> => {
    if (code.length > MAX_CODE_LENGTH || admin.codeId === null) return { ok: false, reason: "wrong code" };
    const [row] = await tx
      .select()
      .from(invitationCodes)
      .where(eq(invitationCodes.codeHash, hashCode(code)))
      .limit(1);
    if (!row || row.id !== admin.codeId) return { ok: false, reason: "wrong code" };
    const status = codeStatus(row);
    return status === "revoked" || status === "expired" ? { ok: false, reason: status } : { ok: true, detail: { codeId: row.id } };
  });
}
