import { and, eq, gt, isNotNull, isNull, lt, or, sql } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { invitationCodes } from "@/server/db/schema";
import { audit, personRef, visitorActor } from "@/server/audit";
import { messages } from "@/content/messages";
import { codeExpired, codeUsedUp, tooManyAttempts, verifyPage } from "@/content/gate";
import { isVerifyEmail, verifyEmailMessage } from "@/lib/schemas/verify";
import { normalizeEmail } from "@/lib/email-address";
import { MAX_CODE_LENGTH, codeStatus, hashCode, normalizeCode } from "./codes";
import { createSession } from "./session";
import { startAdminSignIn } from "./passkey/sign-in";
import { checkVerifyLimits, countVerifyFailure, defaultVerifyLimits, type VerifyLimits } from "./verify-limits";
import { securityEvent } from "@/server/security-events";

export type VerifyRequest = { code: string; email: string; ip: string; userAgent?: string | null };

/**
 * Why a code was refused. The visitor reads 'Invalid invitation code' for all but two: a code that
 * is used up or expired says so in words, since only someone who holds the code and, for a bound
 * code, its address gets that far (decision 0065).
 */
type InvalidReason = "unknown" | "revoked" | "expired" | "used up" | "wrong email" | "malformed";

export type VerifyResult =
  | { ok: true; role: "client"; step: "session"; token: string; maxAgeSeconds: number; sessionId: number; message: string }
  /** An admin code opens only the passkey step (decision 0024): the token is the step's, not a session's. */
  | { ok: true; role: "admin"; step: "passkey"; token: string; maxAgeSeconds: number; signInId: number; message: string }
  | { ok: false; kind: "blank" | "invalid" | "rate_limited" | "error"; message: string; retryAfterSeconds?: number }
  /** The code is right but over: used up or expired. A client's answer offers the e-mailed sign-in link. */
  | { ok: false; kind: "over"; message: string; offerLink: boolean; retryAfterSeconds?: undefined }
  /** The address is not an e-mail address: told next to the field; the code was not looked at. */
  | { ok: false; kind: "bad_email"; message: string; fieldMessage: string; retryAfterSeconds?: undefined };

type Stage = "limits" | "validate" | "use" | "session";
const stageMessage: Record<Stage, string> = {
  limits: messages.verifyValidateError,
  validate: messages.verifyValidateError,
  use: messages.verifyUseError,
  session: messages.verifySessionError,
};

/** A fault's class or SQLSTATE for the audit log; never the message (drivers quote query parameters in it). */
function errorCode(err: unknown): string {
  const e = err as { code?: unknown; cause?: { code?: unknown }; name?: unknown };
  return String(e?.cause?.code ?? e?.code ?? e?.name ?? "error").slice(0, 40);
}

type Refusal = { reason: InvalidReason | "malformed email"; codeId: number | null };

/**
 * Checks a code and an e-mail and, when both are good, uses the code and creates a session, all in
 * one transaction. The transaction starts by locking the IP's and the e-mail's rate-limit buckets,
 * so checking the limits and recording a failure are one atomic step: twenty wrong guesses sent at
 * once from one address get exactly as many "Invalid invitation code" answers as the limit allows.
 * The use is one conditional UPDATE (`use_count < max_uses`), so N visitors racing for the last
 * use get exactly one session. Every attempt is audited, malformed ones included; the limits live
 * in the database, so they hold across app servers.
 */
