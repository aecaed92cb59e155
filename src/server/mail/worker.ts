import nodemailer, { type Transporter } from "nodemailer";
import { and, count, isNull, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { getDb } from "../db/client";
import { outbox } from "../db/schema";
import { env } from "../env";
import { logger } from "../log";
import { unseal } from "../crypto";
import { fillHeaderSecrets, fillSecrets } from "./outbox";
import { startRateLimitPruning, stopRateLimitPruning } from "../rate-limit";
import { startRetention, stopRetention } from "../retention";

export type MailWorkerOptions = {
  /** SMTP connection URL, e.g. smtp://user:pass@mail.example.com:587 or smtps://…:465. */
  smtpUrl: string;
  /** The From header of every message. */
  from: string;
  db?: () => Promise<Db>;
  /** How often to look for work when idle. */
  pollMs?: number;
  /** Most messages sent in one pass (each claimed on its own, right before it is sent). */
  batchSize?: number;
  /** How long a claim holds without renewal; it is renewed every third of that while the SMTP server works. */
  leaseMs?: number;
  maxAttempts?: number;
  backoffBaseMs?: number;
  backoffMaxMs?: number;
  /** A name for the logs (several workers may run, one per app server). */
  name?: string;
};

export type RunResult = { claimed: number; sent: number; failed: number };

type Claimed = {
  id: number;
  to_address: string;
  reply_to: string | null;
  subject: string;
  text_body: string;
  html_body: string | null;
  headers: Record<string, string> | string | null;
  sealed: string | null;
  attempts: number;
};

/** Wait before attempt n+1 after n failed attempts: base·2^(n−1), capped (30 s, 1 min, 2 min … 1 h). */
export function backoffDelay(attempts: number, baseMs = 30_000, maxMs = 3_600_000): number {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, attempts - 1));
}

function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}

/**
 * Sends the outbox through SMTP. Safe with any number of workers on any number of servers:
 * - one message is claimed at a time, right before it is sent (FOR UPDATE SKIP LOCKED), with a
 *   lease; no claim covers messages still waiting their turn behind a slow send;
 * - while the SMTP server takes its time the lease is renewed, so however slow it is (or however
 *   long its time-outs), no other worker may take the message: only a worker that stopped
 *   running for a whole lease loses it;
 * - `attempts` is bumped by each claim and used as a fencing token, so a worker whose lease ran
 *   out can no longer mark a message it no longer owns.
 * A failed send is retried with exponential backoff; after every `maxAttempts` failed attempts
 * the message is parked (failed_at, last_error) until an administrator requeues it.
 * A message flagged `sensitive` has its body blanked as it is marked sent.
 */
export class MailWorker {
  private readonly o: Required<Omit<MailWorkerOptions, "db">> & { db: () => Promise<Db> };
  private transport: Transporter | null = null;
  private timer: NodeJS.Timeout | null = null;
  private current: Promise<unknown> | null = null;
  private again = false;
  private stopped = true;
  /** Set by stop(): the pass in progress finishes its message and claims no other. */
  private stopping = false;

  constructor(options: MailWorkerOptions) {
    this.o = {
      pollMs: 2_000,
      batchSize: 10,
      leaseMs: 120_000,
      maxAttempts: 8,
      backoffBaseMs: 30_000,
      backoffMaxMs: 3_600_000,
      name: `mail-${process.pid}`,
      db: getDb,
      ...options,
    };
  }

  private smtp(): Transporter {
    if (!this.transport) {
      this.transport = nodemailer.createTransport({
        url: this.o.smtpUrl,
        connectionTimeout: 15_000,
        greetingTimeout: 15_000,
        socketTimeout: 30_000,
      } as Parameters<typeof nodemailer.createTransport>[0]);
    }
    return this.transport;
  }

