import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { asc, sql } from "drizzle-orm";
import { lockingBackends, useDatabase } from "../support/db";
import { bodyOf, freePort, startSmtp } from "../support/smtp";
import type { Db } from "@/server/db/client";
import { outbox } from "@/server/db/schema";
import { enqueueMail, requeueFailedMail } from "@/server/mail/outbox";
import { backoffDelay, MailWorker, startMailWorker, stopMailWorker } from "@/server/mail/worker";
import { logger } from "@/server/log";
import { newsletterLead } from "@/server/leads/newsletter";
import { processSubmission } from "@/server/leads/pipeline";
import { accessRequestLead } from "@/server/leads/access-requests";

const FROM = "Gateway Tech Enterprises <hello@gatewaytech.example>";

describe("backoff", () => {
  it("doubles from the base and is capped", () => {
    expect([1, 2, 3, 4].map((n) => backoffDelay(n, 30_000, 3_600_000))).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(backoffDelay(20, 30_000, 3_600_000)).toBe(3_600_000);
  });
});

describe.each(lockingBackends)("mail worker on %s", (backend) => {
  let db: Db;
  beforeAll(async () => {
    process.env.NOTIFY_EMAIL = "leads@gatewaytech.example";
    db = await useDatabase(backend);
  });
  beforeEach(async () => {
    await db.execute(sql`TRUNCATE outbox, access_requests, newsletter_subscribers, rate_limits RESTART IDENTITY CASCADE`);
  });
  afterAll(async () => {
    delete process.env.NOTIFY_EMAIL;
  });

  it("delivers a form's notification with the right recipients, subject and body, and marks it sent", async () => {
    const smtp = await startSmtp();
    const worker = new MailWorker({ smtpUrl: smtp.url, from: FROM, db: async () => db });
    try {
      await processSubmission(
        accessRequestLead,
        { name: "Lee Park", email: "lee@example.com", businessDescription: "Used car dealer in Marietta." },
        { ip: "203.0.113.1" },
      );
      const r = await worker.runOnce();
      expect(r).toEqual({ claimed: 2, sent: 2, failed: 0 });
      expect(smtp.received).toHaveLength(2);
      const notice = smtp.received.find((m) => m.to.includes("leads@gatewaytech.example"))!;
      expect(notice.from).toBe("hello@gatewaytech.example");
      expect(notice.raw).toMatch(/^Subject: New Access Request: Lee Park\r?$/m);
      expect(notice.raw).toMatch(/^Reply-To: lee@example.com\r?$/m);
      const text = bodyOf(notice.raw);
      expect(text).toContain("Name: Lee Park");
      expect(text).toContain("Phone: Not provided");
      expect(text).toContain("Business Description: Used car dealer in Marietta.");
      const ack = smtp.received.find((m) => m.to.includes("lee@example.com"))!;
      expect(bodyOf(ack.raw)).toContain("2–3 business days");
      const rows = await db.select().from(outbox);
      expect(rows.every((m) => m.sentAt && !m.lockedUntil && m.attempts === 1 && !m.lastError)).toBe(true);
      expect(await worker.runOnce()).toEqual({ claimed: 0, sent: 0, failed: 0 });
    } finally {
      await worker.stop();
      await smtp.close();
    }
  });

  it("an SMTP outage leaves the message queued with last_error; it arrives after recovery", async () => {
    const port = await freePort();
    const worker = new MailWorker({ smtpUrl: `smtp://127.0.0.1:${port}`, from: FROM, db: async () => db, backoffBaseMs: 1500 });
    try {
      await enqueueMail(db, { kind: "test", to: "someone@example.com", subject: "Outage test", text: "Hello after the outage." });
      expect(await worker.runOnce()).toMatchObject({ claimed: 1, sent: 0, failed: 1 });
      let [row] = await db.select().from(outbox);
      expect(row).toMatchObject({ attempts: 1, sentAt: null, failedAt: null, lockedUntil: null });
      expect(row.lastError).toMatch(/ECONNREFUSED|connect/i);
      expect(row.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() - 1000);
      // Not due yet: nothing is claimed.
      expect((await worker.runOnce()).claimed).toBe(0);

      const smtp = await startSmtp(port);
      try {
        await new Promise((r) => setTimeout(r, 1600));
        expect(await worker.runOnce()).toMatchObject({ claimed: 1, sent: 1 });
        expect(smtp.received).toHaveLength(1);
        expect(smtp.received[0].raw).toMatch(/^Subject: Outage test\r?$/m);
        [row] = await db.select().from(outbox);
        expect(row).toMatchObject({ attempts: 2, lastError: null });
        expect(row.sentAt).toBeInstanceOf(Date);
      } finally {
        await smtp.close();
      }
    } finally {
      await worker.stop();
    }
  });

  it("gives up after the last attempt, recording failed_at", async () => {
    const port = await freePort();
    const worker = new MailWorker({ smtpUrl: `smtp://127.0.0.1:${port}`, from: FROM, db: async () => db, backoffBaseMs: 1, maxAttempts: 3 });
    try {
      await enqueueMail(db, { kind: "test", to: "someone@example.com", subject: "Doomed", text: "x" });
      for (let i = 0; i < 3; i++) {
        await new Promise((r) => setTimeout(r, 20));
        await worker.runOnce();
      }
      const [row] = await db.select().from(outbox);
      expect(row.attempts).toBe(3);
      expect(row.failedAt).toBeInstanceOf(Date);
      expect(row.lastError).toBeTruthy();
      await new Promise((r) => setTimeout(r, 20));
      expect((await worker.runOnce()).claimed).toBe(0);
    } finally {
      await worker.stop();
    }
  });

  it("with no SMTP configured mail stays queued; a worker started later sends it", async () => {
    await enqueueMail(db, { kind: "test", to: "later@example.com", subject: "Queued while unconfigured", text: "Still here." });
    await new Promise((r) => setTimeout(r, 50));
    const [row] = await db.select().from(outbox);
    expect(row.sentAt).toBeNull();
    const smtp = await startSmtp();
    const worker = new MailWorker({ smtpUrl: smtp.url, from: FROM, db: async () => db, pollMs: 50 });
    try {
      worker.start();
      await expect.poll(() => smtp.received.length, { timeout: 10_000 }).toBe(1);
      expect(smtp.received[0].to).toEqual(["later@example.com"]);
    } finally {
      await worker.stop();
      await smtp.close();
    }
  });

  it("two workers polling the same outbox never send a message twice", async () => {
    const smtp = await startSmtp(0, { delayMs: 5 });
    const N = 40;
    for (let i = 0; i < N; i++) await enqueueMail(db, { kind: "test", to: `r${i}@example.com`, subject: `Message ${i}`, text: `Body ${i}` });
    const a = new MailWorker({ smtpUrl: smtp.url, from: FROM, db: async () => db, batchSize: 3, name: "a" });
    const b = new MailWorker({ smtpUrl: smtp.url, from: FROM, db: async () => db, batchSize: 3, name: "b" });
    try {
      const results: number[] = [];
      for (let round = 0; round < 40; round++) {
        const [ra, rb] = await Promise.all([a.runOnce(), b.runOnce()]);
        results.push(ra.sent, rb.sent);
        if (ra.claimed === 0 && rb.claimed === 0) break;
      }
      const subjects = smtp.received.map((m) => /^Subject: (.*?)\r?$/m.exec(m.raw)![1]);
      expect(subjects).toHaveLength(N);
      expect(new Set(subjects).size).toBe(N);
      const rows = await db.select().from(outbox).orderBy(asc(outbox.id));
      expect(rows.every((r) => r.sentAt && r.attempts === 1)).toBe(true);
      expect(results.reduce((x, y) => x + y, 0)).toBe(N);
    } finally {
      await Promise.all([a.stop(), b.stop()]);
      await smtp.close();
    }
  });

  it("an expired lease lets another worker take over, and the late worker cannot mark the message", async () => {
    await enqueueMail(db, { kind: "test", to: "lease@example.com", subject: "Lease", text: "x" });
    // Worker A claimed it and then stalled past its lease.
    await db.execute(sql`UPDATE outbox SET attempts = 1, locked_until = now() - interval '1 second'`);
    const smtp = await startSmtp();
    const b = new MailWorker({ smtpUrl: smtp.url, from: FROM, db: async () => db });
    try {
      expect(await b.runOnce()).toMatchObject({ claimed: 1, sent: 1 });
      // A's late completion uses its stale fencing token (attempts = 1) and changes nothing.
      await db.execute(sql`UPDATE outbox SET last_error = 'late' WHERE attempts = 1`);
      const [row] = await db.select().from(outbox);
      expect(row).toMatchObject({ attempts: 2, lastError: null });
    } finally {
      await b.stop();
      await smtp.close();
    }
  });
  it("two workers and an SMTP server slower than the lease: every message is delivered once", async () => {
    // Each answer takes 1.5 s, longer than the 0.6 s lease: a lease that were not kept alive
    // during the send would run out, and the other worker would send the message again.
    const smtp = await startSmtp(0, { delayMs: 1500 });
    const N = 4;
    for (let i = 0; i < N; i++) await enqueueMail(db, { kind: "test", to: `slow${i}@example.com`, subject: `Slow ${i}`, text: `Body ${i}` });
    const a = new MailWorker({ smtpUrl: smtp.url, from: FROM, db: async () => db, leaseMs: 600, name: "a" });
    const b = new MailWorker({ smtpUrl: smtp.url, from: FROM, db: async () => db, leaseMs: 600, name: "b" });
    try {
      const start = Date.now();
      const [ra, rb] = await Promise.all([a.runOnce(), new Promise((r) => setTimeout(r, 700)).then(() => b.runOnce())]);
      expect(Date.now() - start).toBeGreaterThan(1500);
      expect(ra.sent + rb.sent).toBe(N);
      expect(rb.sent).toBeGreaterThan(0);
      const subjects = smtp.received.map((m) => /^Subject: (.*?)\r?$/m.exec(m.raw)![1]).sort();
      expect(subjects).toEqual(Array.from({ length: N }, (_, i) => `Slow ${i}`));
      const rows = await db.select().from(outbox);
      expect(rows.every((r) => r.sentAt && r.attempts === 1 && !r.lockedUntil)).toBe(true);
    } finally {
      await Promise.all([a.stop(), b.stop()]);
      await smtp.close();
    }
  });

  it("blanks the body of a sent message that carries a secret, and only once it is sent", async () => {
    const secret = await enqueueMail(db, {
      kind: "access-approved",
      to: "approved@example.com",
      subject: "Your invitation code",
      text: "Your invitation code: GTE-ABCD-EFGH",
      html: "<p>GTE-ABCD-EFGH</p>",
    });
    const plain = await enqueueMail(db, { kind: "contact-ack", to: "visitor@example.com", subject: "Thanks", text: "We received your message." });
    let [row] = await db
      .select()
      .from(outbox)
      .where(sql`id = ${secret}`);
    expect(row).toMatchObject({ sensitive: true, textBody: "Your invitation code: GTE-ABCD-EFGH" });
    const smtp = await startSmtp();
    const worker = new MailWorker({ smtpUrl: smtp.url, from: FROM, db: async () => db });
    try {
      expect(await worker.runOnce()).toMatchObject({ sent: 2 });
      expect(bodyOf(smtp.received.find((m) => m.to.includes("approved@example.com"))!.raw)).toContain("GTE-ABCD-EFGH");
      [row] = await db
        .select()
        .from(outbox)
        .where(sql`id = ${secret}`);
      expect(row).toMatchObject({ textBody: "", htmlBody: null });
      expect(row.sentAt).toBeInstanceOf(Date);
      const [other] = await db
        .select()
        .from(outbox)
        .where(sql`id = ${plain}`);
      expect(other).toMatchObject({ sensitive: false, textBody: "We received your message." });
    } finally {
      await worker.stop();
      await smtp.close();
    }
  });

  it("parked mail can be requeued, one message or all, and is then delivered; sent mail is never requeued", async () => {
    const port = await freePort();
    const down = new MailWorker({ smtpUrl: `smtp://127.0.0.1:${port}`, from: FROM, db: async () => db, backoffBaseMs: 1, maxAttempts: 2 });
    const ids = [
      await enqueueMail(db, { kind: "test", to: "one@example.com", subject: "Parked one", text: "x" }),
      await enqueueMail(db, { kind: "test", to: "two@example.com", subject: "Parked two", text: "x" }),
    ];
    // A failed send ends a pass: two messages, two attempts each.
    for (let i = 0; i < 4; i++) {
      await new Promise((r) => setTimeout(r, 20));
      await down.runOnce();
    }
    await down.stop();
    expect((await db.select().from(outbox)).every((r) => r.failedAt && r.attempts === 2)).toBe(true);
    expect(await requeueFailedMail(db, 999_999)).toEqual([]);
    expect(await requeueFailedMail(db, ids[0])).toEqual([ids[0]]);

    const smtp = await startSmtp(port);
    const worker = new MailWorker({ smtpUrl: smtp.url, from: FROM, db: async () => db, maxAttempts: 2 });
    try {
      expect(await worker.runOnce()).toMatchObject({ claimed: 1, sent: 1 });
      expect(smtp.received.map((m) => m.to[0])).toEqual(["one@example.com"]);
      expect(await requeueFailedMail(db)).toEqual([ids[1]]);
      expect(await worker.runOnce()).toMatchObject({ claimed: 1, sent: 1 });
      const rows = await db.select().from(outbox).orderBy(asc(outbox.id));
      expect(rows.map((r) => [r.attempts, Boolean(r.sentAt), r.failedAt])).toEqual([
        [3, true, null],
        [3, true, null],
      ]);
      expect(await requeueFailedMail(db)).toEqual([]);
    } finally {
      await worker.stop();
      await smtp.close();
    }
  });

  it("a requeued message gets a full round of attempts again before it is parked", async () => {
    const port = await freePort();
    const worker = new MailWorker({ smtpUrl: `smtp://127.0.0.1:${port}`, from: FROM, db: async () => db, backoffBaseMs: 1, maxAttempts: 2 });
    try {
      const id = await enqueueMail(db, { kind: "test", to: "again@example.com", subject: "Again", text: "x" });
      const pass = async () => {
        await new Promise((r) => setTimeout(r, 20));
        await worker.runOnce();
        return (await db.select().from(outbox))[0];
      };
      expect((await pass()).failedAt).toBeNull();
      expect((await pass()).failedAt).toBeInstanceOf(Date);
      await requeueFailedMail(db, id);
      expect(await pass()).toMatchObject({ attempts: 3, failedAt: null });
      expect((await pass()).failedAt).toBeInstanceOf(Date);
    } finally {
      await worker.stop();
    }
  });

  it("sends a subscriber's e-mail with its List-Unsubscribe headers", async () => {
    process.env.SITE_URL = "https://gatewaytech.example";
    const smtp = await startSmtp();
    const worker = new MailWorker({ smtpUrl: smtp.url, from: FROM, db: async () => db });
    try {
      await processSubmission(newsletterLead, { email: "reader@example.com" }, { ip: "203.0.113.9" });
      expect(await worker.runOnce()).toMatchObject({ sent: 1 });
      const raw = smtp.received[0].raw.replace(/\r\n[ \t]+/g, " ");
      expect(raw).toMatch(/^List-Unsubscribe: <https:\/\/gatewaytech\.example\/newsletter\/unsubscribe\/one-click\?token=\d+_[A-Za-z0-9_-]{43}>\r?$/m);
      expect(raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m);
    } finally {
      delete process.env.SITE_URL;
      await worker.stop();
      await smtp.close();
    }
  });

  it("without SMTP_URL the server's worker does not start, and the warning is printed once", async () => {
    process.env.MAIL_WORKER = "on";
    delete process.env.SMTP_URL;
    delete (globalThis as { __gteMailWarned?: boolean }).__gteMailWarned;
    const warn = vi.spyOn(logger, "warn");
    try {
      await enqueueMail(db, { kind: "test", to: "queued@example.com", subject: "Queued", text: "x" });
      expect(await startMailWorker()).toBeNull();
      expect(await startMailWorker()).toBeNull();
      const warnings = warn.mock.calls.filter((c) => String(c[1]).startsWith("mail is not configured"));
      expect(warnings).toHaveLength(1);
      expect(warnings[0][0]).toMatchObject({ queued: 1 });
    } finally {
      warn.mockRestore();
      await stopMailWorker();
      delete process.env.MAIL_WORKER;
    }
  });
});
