import { and, eq } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { adminSignIns, verifiedSessions } from "@/server/db/schema";
import { audit, personRef } from "@/server/audit";
import { sha256 } from "@/server/crypto";
import { env } from "@/server/env";
import { rateLimitKey } from "@/lib/rate-limit-key";
import { enqueueMail } from "@/server/mail/outbox";
import { hitRateLimit, lockBucket, peekRateLimit } from "@/server/rate-limit";
import { toStorableText, truncateText } from "@/lib/text";

/**
 * The limits on guessing a code (decision 0013), shared by every place a code is typed: /verify
 * and the console's "confirm it's you" step. Failures anywhere fill the same buckets, so a second
 * form is never a second allowance.
 */
const VERIFY_IP_WINDOW_MS = 15 * 60 * 1000;
const VERIFY_EMAIL_WINDOW_MS = 60 * 60 * 1000;

export type VerifyLimits = { ipLimit: number; emailLimit: number };

export function defaultVerifyLimits(): VerifyLimits {
  const e = env();
  return { ipLimit: e.VERIFY_IP_LIMIT, emailLimit: e.VERIFY_EMAIL_LIMIT };
}

export const ipBucket = (ip: string) => `verify:ip:${rateLimitKey(ip)}`;
/** E-mail buckets are keyed by a hash, so the rate-limit table holds no addresses. */
export const emailBucket = (email: string) => `verify:email:${sha256(email)}`;

/**
 * What the owner's alert shows of a typed address: storable and bounded, cut between characters,
 * so a megabyte of input, a NUL or an emoji cut in half never makes the alert fail.
 */
export const auditEmail = (email: string) => truncateText(toStorableText(email), 254);

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

export type LimitCheck =
  { allowed: true; emailFailures: number } | { allowed: false; reason: "ip limit" | "email limit"; retryAfterSeconds: number; emailFailures: number };

/**
 * Locks the client's and the e-mail's buckets for the rest of the caller's transaction and says
 * whether a code may be checked now. Holding the locks, checking the limits and recording a
 * failure are one atomic step: twenty wrong guesses sent at once get exactly as many refusals
 * as the limit allows.
 */
export async function checkVerifyLimits(tx: Db, email: string, ip: string, limits: VerifyLimits): Promise<LimitCheck> {
  // Always the IP bucket first, then the e-mail bucket: one order everywhere, so no deadlock.
  await lockBucket(tx, ipBucket(ip));
  await lockBucket(tx, emailBucket(email));
  const byIp = await peekRateLimit(tx, ipBucket(ip), limits.ipLimit, VERIFY_IP_WINDOW_MS);
  const byEmail = await peekRateLimit(tx, emailBucket(email), limits.emailLimit, VERIFY_EMAIL_WINDOW_MS);
  // Past the e-mail's limit someone is guessing with that address, from many places. Locking
  // the address would lock its owner out too (decision 0013): instead only a client address
  // with no failure of its own in the e-mail's window gets its code checked, so a guesser
  // gets one try per address per hour while the owner's correct code still works. A network
  // the address was verified from before is its owner's: there a typo costs no more than usual.
  const strangerPastLimit = !byEmail.allowed && !(await verifiedFrom(tx, email, ip));
  const ipFailedLately = strangerPastLimit ? await peekRateLimit(tx, ipBucket(ip), 1, VERIFY_EMAIL_WINDOW_MS) : null;
  if (byIp.allowed && (!ipFailedLately || ipFailedLately.allowed)) return { allowed: true, emailFailures: byEmail.count };
  return {
    allowed: false,
    reason: byIp.allowed ? "email limit" : "ip limit",
    retryAfterSeconds: byIp.allowed ? ipFailedLately!.retryAfterSeconds : byIp.retryAfterSeconds,
    emailFailures: byEmail.count,
  };
}

/** Someone is guessing codes with one e-mail address: an audit entry and a note to the agency. */
async function alertOwner(tx: Db, email: string, ip: string, failures: number) {
  await audit(tx, { actor: "system", action: "gate.guessing", outcome: "alert", ip, detail: { person: personRef(email), failures } });
  await enqueueMail(tx, {
    kind: "gate-guessing-alert",
    to: env().NOTIFY_EMAIL,
    subject: "Repeated wrong invitation codes for one e-mail address",
    text: [
      `In the last hour, invitation codes were tried and refused ${failures} times with the e-mail address ${email}.`,
      "",
      "Nothing is locked: the person who owns that address can still sign in with their code, and every other address a guesser tries from gets one attempt an hour.",
      "If you do not expect this, look at the audit log in the console (action gate.verify; type the address in its actor filter), and revoke and reissue that person's code.",
    ].join("\n"),
  });
}

/**
 * Counts one wrong code against both buckets, in the transaction that checked them (their locks
 * still held). The failure that fills the e-mail's bucket tells the owner, once per window.
 */
export async function countVerifyFailure(tx: Db, email: string, ip: string, check: LimitCheck, limits: VerifyLimits): Promise<void> {
  await hitRateLimit(tx, ipBucket(ip));
  await hitRateLimit(tx, emailBucket(email));
  if (check.emailFailures + 1 === limits.emailLimit) await alertOwner(tx, auditEmail(email), ip, limits.emailLimit);
}
