import { and, eq, isNotNull, isNull, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { outbox, type NewOutboxMessage } from "../db/schema";
import { seal } from "../crypto";

export type MailInput = {
  /** What the message is for, e.g. "contact-notification", "access-approved". */
  kind: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  /** Extra header lines, e.g. List-Unsubscribe. */
  headers?: Record<string, string>;
  /** The body carries a secret; it is blanked once sent. Defaults to true for the kinds below. */
  sensitive?: boolean;
  /**
   * Secrets the text or the headers name as `[[name]]`: stored encrypted, never in the body, and put in only
   * as the message is sent (src/server/mail/worker.ts), so a copy of the outbox holds none.
   */
  secrets?: Record<string, string>;
  /** The lead the message is about, so the lead's page in the console lists it (a form's own e-mails get theirs as the lead is stored). */
  lead?: LeadRef;
};

/** A lead by its table's name and its id. */
export type LeadRef = { table: string; id: number };

/** The text with each `[[name]]` replaced by its secret. */
export function fillSecrets(text: string, secrets: Record<string, string>): string {
  return text.replace(/\[\[(\w+)\]\]/g, (whole, name: string) => secrets[name] ?? whole);
}

/** A message's headers with each `[[name]]` in their values replaced by its secret. */
export function fillHeaderSecrets(headers: Record<string, string>, secrets: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).map(([name, value]) => [name, fillSecrets(value, secrets)]));
}

/** Kinds whose body carries a secret: the approval e-mail holds an invitation code (src/server/admin/mail.ts). */
const SENSITIVE_KINDS: ReadonlySet<string> = new Set(["access-approved"]);

/** The outbox row of a message (every key present, so rows of several messages line up). */
export function outboxRow(mail: MailInput): NewOutboxMessage {
  return {
    kind: mail.kind,
    toAddress: mail.to,
    subject: mail.subject,
    textBody: mail.text,
    htmlBody: mail.html ?? null,
    replyTo: mail.replyTo ?? null,
    headers: mail.headers && Object.keys(mail.headers).length > 0 ? mail.headers : null,
    sensitive: mail.sensitive ?? SENSITIVE_KINDS.has(mail.kind),
    sealed: mail.secrets ? seal(JSON.stringify(mail.secrets)) : null,
    leadTable: mail.lead?.table ?? null,
    leadId: mail.lead?.id ?? null,
  };
}

/**
 * Queues an e-mail. Pass the transaction of the row it belongs to, so the row and its
 * notification are stored together or not at all. The delivery worker sends it later.
 */
export async function enqueueMail(db: Db, mail: MailInput): Promise<number> {
  const [inserted] = await db.insert(outbox).values(outboxRow(mail)).returning({ id: outbox.id });
  return inserted.id;
}

/** Queues several e-mails in one statement (a form's notification and acknowledgement). */
export async function enqueueMails(db: Db, mails: MailInput[]): Promise<void> {
  if (mails.length > 0) await db.insert(outbox).values(mails.map(outboxRow));
}

/**
 * Gives parked mail (failed_at set after the last attempt) another round of attempts: one message
 * by id, or every parked one. Sent mail is never touched. Returns the ids put back in the queue;
 * the worker picks them up on its next pass.
 */
export async function requeueFailedMail(db: Db, id?: number): Promise<number[]> {
  const rows = await db
    .update(outbox)
    .set({ failedAt: null, lockedUntil: null, nextAttemptAt: sql`now()` })
    .where(and(isNotNull(outbox.failedAt), isNull(outbox.sentAt), id === undefined ? undefined : eq(outbox.id, id)))
    .returning({ id: outbox.id });
  return rows.map((r) => r.id);
}