export async function verifyInvitation(db: Db, req: VerifyRequest, limits: VerifyLimits = defaultVerifyLimits()): Promise<VerifyResult> {
  const code = normalizeCode(req.code ?? "");
  const email = normalizeEmail(req.email ?? "");
  const base = { actor: email ? visitorActor(email) : "visitor", action: "gate.verify", ip: req.ip };

  // Blank is the one refusal that is neither counted nor given the invalid-code answer (spec §5).
  if (!code || !email) {
    await audit(db, { ...base, outcome: "rejected", detail: { person: email ? personRef(email) : null, reason: "blank" } }).catch(() => {});
    return { ok: false, kind: "blank", message: messages.verifyBlank };
  }

  let stage: Stage = "limits";
  try {
    return await db.transaction(async (tx): Promise<VerifyResult> => {
      const limited = await checkVerifyLimits(tx, email, req.ip, limits);
      if (!limited.allowed) {
        const { reason, retryAfterSeconds } = limited;
        await audit(tx, { ...base, outcome: "rate_limited", detail: { person: personRef(email), reason, retryAfterSeconds } });
        securityEvent("rate-limited", { route: "/verify", ip: req.ip, reason, retryAfterSeconds });
        return { ok: false, kind: "rate_limited", message: tooManyAttempts(retryAfterSeconds), retryAfterSeconds };
      }

      // A refusal is recorded in this same transaction, while the buckets are still locked.
      const refuse = async ({ reason, codeId }: Refusal) => {
        await countVerifyFailure(tx, email, req.ip, limited, limits);
        await audit(tx, {
          ...base,
          outcome: "invalid",
          target: codeId ? `invitation_code:${codeId}` : null,
          codeId,
          detail: { person: personRef(email), reason },
        });
        securityEvent("code-refused", { route: "/verify", ip: req.ip, reason, codeId });
      };

      stage = "validate";
      if (!isVerifyEmail(email)) {
        await refuse({ reason: "malformed email", codeId: null });
        return { ok: false, kind: "bad_email", message: verifyPage.fixFields, fieldMessage: verifyEmailMessage };
      }
      const invalid = async (refusal: Refusal): Promise<VerifyResult> => {
        await refuse(refusal);
        return { ok: false, kind: "invalid", message: messages.verifyInvalid };
      };
      // Longer than any code can be: invalid like any other wrong code, and never hashed or looked up.
      if (code.length > MAX_CODE_LENGTH) return invalid({ reason: "malformed", codeId: null });
      const [row] = await tx
        .select()
        .from(invitationCodes)
        .where(eq(invitationCodes.codeHash, hashCode(code)))
        .limit(1);
      if (!row) return invalid({ reason: "unknown", codeId: null });
      // A bound code with another address is a wrong code, whatever its state: the state is told only to its holder.
      if (row.email && row.email !== email) return invalid({ reason: "wrong email", codeId: row.id });
      const over = async (reason: "used up" | "expired"): Promise<VerifyResult> => {
        await refuse({ reason, codeId: row.id });
        const message = reason === "expired" && row.expiresAt ? codeExpired(row.expiresAt) : codeUsedUp;
        return { ok: false, kind: "over", message, offerLink: row.role === "client" };
      };
      const status = codeStatus(row);
      if (status === "revoked") return invalid({ reason: status, codeId: row.id });
      if (status !== "active") return over(status);

      stage = "use";
      // The atomic use: the conditions are checked again by the UPDATE itself, under the row lock.
      const [used] = await tx
        .update(invitationCodes)
        .set({ useCount: sql`${invitationCodes.useCount} + 1`, lastUsedAt: sql`now()` })
        .where(
          and(
            eq(invitationCodes.id, row.id),
            // Counted codes are used under the row lock; a bound client code is not used up by its own address.
            or(lt(invitationCodes.useCount, invitationCodes.maxUses), and(eq(invitationCodes.role, "client"), isNotNull(invitationCodes.email))),
            isNull(invitationCodes.revokedAt),
            or(isNull(invitationCodes.expiresAt), gt(invitationCodes.expiresAt, sql`now()`)),
          ),
        )
        .returning({ id: invitationCodes.id, role: invitationCodes.role, useCount: invitationCodes.useCount });
      if (!used) return over("used up");

      stage = "session";
      if (used.role === "admin") {
        const signIn = await startAdminSignIn(tx, {
          email,
          invitationCodeId: used.id,
          codeBound: row.email === email,
          ip: req.ip,
          userAgent: req.userAgent,
        });
        await audit(tx, {
          ...base,
          outcome: "ok",
          target: `invitation_code:${used.id}`,
          detail: { person: personRef(email), role: used.role, signInId: signIn.row.id, useCount: used.useCount, next: "passkey" },
        });
        return {
          ok: true,
          role: "admin",
          step: "passkey",
          token: signIn.token,
          maxAgeSeconds: signIn.maxAgeSeconds,
          signInId: signIn.row.id,
          message: messages.adminPasskeyStep,
        };
      }
      const session = await createSession(tx, { email, role: used.role, invitationCodeId: used.id, ip: req.ip, userAgent: req.userAgent });
      await audit(tx, {
        ...base,
        outcome: "ok",
        target: `invitation_code:${used.id}`,
        sessionId: session.row.id,
        codeId: used.id,
        detail: { person: personRef(email), role: used.role, sessionId: session.row.id, useCount: used.useCount },
      });
      return {
        ok: true,
        role: "client",
        step: "session",
        token: session.token,
        maxAgeSeconds: session.maxAgeSeconds,
        sessionId: session.row.id,
        message: messages.verifySuccess,
      };
    });
  } catch (err) {
    const failedStage = stage as Stage;
    await audit(db, { ...base, outcome: "error", detail: { person: personRef(email), stage: failedStage, error: errorCode(err) } }).catch(() => {});
    return { ok: false, kind: "error", message: stageMessage[failedStage] ?? messages.unexpected };
  }
}
