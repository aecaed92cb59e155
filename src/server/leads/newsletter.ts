import { and, eq, getTableName, gt, inArray, or, sql } from "drizzle-orm";
import type { RequestSource } from "./source";
import { mailCopy } from "@/content/forms";
import { codeLabel } from "@/content/lead-labels";
import { newsletterSchema } from "@/lib/schemas/newsletter";
import { timingSafeEqual } from "node:crypto";
import { keyedHash, keyedToken, randomToken } from "@/server/crypto";
import type { Db } from "@/server/db/client";
import { getDb } from "@/server/db/client";
import { newsletterSubscribers, outbox } from "@/server/db/schema";
import { env } from "@/server/env";
import { enqueueMails, type MailInput } from "@/server/mail/outbox";
import { kickMailWorker } from "@/server/mail/worker";
import { formatSubmitted } from "./notifications";
import type { LeadDefinition } from "./pipeline";

/** A newsletter e-mail to the same address within this window is not sent again (double clicks, replays). */
const RESEND_QUIET_MS = 10 * 60 * 1000;

const TOKEN = /^[A-Za-z0-9_-]{20,100}$/;

/** The confirmation link: a page with one button (mail scanners open links; only the button confirms). */
function newsletterConfirmUrl(token: string): string {
  return `${env().SITE_URL}/newsletter/confirm?token=${encodeURIComponent(token)}`;
}

/** The unsubscribe link in the text of every e-mail to a subscriber: a page with one button. */
export function newsletterUnsubscribeUrl(token: string): string {
  return `${env().SITE_URL}/newsletter/unsubscribe?token=${encodeURIComponent(token)}`;
}

/** The List-Unsubscribe address: a POST there unsubscribes at once (RFC 8058); a GET shows the page. */
function newsletterOneClickUrl(token: string): string {
  return `${env().SITE_URL}/newsletter/unsubscribe/one-click?token=${encodeURIComponent(token)}`;
}

type Subscriber = { id: number; email: string };

/**
 * A subscriber's unsubscribe token: the row id and a MAC of it under the server's secret, made
 * whenever an e-mail is written, so nothing that works as a link is stored (decision 0011).
 */
export const unsubscribeTokenFor = (id: number) => `${id}_${keyedToken("newsletter-unsubscribe", String(id))}`;

/** The subscriber a made token names, or null (a token from before, or a forged one). */
function subscriberIdOf(token: string): number | null {
  const m = /^(\d{1,12})_[A-Za-z0-9_-]{43}$/.exec(token);
  if (!m) return null;
  const expected = Buffer.from(unsubscribeTokenFor(Number(m[1])));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected) ? Number(m[1]) : null;
}

/**
 * Every e-mail to a subscriber goes through here: it carries the unsubscribe link in its text
 * (`body` receives the page's address) and List-Unsubscribe headers, so mail programs can show
 * their own unsubscribe button. Later newsletters use it too. The links are working secrets, so
 * the stored message names them only as `[[unsubscribeUrl]]` and `[[oneClickUrl]]`; they are
 * sealed beside it and filled in as it is sent (src/server/mail/worker.ts), like an approval
 * e-mail's code, and the sent row keeps neither.
 */
function subscriberMail(
  sub: Subscriber,
  kind: string,
  subject: string,
  body: (unsubscribeUrl: string) => string,
  secrets: Record<string, string> = {},
): MailInput {
  const token = unsubscribeTokenFor(sub.id);
  return {
    kind,
    to: sub.email,
    subject,
    text: `${body("[[unsubscribeUrl]]")}${mailCopy.signature}`,
    headers: {
      "List-Unsubscribe": "<[[oneClickUrl]]>",
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
    secrets: { ...secrets, unsubscribeUrl: newsletterUnsubscribeUrl(token), oneClickUrl: newsletterOneClickUrl(token) },
    lead: subscriberLead(sub.id),
  };
}

/** The subscriber an e-mail is about, for the subscriber's page in the console. */
const subscriberLead = (id: number) => ({ table: getTableName(newsletterSubscribers), id });

function confirmMail(sub: Subscriber, confirmToken: string): MailInput {
  return subscriberMail(
    sub,
    "newsletter-confirm",
    mailCopy.newsletterConfirmSubject,
    (unsubscribeUrl) => mailCopy.newsletterConfirm("[[confirmUrl]]", unsubscribeUrl),
    {
      confirmUrl: newsletterConfirmUrl(confirmToken),
    },
  );
}

/**
 * Double opt-in, step one. A new address is stored pending, with its unsubscribe token, and gets
 * a confirmation link; a pending or unsubscribed one gets a fresh link; a confirmed one gets a
 * note that nothing changed. The caller always answers the same way, so the form never tells
 * whether the address was known.
 */
async function subscribe(tx: Db, email: string, source: string | null, now: Date, from?: RequestSource) {
  const confirmToken = randomToken();
  const [inserted] = await tx
    .insert(newsletterSubscribers)
    .values({ email, status: "pending", confirmTokenHash: keyedHash("newsletter-confirm", confirmToken), source, createdAt: now, ...from })
    .onConflictDoNothing({ target: newsletterSubscribers.email })
    .returning({ id: newsletterSubscribers.id });
  if (inserted) {
    // The column keeps only a keyed hash of the token (the default it was inserted with is replaced here).
    await tx
      .update(newsletterSubscribers)
      .set({ unsubscribeToken: keyedHash("newsletter-unsubscribe", unsubscribeTokenFor(inserted.id)) })
      .where(eq(newsletterSubscribers.id, inserted.id));
    await enqueueMails(tx, [confirmMail({ id: inserted.id, email }, confirmToken)]);
    return { id: inserted.id, duplicate: false };
  }
  const [row] = await tx.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email)).for("update");
  const [recent] = await tx
    .select({ id: outbox.id })
    .from(outbox)
    .where(
      and(
        eq(outbox.toAddress, email),
        inArray(outbox.kind, ["newsletter-confirm", "newsletter-already"]),
        gt(outbox.createdAt, new Date(now.getTime() - RESEND_QUIET_MS)),
      ),
    )
    .limit(1);
  if (recent) return { id: row.id, duplicate: true };
  if (row.status === "confirmed") {
    await enqueueMails(tx, [subscriberMail(row, "newsletter-already", mailCopy.newsletterAlreadySubject, mailCopy.newsletterAlready)]);
  } else {
    await tx
      .update(newsletterSubscribers)
      .set({ status: "pending", confirmTokenHash: keyedHash("newsletter-confirm", confirmToken) })
      .where(eq(newsletterSubscribers.id, row.id));
    await enqueueMails(tx, [confirmMail(row, confirmToken)]);
  }
  return { id: row.id, duplicate: false };
}

