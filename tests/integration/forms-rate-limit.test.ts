import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { lockingBackends, useDatabase } from "../support/db";
import type { Db } from "@/server/db/client";
import { accessRequests, contactSubmissions, outbox, rateLimitHits } from "@/server/db/schema";
import { consumeRateLimit, hitRateLimit, lockBuckets, peekRateLimit, pruneRateLimits } from "@/server/rate-limit";
import { logger } from "@/server/log";
import { vi } from "vitest";
import { processSubmission } from "@/server/leads/pipeline";
import { contactPageLead, homeContactLead } from "@/server/leads/contact";
import { accessRequestLead } from "@/server/leads/access-requests";
import { newsletterLead } from "@/server/leads/newsletter";

const WINDOW = 10 * 60_000;
const home = (i: number) => ({ name: "Dana Reyes", email: `dana${i}@example.com`, message: `Message number ${i}` });

describe.each(lockingBackends)("per-IP limits under concurrency on %s", (backend) => {
  let db: Db;
  beforeAll(async () => {
    process.env.FORM_RATE_LIMIT = "5";
    process.env.FORM_RATE_WINDOW_MINUTES = "10";
    db = await useDatabase(backend);
  });
  beforeEach(async () => {
    await db.execute(sql`TRUNCATE contact_submissions, access_requests, newsletter_subscribers, outbox, rate_limits RESTART IDENTITY CASCADE`);
  });
  afterAll(async () => {
    delete process.env.FORM_RATE_LIMIT;
    delete process.env.FORM_RATE_WINDOW_MINUTES;
  });

  it("consumeRateLimit lets exactly 5 of 20 parallel calls through", async () => {
    const results = await Promise.all(Array.from({ length: 20 }, () => consumeRateLimit(db, "test:parallel", 5, WINDOW)));
    expect(results.filter((r) => r.allowed)).toHaveLength(5);
    expect(results.filter((r) => !r.allowed).every((r) => r.retryAfterSeconds > 0)).toBe(true);
    expect(await db.select().from(rateLimitHits).where(eq(rateLimitHits.bucket, "test:parallel"))).toHaveLength(5);
  });

  it("holds one lock per distinct bucket until the transaction ends", async () => {
    const advisoryLocks = async (q: Db) => {
      const r = await q.execute(sql`select count(*)::int as n from pg_locks where locktype = 'advisory' and pid = pg_backend_pid()`);
      return (r as unknown as { rows: { n: number }[] }).rows[0].n;
    };
    await db.transaction(async (tx) => {
      await lockBuckets(tx as unknown as Db, ["form:contact:10.0.0.2", "form:contact:10.0.0.1", "form:contact:10.0.0.2"]);
      expect(await advisoryLocks(tx as unknown as Db)).toBe(2);
    });
    expect(await advisoryLocks(db)).toBe(0);
  });

  it("stores a burst from 40 addresses in batches, without falling back to one by one", async () => {
    const warn = vi.spyOn(logger, "warn");
    try {
      const outcomes = await Promise.all(
        Array.from({ length: 40 }, (_, i) => processSubmission(homeContactLead, home(i), { ip: `198.51.100.${100 + i}`, idempotencyKey: `burst-key-${i}` })),
      );
      expect(outcomes.filter((o) => o.kind === "stored" && !o.duplicate)).toHaveLength(40);
      expect(await db.select().from(contactSubmissions)).toHaveLength(40);
      expect(warn.mock.calls.filter(([, msg]) => String(msg).includes("lead batch failed"))).toEqual([]);
    } finally {
      warn.mockRestore();
    }
  });

  it("12 posts from 12 addresses of one IPv6 /64 share one limit of 5; the next /64 has its own", async () => {
    const outcomes = [];
    for (let i = 1; i <= 12; i++) outcomes.push(await processSubmission(homeContactLead, home(i), { ip: `2001:db8:5:9::${i.toString(16)}` }));
    expect(outcomes.filter((o) => o.kind === "stored")).toHaveLength(5);
    expect(outcomes.filter((o) => o.kind === "limited")).toHaveLength(7);
    expect((await processSubmission(homeContactLead, home(99), { ip: "2001:db8:5:a::1" })).kind).toBe("stored");
  });

  it("20 parallel submissions from one address at a limit of 5: exactly 5 stored, each with its e-mails; the rest store nothing", async () => {
    const outcomes = await Promise.all(
      Array.from({ length: 20 }, (_, i) => processSubmission(homeContactLead, home(i), { ip: "198.51.100.20", idempotencyKey: `parallel-key-${i}` })),
    );
    expect(outcomes.filter((o) => o.kind === "stored" && !o.duplicate)).toHaveLength(5);
    expect(outcomes.filter((o) => o.kind === "limited")).toHaveLength(15);
    expect(await db.select().from(contactSubmissions)).toHaveLength(5);
    expect(await db.select().from(outbox)).toHaveLength(10);
    expect(await db.select().from(rateLimitHits)).toHaveLength(5);
  });

  it("the newsletter's own storage keeps the limit exact too", async () => {
    const outcomes = await Promise.all(
      Array.from({ length: 20 }, (_, i) => processSubmission(newsletterLead, { email: `reader${i}@example.com` }, { ip: "198.51.100.21" })),
    );
    expect(outcomes.filter((o) => o.kind === "stored")).toHaveLength(5);
    expect(outcomes.filter((o) => o.kind === "limited")).toHaveLength(15);
    expect(await db.select().from(outbox)).toHaveLength(5);
  });

  it("a replay does not count towards the limit and is still answered as a replay once the address is limited", async () => {
    const ip = "198.51.100.22";
    const first = await processSubmission(homeContactLead, home(0), { ip, idempotencyKey: "replayed-key-1" });
    for (let i = 0; i < 6; i++)
      expect(await processSubmission(homeContactLead, home(0), { ip, idempotencyKey: "replayed-key-1" })).toMatchObject({ kind: "stored", duplicate: true });
    expect(await db.select().from(rateLimitHits)).toHaveLength(1);
    for (let i = 1; i < 5; i++) expect((await processSubmission(homeContactLead, home(i), { ip })).kind).toBe("stored");
    expect((await processSubmission(homeContactLead, home(9), { ip })).kind).toBe("limited");
    const replay = await processSubmission(homeContactLead, home(0), { ip, idempotencyKey: "replayed-key-1" });
    expect(replay).toEqual({ kind: "stored", id: first.kind === "stored" ? first.id : -1, duplicate: true, data: undefined });
  });

  it("submissions stored together keep every rule: replays, a key sent twice, each address's own limit", async () => {
    const stored = await processSubmission(homeContactLead, home(100), { ip: "198.51.100.30", idempotencyKey: "stored-before-1" });
    for (let i = 0; i < 2; i++) await processSubmission(homeContactLead, home(110 + i), { ip: "198.51.100.30" });
    const outcomes = await Promise.all([
      // Replays of a stored key, from the address that stored it.
      ...[0, 1].map(() => processSubmission(homeContactLead, home(100), { ip: "198.51.100.30", idempotencyKey: "stored-before-1" })),
      // One key sent twice at once.
      ...[0, 1].map(() => processSubmission(homeContactLead, home(120), { ip: "198.51.100.32", idempotencyKey: "sent-twice-key-1" })),
      // An address with 3 of its 5 already used: two more get through, two are limited.
      ...[0, 1, 2, 3].map((i) => processSubmission(homeContactLead, home(130 + i), { ip: "198.51.100.30", idempotencyKey: `near-limit-${i}` })),
      // A fresh address.
      ...[0, 1].map((i) => processSubmission(homeContactLead, home(140 + i), { ip: "198.51.100.33", idempotencyKey: `fresh-address-${i}` })),
    ]);
    const kinds = outcomes.map((o) => (o.kind === "stored" ? (o.duplicate ? "replay" : "new") : o.kind));
    expect(kinds.slice(0, 2)).toEqual(["replay", "replay"]);
    expect(outcomes.slice(0, 2).every((o) => o.kind === "stored" && stored.kind === "stored" && o.id === stored.id)).toBe(true);
    expect(kinds.slice(2, 4).sort()).toEqual(["new", "replay"]);
    const [a, b] = outcomes.slice(2, 4);
    expect(a.kind === "stored" && b.kind === "stored" && a.id === b.id).toBe(true);
    // Which two depends on who gets the bucket first (PostgreSQL); two of the four, always.
    expect(kinds.slice(4, 8).sort()).toEqual(["limited", "limited", "new", "new"]);
    expect(kinds.slice(8)).toEqual(["new", "new"]);
    expect(await db.select().from(contactSubmissions)).toHaveLength(3 + 1 + 2 + 2);
    expect(await db.select().from(outbox)).toHaveLength(2 * 8);
    expect(await db.select().from(rateLimitHits).where(eq(rateLimitHits.bucket, "form:contact:198.51.100.30"))).toHaveLength(5);
  });

  it("different forms arriving together are each stored with their own fields", async () => {
    const [h, c, a] = await Promise.all([
      processSubmission(homeContactLead, home(300), { ip: "198.51.100.50" }),
      processSubmission(
        contactPageLead,
        { name: "Pat Kim", email: "pat@example.com", servicesInterested: "Website Leasing", timeline: "asap", message: "Lease" },
        { ip: "198.51.100.50" },
      ),
      processSubmission(accessRequestLead, { name: "Lee Park", email: "lee@example.com", businessDescription: "Used cars." }, { ip: "198.51.100.50" }),
    ]);
    expect([h.kind, c.kind, a.kind]).toEqual(["stored", "stored", "stored"]);
    const rows = await db.select().from(contactSubmissions).orderBy(contactSubmissions.id);
    expect(rows.map((r) => [r.source, r.servicesInterested, r.timeline])).toEqual(
      expect.arrayContaining([
        ["home", null, null],
        ["contact-page", "Website Leasing", "asap"],
      ]),
    );
    expect(await db.select().from(accessRequests)).toHaveLength(1);
    expect(await db.select().from(outbox)).toHaveLength(6);
  });

  it("one submission that cannot be stored does not take the others down with it", async () => {
    await db.execute(sql`ALTER TABLE outbox ADD CONSTRAINT test_refuse_batch CHECK (to_address <> 'refused@example.com')`);
    try {
      const outcomes = await Promise.allSettled(
        ["a@example.com", "refused@example.com", "b@example.com"].map((email, i) =>
          processSubmission(homeContactLead, { ...home(200 + i), email }, { ip: `198.51.100.${40 + i}`, idempotencyKey: `batch-fault-${i}` }),
        ),
      );
      expect(outcomes.map((o) => o.status)).toEqual(["fulfilled", "rejected", "fulfilled"]);
      const rows = await db.select().from(contactSubmissions);
      expect(rows.map((r) => r.email).sort()).toEqual(["a@example.com", "b@example.com"]);
      expect(await db.select().from(outbox)).toHaveLength(4);
      expect(await db.select().from(rateLimitHits)).toHaveLength(2);
    } finally {
      await db.execute(sql`ALTER TABLE outbox DROP CONSTRAINT test_refuse_batch`);
    }
  });

  it("peek and hit still count events one by one; the limit's answer says when to come back", async () => {
    for (let i = 0; i < 3; i++) await hitRateLimit(db, "test:peek");
    expect(await peekRateLimit(db, "test:peek", 5, WINDOW)).toEqual({ allowed: true, retryAfterSeconds: 0, count: 3 });
    const full = await peekRateLimit(db, "test:peek", 3, WINDOW);
    expect(full.allowed).toBe(false);
    expect(full.retryAfterSeconds).toBeGreaterThan(WINDOW / 1000 - 60);
    expect(full.retryAfterSeconds).toBeLessThanOrEqual(WINDOW / 1000);
  });

  it("pruning drops events older than a day and keeps the rest; running it twice at once is harmless", async () => {
    await hitRateLimit(db, "test:prune");
    await db.insert(rateLimitHits).values([
      { bucket: "test:prune", createdAt: new Date(Date.now() - 25 * 3600_000) },
      { bucket: "test:prune", createdAt: new Date(Date.now() - 48 * 3600_000) },
    ]);
    await Promise.all([pruneRateLimits(db), pruneRateLimits(db)]);
    const left = await db.select().from(rateLimitHits);
    expect(left).toHaveLength(1);
    expect(left[0].createdAt.getTime()).toBeGreaterThan(Date.now() - 3600_000);
  });
});
