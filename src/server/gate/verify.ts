import { and, eq, gt, isNull, lt, or, sql } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { adminSignIns, invitationCodes, verifiedSessions } from "@/server/db/schema";
import { audit } from "@/server/audit";
import { sha256 } from "@/server/crypto";
import { env } from "@/server/env";
import { rateLimitKey } from "@/lib/rate-limit-key";
import { hitRateLimit, lockBucket, peekRateLimit } from "@/server/rate-limit";
import { messages } from "@/content/messages";
import { tooManyAttempts, verifyPage } from "@/content/gate";
import { isVerifyEmail, verifyEmailMessage } from "@/lib/schemas/verify";
import { MAX_CODE_LENGTH, codeStatus, hashCode, normalizeCode, normalizeEmail } from "./codes";
import { createSession } from "./session";
import { startAdminSignIn } from "./passkey/sign-in";
import { enqueueMail } from "@/server/mail/outbox";
import { securityEvent } from "@/server/security-events";
import { toStorableText, truncateText } from "@/lib/text";

const VERIFY_IP_WINDOW_MS = 15 * 60 * 1000;
const VERIFY_EMAIL_WINDOW_MS = 60 * 60 * 1000;

export type VerifyRequest = { code: string; email: string; ip: string; userAgent?: string | null };

/** Why a code was refused. Only the audit log sees this; the visitor always reads 'Invalid invitation code'. */
type InvalidReason = "unknown" | "revoked" | "expired" | "used up" | "wrong email" | "malformed";

export type VerifyResult =
  | { ok: true; role: "client"; step: "session"; token: string; maxAgeSeconds: number; sessionId: number; message: string }
  /** An admin code opens only the passkey step (decision 0024): the token is the step's, not a session's. */
  | { ok: true; role: "admin"; step: "passkey"; token: string; maxAgeSeconds: number; signInId: number; message: string }
  | { ok: false; kind: "blank" | "invalid" | "rate_limited" | "error"; message: string; retryAfterSeconds?: number }
  /** The address is not an e-mail address: told next to the field; the code was not looked at. */
  | { ok: false; kind: "bad_email"; message: string; fieldMessage: string; retryAfterSeconds?: undefined };

export type VerifyLimits = { ipLimit: number; emailLimit: number };

function defaultLimits(): VerifyLimits {
  const e = env();
  return { ipLimit: e.VERIFY_IP_LIMIT, emailLimit: e.VERIFY_EMAIL_LIMIT };
}

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

export const ipBucket = (ip: string) => `verify:ip:${rateLimitKey(ip)}`;
/** E-mail buckets are keyed by a hash, so the rate-limit table holds no addresses. */
const emailBucket = (email: string) => `verify:email:${sha256(email)}`;

/**
 * What the audit log keeps of a typed address: storable and bounded, cut between characters, so
 * a megabyte of input, a NUL or an emoji cut in half never makes the attempt's own record fail.
 */
const auditEmail = (email: string) => truncateText(toStorableText(email), 254);

type Refusal = { reason: InvalidReason | "malformed email"; codeId: number | null };

/** Someone is guessing codes with one e-mail address: an audit entry and a note to the agency. */
async function alertOwner(tx: Db, email: string, ip: string, failures: number) {
  await audit(tx, { actor: "system", action: "gate.guessing", outcome: "alert", ip, detail: { email, failures } });
  await enqueueMail(tx, {
    kind: "gate-guessing-alert",
    to: env().NOTIFY_EMAIL,
    subject: "Repeated wrong invitation codes for one e-mail address",
    text: [
      `In the last hour, invitation codes were tried and refused ${failures} times with the e-mail address ${email}.`,
      "",
      "Nothing is locked: the person who owns that address can still sign in with their code, and every other address a guesser tries from gets one attempt an hour.",
      "If you do not expect this, look at the audit log (action gate.verify) in the console, and revoke and reissue that person's code.",
    ].join("\n"),
  });
}

/** Whether this e-mail address was ever verified from this client address (an administrator's code counts before its passkey step). */
async function verifiedFrom(tx: Db, email: string, ip: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: verifiedSessions.id })
    .from(verifiedSessions)
    .where(and(eq(verifiedSessions.email, email), eq(verifiedSessions.ip, ip)))
    .limit(1);
  if (row) return true;
  const [admin] = await tx
    .select({ id: adminSignIns.id })
    .from(adminSignIns)
    .where(and(eq(adminSignIns.email, email), eq(adminSignIns.ip, ip)))
    .limit(1);
  return admin !== undefined;
}

/**
 * Checks a code and an e-mail and, when both are good, uses the code and creates a session, all in
 * one transaction. The transaction starts by locking the IP's and the e-mail's rate-limit buckets,
 * so checking the limits and recording a failure are one atomic step: twenty wrong guesses sent at
 * once from one address get exactly as many "Invalid invitation code" answers as the limit allows.
 * The use is one conditional UPDATE (`use_count < max_uses`), so N visitors racing for the last
 * use get exactly one session. Every attempt is audited, malformed ones included; the limits live
 * in the database, so they hold across app servers.
 */