/** The newsletter box and POST /api/forms/newsletter. Its result never carries the row id outward. */
export const newsletterLead: LeadDefinition<typeof newsletterSchema> = {
  form: "newsletter",
  schema: newsletterSchema,
  async store(tx, d, { now, source }) {
    const r = await subscribe(tx, d.email, d.source, now, source);
    return { id: null, duplicate: r.duplicate };
  },
};

/** What the confirmation page offers for a link, without changing anything (scanners open links too). */
export async function confirmLinkStatus(token: string, db?: Db): Promise<"pending" | "confirmed" | "invalid"> {
  if (!TOKEN.test(token)) return "invalid";
  const d = db ?? (await getDb());
  const [row] = await d
    .select({ status: newsletterSubscribers.status })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.confirmTokenHash, keyedHash("newsletter-confirm", token)))
    .limit(1);
  return row?.status === "pending" || row?.status === "confirmed" ? row.status : "invalid";
}

/** Step two, the button on the confirmation page: confirmed, welcomed (with the unsubscribe link), and the agency told. */
export async function confirmSubscription(token: string, db?: Db): Promise<"confirmed" | "invalid"> {
  if (!TOKEN.test(token)) return "invalid";
  const d = db ?? (await getDb());
  const done = await d.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const [row] = await tx
      .update(newsletterSubscribers)
      // The used link's hash stays, so opening it again says the subscription is confirmed already; unsubscribing clears it.
      .set({ status: "confirmed", confirmedAt: sql`now()`, unsubscribedAt: null })
      .where(and(eq(newsletterSubscribers.confirmTokenHash, keyedHash("newsletter-confirm", token)), eq(newsletterSubscribers.status, "pending")))
      .returning({ id: newsletterSubscribers.id, email: newsletterSubscribers.email, source: newsletterSubscribers.source });
    if (!row) return false;
    await enqueueMails(tx, [
      subscriberMail(row, "newsletter-welcome", mailCopy.newsletterWelcomeSubject, mailCopy.newsletterWelcome),
      {
        kind: "newsletter-notification",
        to: env().NOTIFY_EMAIL,
        subject: "Newsletter Subscription Confirmed",
        text: `Newsletter Subscription Confirmed\n\nEmail: ${row.email}\nSigned up from: ${codeLabel("newsletterSource", row.source) ?? "Not provided"}\nConfirmed: ${formatSubmitted(new Date())}\n`,
        lead: subscriberLead(row.id),
      },
    ]);
    return true;
  });
  if (done) kickMailWorker();
  return done ? "confirmed" : "invalid";
}

/**
 * An unsubscribe link: a made token names its row; a token from before (kept as a keyed hash
 * since) is looked up by hash, as are those of welcome e-mails sent before tokens were kept.
 */
const byUnsubscribeToken = (token: string) => {
  const id = subscriberIdOf(token);
  if (id !== null) return eq(newsletterSubscribers.id, id);
  const hashed = keyedHash("newsletter-unsubscribe", token);
  return or(eq(newsletterSubscribers.unsubscribeToken, hashed), eq(newsletterSubscribers.unsubscribeTokenHash, hashed));
};

/** What the unsubscribe page shows for a link, without changing anything. */
export async function unsubscribeLinkStatus(token: string, db?: Db): Promise<"subscribed" | "unsubscribed" | "invalid"> {
  if (!TOKEN.test(token)) return "invalid";
  const d = db ?? (await getDb());
  const [row] = await d.select({ status: newsletterSubscribers.status }).from(newsletterSubscribers).where(byUnsubscribeToken(token)).limit(1);
  if (!row) return "invalid";
  return row.status === "unsubscribed" ? "unsubscribed" : "subscribed";
}

/** The button on the unsubscribe page, and the one-click POST of List-Unsubscribe. Doing it again still says "unsubscribed". */
export async function unsubscribe(token: string, db?: Db): Promise<"unsubscribed" | "invalid"> {
  if (!TOKEN.test(token)) return "invalid";
  const d = db ?? (await getDb());
  const [row] = await d
    .update(newsletterSubscribers)
    .set({ status: "unsubscribed", unsubscribedAt: sql`coalesce(${newsletterSubscribers.unsubscribedAt}, now())`, confirmTokenHash: null })
    .where(byUnsubscribeToken(token))
    .returning({ id: newsletterSubscribers.id });
  return row ? "unsubscribed" : "invalid";
}
