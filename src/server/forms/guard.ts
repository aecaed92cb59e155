import { sha256 } from "@/server/crypto";

/**
 * Spam and replay protection shared by every form and the JSON API.
 * - honeypot: a field people never see; anything in it marks the post as automated.
 * - minimum fill time: the browser records when the visitor started; a form sent faster than
 *   FORM_MIN_FILL_MS is refused with a friendly "please check and send again". A post without
 *   the field (JavaScript off) is not held to it; the honeypot and the rate limit still apply.
 * - idempotency key: made in the browser per filled-in form, and kept per form and client, so
 *   one client's key never answers for another's lead; without one it is derived from the form,
 *   the day, the client and the content, so a replayed plain POST still stores one row, and
 *   another client sending the same words is a lead of its own (it learns nothing of the first).
 */

/** Anything in the hidden field marks the post as automated. */
export function honeypotFilled(honeypot: string | null | undefined): boolean {
  return Boolean(honeypot && honeypot.trim() !== "");
}

/** Sent faster than a person fills a form in (only when the browser said when the visitor started). */
export function sentTooFast(startedAt: string | number | null | undefined, minFillMs: number, now = Date.now()): boolean {
  const started = typeof startedAt === "number" ? startedAt : Number(startedAt || NaN);
  return Number.isFinite(started) && started > 0 && minFillMs > 0 && now - started < minFillMs;
}

const KEY_PATTERN = /^[A-Za-z0-9_.:-]{8,100}$/;

/**
 * The key stored with the row: the caller's own when well formed, scoped to the form and the
 * client's address (hashed: the column is not a place for addresses), otherwise one derived from
 * the client and the content (a "c:" key).
 */
export function idempotencyKeyFor(form: string, given: string | null | undefined, content: unknown, client: string, now = new Date()): string {
  if (given && KEY_PATTERN.test(given)) return `k:${form}:${sha256(`client:${client}`).slice(0, 16)}:${given}`;
  const day = now.toISOString().slice(0, 10);
  return `c:${form}:${day}:${sha256(`client:${client}\n${JSON.stringify(content)}`)}`;
}

/** Whether the client named this key itself: only then may a replay be answered as one. */
export const isClientKey = (key: string) => key.startsWith("k:");