  /** Claims one due message for this worker, or none. */
  private async claim(db: Db): Promise<Claimed | null> {
    const [claimed] = rowsOf<Claimed>(
      await db.execute(sql`
        UPDATE outbox SET locked_until = now() + (${this.o.leaseMs}::int * interval '1 millisecond'), attempts = attempts + 1
        WHERE id = (
          SELECT id FROM outbox
          WHERE sent_at IS NULL AND failed_at IS NULL AND next_attempt_at <= now()
            AND (locked_until IS NULL OR locked_until < now())
          ORDER BY next_attempt_at, id
          LIMIT 1
          FOR UPDATE SKIP LOCKED)
        RETURNING id, to_address, reply_to, subject, text_body, html_body, headers, sealed, attempts`),
    );
    return claimed ?? null;
  }

  /** Extends the lease of a message this worker still owns; false once it no longer does. */
  private async renew(db: Db, m: Claimed): Promise<boolean> {
    const rows = rowsOf<{ id: number }>(
      await db.execute(sql`
        UPDATE outbox SET locked_until = now() + (${this.o.leaseMs}::int * interval '1 millisecond')
        WHERE id = ${m.id} AND attempts = ${m.attempts} AND sent_at IS NULL
        RETURNING id`),
    );
    return rows.length > 0;
  }

  /** Sends one claimed message, keeping its lease alive meanwhile, and records the outcome. */
  private async deliver(db: Db, m: Claimed): Promise<boolean> {
    const keepAlive = setInterval(
      () => {
        this.renew(db, m)
          .then((owned) => {
            if (!owned) logger.error({ mailId: m.id, worker: this.o.name }, "mail lease lost while sending");
          })
          .catch((err) => logger.warn({ err, mailId: m.id, worker: this.o.name }, "could not renew the mail lease"));
      },
      Math.max(50, Math.floor(this.o.leaseMs / 3)),
    );
    try {
      const headers = typeof m.headers === "string" ? (JSON.parse(m.headers) as Record<string, string>) : m.headers;
      const opened = m.sealed ? unseal(m.sealed) : null;
      // Sealed under another secret (AUTH_SECRET changed): sending "[[code]]" would help no one.
      if (m.sealed && opened === null) throw new Error("the message's sealed secrets cannot be opened with this server's AUTH_SECRET");
      const secrets = opened ? (JSON.parse(opened) as Record<string, string>) : null;
      await this.smtp().sendMail({
        from: this.o.from,
        to: m.to_address,
        replyTo: m.reply_to ?? undefined,
        subject: m.subject,
        text: secrets ? fillSecrets(m.text_body, secrets) : m.text_body,
        html: m.html_body && secrets ? fillSecrets(m.html_body, secrets) : (m.html_body ?? undefined),
        headers: headers && secrets ? fillHeaderSecrets(headers, secrets) : (headers ?? undefined),
      });
    } catch (err) {
      clearInterval(keepAlive);
      await this.recordFailure(db, m, err);
      return false;
    }
    clearInterval(keepAlive);
    await db.execute(sql`
      UPDATE outbox SET sent_at = now(), locked_until = NULL, last_error = NULL,
        text_body = CASE WHEN sensitive THEN '' ELSE text_body END, sealed = NULL,
        html_body = CASE WHEN sensitive THEN NULL ELSE html_body END
      WHERE id = ${m.id} AND attempts = ${m.attempts}`);
    return true;
  }

  private async recordFailure(db: Db, m: Claimed, err: unknown) {
    const message = (err instanceof Error ? err.message : String(err)).slice(0, 1000);
    // `attempts` only grows (it is the fencing token), so a requeued message counts a fresh round from there.
    const inRound = ((m.attempts - 1) % this.o.maxAttempts) + 1;
    const final = inRound >= this.o.maxAttempts;
    const delay = backoffDelay(inRound, this.o.backoffBaseMs, this.o.backoffMaxMs);
    await db.execute(sql`
      UPDATE outbox SET locked_until = NULL, last_error = ${message},
        next_attempt_at = now() + (${delay}::int * interval '1 millisecond'),
        failed_at = ${final ? sql`now()` : sql`NULL`}
      WHERE id = ${m.id} AND attempts = ${m.attempts}`);
    // A broken connection is not reused for the next message.
    this.transport?.close();
    this.transport = null;
    (final ? logger.error : logger.warn).call(
      logger,
      { mailId: m.id, attempts: m.attempts, err: message, worker: this.o.name },
      final ? "mail parked after its last attempt; an administrator can requeue it" : "mail delivery failed; will retry",
    );
  }

