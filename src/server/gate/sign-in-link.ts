import { and, desc, eq, gt, isNull, sql } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { invitationCodes, signInLinks, verifiedSessions } from "@/server/db/schema";
import { audit, personRef, visitorActor } from "@/server/audit";
import { keyedHash, randomToken, sha256 } from "@/server/crypto";
import { env } from "@/server/env";
import { enqueueMail } from "@/server/mail/outbox";
import { kickMailWorker } from "@/server/mail/worker";
import { logger } from "@/server/log";
import { hitRateLimit, lockBucket, peekRateLimit } from "@/server/rate-limit";
import { securityEvent } from "@/server/security-events";
import { signInLinkCopy, tooManyAttempts } from "@/content/gate";
import { rateLimitKey } from "@/lib/rate-limit-key";
import { returnPath } from "@/lib/return-path";
import { normalizeEmail } from "@/lib/email-address";
import { createSession, TOKEN_PATTERN } from "./session";
import { defaultVerifyLimits, type VerifyLimits } from "./verify-limits";

/** A sign-in link works once, within this long (DESIGN.md difference 13). */
export const SIGN_IN_LINK_MS = 15 * 60 * 1000;
/**
 * No answer to a request comes sooner than this, known address or not: the known one's extra
 * work (a row and a queued e-mail, a few milliseconds) hides under it, so the time an answer
 * takes does not tell whether the address is a client's.
 */
export const SIGN_IN_LINK_ANSWER_FLOOR_MS = 400;
const IP_WINDOW_MS = 15 * 60 * 1000;
const EMAIL_WINDOW_MS = 60 * 60 * 1000;

const hashLinkToken = (token: string) => keyedHash("sign-in-link", token);
/** Their own buckets, with the gate's limits: asking for links never uses up the allowance for typing a code. */
const ipBucket = (ip: string) => `signin-link:ip:${rateLimitKey(ip)}`;
export const linkEmailBucket = (email: string) => `signin-link:email:${sha256(email)}`;

export const signInLinkUrl = (token: string) => `${env().SITE_URL}/verify/link?token=${encodeURIComponent(token)}`;

export type LinkRequest = { email: string; ip: string; returnTo?: string | null };
export type LinkRequestResult = { ok: true; message: string } | { ok: false; kind: "rate_limited" | "error"; message: string; retryAfterSeconds?: number };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The client code an address may get a link for: one bound to that address (its approval proved
 * the mailbox), not revoked, with which a client session was made. Expiry does not matter: the
 * code's expiry bounds typing it, and the link proves the mailbox again (decision 0065).
 */
async function lastingCodeOf(tx: Db, email: string): Promise<number | null> {
  const [row] = await tx
    .select({ id: invitationCodes.id })
    .from(verifiedSessions)
    .innerJoin(invitationCodes, eq(invitationCodes.id, verifiedSessions.invitationCodeId))
    .where(
      and(
        eq(verifiedSessions.email, email),
        eq(verifiedSessions.role, "client"),
        eq(invitationCodes.role, "client"),
        eq(invitationCodes.email, email),
        isNull(invitationCodes.revokedAt),
      ),
    )
    .orderBy(desc(verifiedSessions.verifiedAt))
    .limit(1);
  return row?.id ?? null;
}

/**
 * "E-mail me a sign-in link": for an address that verified before, a single-use link (its token
 * stored as a keyed hash) and the e-mail carrying it, queued in the outbox in one transaction.
 * Every request counts against the per-IP and per-address limits, known or not, and gets the
 * same words no sooner than the floor, so neither the answer nor its timing tells who is a client.
 */