export async function verifyInvitation(db: Db, req: VerifyRequest, limits: VerifyLimits = defaultLimits()): Promise<VerifyResult> {
  const code = normalizeCode(req.code ?? "");
  const email = normalizeEmail(req.email ?? "");
  const base = { actor: email ? `visitor:${auditEmail(email)}` : "visitor", action: "gate.verify", ip: req.ip };

  // Blank is the one refusal that is neither counted nor given the invalid-code answer (spec §5).
  if (!code || !email) {
    await audit(db, { ...base, outcome: "rejected", detail: { email: email ? auditEmail(email) : null, reason: "blank" } }).catch(() => {});
    return { ok: false, kind: "blank", message: messages.verifyBlank };
  }

  let stage: Stage = "limits";
  try {
    return await db.transaction(async (tx): Promise<VerifyResult> => {
      // Always the IP bucket first, then the e-mail bucket: one order everywhere, so no deadlock.
      await lockBucket(tx, ipBucket(req.ip));
      await lockBucket(tx, emailBucket(email));
      const byIp = await peekRateLimit(tx, ipBucket(req.ip), limits.ipLimit, VERIFY_IP_WINDOW_MS);
      const byEmail = await peekRateLimit(tx, emailBucket(email), limits.emailLimit, VERIFY_EMAIL_WINDOW_MS);
      // Past the e-mail's limit someone is guessing with that address, from many places. Locking
      // the address would lock its owner out too (decision 0013): instead only a client address
      // with no failure of its own in the e-mail's window gets its code checked, so a guesser
      // gets one try per address per hour while the owner's correct code still works. A network
      // the address was verified from before is its owner's: there a typo costs no more than usual.
      const strangerPastLimit = !byEmail.allowed && !(await verifiedFrom(tx, email, req.ip));
      const ipFailedLately = strangerPastLimit ? await peekRateLimit(tx, ipBucket(req.ip), 1, VERIFY_EMAIL_WINDOW_MS) : null;
      if (!byIp.allowed || (ipFailedLately && !ipFailedLately.allowed)) {
        const retryAfterSeconds = byIp.allowed ? ipFailedLately!.retryAfterSeconds : byIp.retryAfterSeconds;
        await audit(tx, {
          ...base,
          outcome: "rate_limited",
          detail: { email: auditEmail(email), reason: byIp.allowed ? "email limit" : "ip limit", retryAfterSeconds },
        });
        securityEvent("rate-limited", { route: "/verify", ip: req.ip, reason: byIp.allowed ? "email limit" : "ip limit", retryAfterSeconds });
        return { ok: false, kind: "rate_limited", message: tooManyAttempts(retryAfterSeconds), retryAfterSeconds };
      }

      // A refusal is recorded in this same transaction, while the buckets are still locked.
      const refuse = async ({ reason, codeId }: Refusal) => {
        await hitRateLimit(tx, ipBucket(req.ip));
        await hitRateLimit(tx, emailBucket(email));
        await audit(tx, {
          ...base,
          outcome: "invalid",
          target: codeId ? `invitation_code:${codeId}` : null,
          codeId,
          detail: { email: auditEmail(email), reason },
        });
        securityEvent("code-refused", { route: "/verify", ip: req.ip, reason, codeId });
        // The failure that fills the e-mail's bucket tells the owner, once per window.
        if (byEmail.count + 1 === limits.emailLimit) await alertOwner(tx, auditEmail(email), req.ip, limits.emailLimit);
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
      const status = codeStatus(row);
      if (status !== "active") return invalid({ reason: status, codeId: row.id });
      if (row.email && row.email !== email) return invalid({ reason: "wrong email", codeId: row.id });

      stage = "use";
      // The atomic use: the conditions are checked again by the UPDATE itself, under the row lock.
      const [used] = await tx
        .update(invitationCodes)
        .set({ useCount: sql`${invitationCodes.useCount} + 1`, lastUsedAt: sql`now()` })
        .where(
          and(
            eq(invitationCodes.id, row.id),
            lt(invitationCodes.useCount, invitationCodes.maxUses),
            isNull(invitationCodes.revokedAt),
            or(isNull(invitationCodes.expiresAt), gt(invitationCodes.expiresAt, sql`now()`)),
          ),
        )
        .returning({ id: invitationCodes.id, role: invitationCodes.role, useCount: invitationCodes.useCount });
      if (!used) return invalid({ reason: "used up", codeId: row.id });

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
          detail: { email, role: used.role, signInId: signIn.row.id, useCount: used.useCount, next: "passkey" },
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
        detail: { email, role: used.role, sessionId: session.row.id, useCount: used.useCount },
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
    await audit(db, { ...base, outcome: "error", detail: { email: auditEmail(email), stage: failedStage, error: errorCode(err) } }).catch(() => {});
    return { ok: false, kind: "error", message: stageMessage[failedStage] ?? messages.unexpected };
  }
}