  /**
   * Sends up to `batchSize` due messages, claiming each right before sending it. A failed send
   * ends the pass: the SMTP server is probably unwell, and the next pass comes after `pollMs`.
   */
  async runOnce(): Promise<RunResult> {
    const db = await this.o.db();
    const result: RunResult = { claimed: 0, sent: 0, failed: 0 };
    while (result.claimed < this.o.batchSize && result.failed === 0 && !this.stopping) {
      const m = await this.claim(db);
      if (!m) break;
      result.claimed += 1;
      if (await this.deliver(db, m)) result.sent += 1;
      else result.failed += 1;
    }
    return result;
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.stopping = false;
    this.schedule(0);
    logger.info({ worker: this.o.name }, "mail worker started");
  }

  /** Look for work now (called after a form queued mail). */
  wake(): void {
    if (this.stopped) return;
    if (this.current) this.again = true;
    else this.schedule(0);
  }

  private schedule(ms: number) {
    if (this.stopped) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.tick(), ms);
    this.timer.unref?.();
  }

  private async tick() {
    this.timer = null;
    if (this.stopped || this.current) return;
    let busy = false;
    this.current = this.runOnce()
      .then((r) => {
        busy = r.claimed === this.o.batchSize;
      })
      .catch((err) => logger.error({ err, worker: this.o.name }, "mail worker pass failed"));
    await this.current;
    this.current = null;
    const soon = busy || this.again;
    this.again = false;
    this.schedule(soon ? 0 : this.o.pollMs);
  }

  /** Stops polling, lets the message in progress finish (no new one is claimed), closes the SMTP connection. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.stopping = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.current;
    this.transport?.close();
    this.transport = null;
  }
}

/* ---------------- the server's own worker ---------------- */

const g = globalThis as unknown as { __gteMailWorker?: MailWorker; __gteMailWarned?: boolean };

/** Number of messages waiting to be sent. */
async function queuedMailCount(db?: Db): Promise<number> {
  const d = db ?? (await getDb());
  const [row] = await d
    .select({ n: count() })
    .from(outbox)
    .where(and(isNull(outbox.sentAt), isNull(outbox.failedAt)));
  return Number(row?.n ?? 0);
}

/**
 * Boot task: this server's background work. The hourly prune of old rate-limit events and the
 * daily retention pass (src/server/retention.ts) run on every server (harmless twice). With MAIL_WORKER=on the mail worker starts; without SMTP_URL,
 * mail stays queued and one warning says so; it goes out when the server starts again with
 * SMTP_URL set.
 */
export async function startMailWorker(): Promise<MailWorker | null> {
  startRateLimitPruning();
  startRetention();
  const e = env();
  if (e.MAIL_WORKER !== "on") return null;
  if (!e.SMTP_URL) {
    if (!g.__gteMailWarned) {
      g.__gteMailWarned = true;
      const queued = await queuedMailCount().catch(() => null);
      logger.warn(
        { queued },
        "mail is not configured (SMTP_URL is unset): e-mails stay queued in the outbox and are sent once SMTP_URL is set and the server restarts",
      );
    }
    return null;
  }
  if (g.__gteMailWorker) return g.__gteMailWorker;
  const worker = new MailWorker({ smtpUrl: e.SMTP_URL, from: e.MAIL_FROM });
  g.__gteMailWorker = worker;
  worker.start();
  const shutdown = () => void stopMailWorker();
  process.once("SIGTERM", shutdown);
  process.once("SIGINT", shutdown);
  return worker;
}

export async function stopMailWorker(): Promise<void> {
  stopRateLimitPruning();
  stopRetention();
  const w = g.__gteMailWorker;
  g.__gteMailWorker = undefined;
  if (w) {
    await w.stop();
    logger.info("mail worker stopped");
  }
}

/** Called after a transaction queued mail: this server's worker sends it without waiting for the next poll. */
export function kickMailWorker(): void {
  g.__gteMailWorker?.wake();
}