export async function requestSignInLink(db: Db, req: LinkRequest, limits: VerifyLimits = defaultVerifyLimits()): Promise<LinkRequestResult> {
  const started = Date.now();
  const email = normalizeEmail(req.email);
  const base = { actor: visitorActor(email), action: "gate.sign-in-link.request", ip: req.ip };
  const answer = async <T>(result: T): Promise<T> => {
    await sleep(Math.max(0, started + SIGN_IN_LINK_ANSWER_FLOOR_MS - Date.now()));
    return result;
  };
  try {
    const result = await db.transaction(async (tx): Promise<LinkRequestResult> => {
      await lockBucket(tx, ipBucket(req.ip));
      await lockBucket(tx, linkEmailBucket(email));
      const byIp = await peekRateLimit(tx, ipBucket(req.ip), limits.ipLimit, IP_WINDOW_MS);
      const byEmail = await peekRateLimit(tx, linkEmailBucket(email), limits.emailLimit, EMAIL_WINDOW_MS);
      if (!byIp.allowed || !byEmail.allowed) {
        const retryAfterSeconds = Math.max(byIp.allowed ? 0 : byIp.retryAfterSeconds, byEmail.allowed ? 0 : byEmail.retryAfterSeconds);
        const reason = byIp.allowed ? "email limit" : "ip limit";
        await audit(tx, { ...base, outcome: "rate_limited", detail: { person: personRef(email), reason, retryAfterSeconds } });
        securityEvent("rate-limited", { route: "/verify", ip: req.ip, reason, retryAfterSeconds });
        return { ok: false, kind: "rate_limited", message: tooManyAttempts(retryAfterSeconds), retryAfterSeconds };
      }
      await hitRateLimit(tx, ipBucket(req.ip));
      await hitRateLimit(tx, linkEmailBucket(email));
      const codeId = await lastingCodeOf(tx, email);
      if (codeId === null) {
        await audit(tx, { ...base, outcome: "unknown", detail: { person: personRef(email) } });
        return { ok: true, message: signInLinkCopy.sent };
      }
      const token = randomToken(32);
      const [link] = await tx
        .insert(signInLinks)
        .values({
          tokenHash: hashLinkToken(token),
          email,
          invitationCodeId: codeId,
          returnTo: returnPath(req.returnTo),
          ip: req.ip,
          expiresAt: sql`now() + (${SIGN_IN_LINK_MS}::int * interval '1 millisecond')`,
        })
        .returning({ id: signInLinks.id });
      const mailId = await enqueueMail(tx, {
        kind: "sign-in-link",
        to: email,
        subject: signInLinkCopy.mailSubject,
        text: signInLinkCopy.mailText("[[linkUrl]]"),
        sensitive: true,
        secrets: { linkUrl: signInLinkUrl(token) },
      });
      await audit(tx, { ...base, outcome: "sent", target: `sign_in_link:${link.id}`, codeId, detail: { person: personRef(email), codeId, mailId } });
      return { ok: true, message: signInLinkCopy.sent };
    });
    // Woken for either answer, so the known address's queued mail costs no extra step.
    kickMailWorker();
    return await answer(result);
  } catch (err) {
    logger.error({ err }, "sign-in link request failed");
    await audit(db, { ...base, outcome: "error", detail: { person: personRef(email) } }).catch(() => {});
    return answer({ ok: false, kind: "error", message: signInLinkCopy.failed });
  }
}

export type LinkStatus = "ready" | "used" | "expired" | "invalid" | "revoked";

/** What a link's page says before its button is pressed; opening the page changes nothing (mail scanners open links). */
export async function signInLinkStatus(db: Db, token: string): Promise<LinkStatus> {
  if (!TOKEN_PATTERN.test(token)) return "invalid";
  const [row] = await db
    .select({ usedAt: signInLinks.usedAt, expiresAt: signInLinks.expiresAt, revokedAt: invitationCodes.revokedAt })
    .from(signInLinks)
    .innerJoin(invitationCodes, eq(invitationCodes.id, signInLinks.invitationCodeId))
    .where(eq(signInLinks.tokenHash, hashLinkToken(token)))
    .limit(1);
  if (!row) return "invalid";
  if (row.usedAt) return "used";
  if (row.expiresAt.getTime() <= Date.now()) return "expired";
  return row.revokedAt ? "revoked" : "ready";
}

export type LinkUseResult =
  { ok: true; token: string; maxAgeSeconds: number; sessionId: number; returnTo: string } | { ok: false; reason: Exclude<LinkStatus, "ready"> };

/**
 * The link's button: uses the link (one conditional UPDATE, so two presses at once make one
 * session) and makes a client session on the code behind it, which must still not be revoked.
 */
export async function redeemSignInLink(db: Db, req: { token: string; ip: string; userAgent?: string | null }): Promise<LinkUseResult> {
  if (!TOKEN_PATTERN.test(req.token)) return { ok: false, reason: "invalid" };
  const hash = hashLinkToken(req.token);
  return db.transaction(async (tx): Promise<LinkUseResult> => {
    const [link] = await tx
      .update(signInLinks)
      .set({ usedAt: sql`now()` })
      .where(and(eq(signInLinks.tokenHash, hash), isNull(signInLinks.usedAt), gt(signInLinks.expiresAt, sql`now()`)))
      .returning();
    const base = { action: "gate.sign-in-link.use", ip: req.ip };
    if (!link) {
      const status = await signInLinkStatus(tx, req.token);
      const reason = status === "ready" ? "used" : status;
      await audit(tx, { ...base, actor: "visitor", outcome: "invalid", detail: { reason } });
      return { ok: false, reason };
    }
    const actor = visitorActor(link.email);
    const [code] = await tx
      .select({ id: invitationCodes.id })
      .from(invitationCodes)
      .where(and(eq(invitationCodes.id, link.invitationCodeId), isNull(invitationCodes.revokedAt)))
      .limit(1);
    if (!code) {
      await audit(tx, { ...base, actor, outcome: "invalid", target: `sign_in_link:${link.id}`, codeId: link.invitationCodeId, detail: { reason: "revoked" } });
      return { ok: false, reason: "revoked" };
    }
    const session = await createSession(tx, { email: link.email, role: "client", invitationCodeId: code.id, ip: req.ip, userAgent: req.userAgent });
    await tx
      .update(invitationCodes)
      .set({ lastUsedAt: sql`now()` })
      .where(eq(invitationCodes.id, code.id));
    await audit(tx, {
      ...base,
      actor,
      outcome: "ok",
      target: `sign_in_link:${link.id}`,
      sessionId: session.row.id,
      codeId: code.id,
      detail: { person: personRef(link.email), sessionId: session.row.id },
    });
    return { ok: true, token: session.token, maxAgeSeconds: session.maxAgeSeconds, sessionId: session.row.id, returnTo: link.returnTo };
  });
}
