/**
 * The console's CSV export (src/server/admin/export.ts, src/pages/admin/export/[name].ts): a
 * small inbox's file byte for byte, labels, codes and offsets included, then a large inbox streamed a batch at a time
 * (a cursor on PostgreSQL, short keyset reads on the embedded database), paced by its client,
 * and what a database fault does to a download that has started.
 */
import { beforeAll, describe, expect, it, vi } from "vitest";
import { sql, type SQL } from "drizzle-orm";
import pg from "pg";
import { lockingBackends, useDatabase } from "../support/db";
import { actionContext } from "../support/actions";
import type { Db } from "@/server/db/client";
import type { Viewer } from "@/server/gate/visitor";
import { EXPORT_BATCH_ROWS, exportSlug, inboxCsvStream } from "@/server/admin/export";
import { GET as exportEndpoint } from "@/pages/admin/export/[name]";
import { exportCopy } from "@/content/admin";
import { insertExportFixtures } from "./export-fixtures";

const ADMIN: Viewer = { verified: true, admin: true, role: "admin", email: "owner@gatewaytech.example", sessionId: 1, codeId: 7, verifiedAt: new Date() };

const download = (name: string) =>
  exportEndpoint({ ...actionContext({ viewer: ADMIN }), params: { name } } as unknown as Parameters<typeof exportEndpoint>[0]) as Promise<Response>;

// The file for tests/integration/export-fixtures.ts, byte for byte: every field as the owner reads
// it (codes as the visitor's words, times in Atlanta with their offset), then each code as stored.
// Where each lead came from closes every line (decision 0070); these fixtures predate it, so it is empty.
const SOURCE =
  ",Channel,Channel code,Sent from,Landing page,Referred by,Campaign source,Campaign medium,Campaign,Campaign term,Campaign content," +
  "Ad click,First visit's channel,First visit's landing page,First visit's campaign,Visit kept with consent";
const NO_SOURCE = ",".repeat(15);
const STAGE = ",Stage,Value (USD),Lost reason,Stage changed";
const EXPECTED = {
  "contact-submissions":
    `\uFEFFID,Name,Email,Phone,Company or business type,Form,Services interested in,Project budget,Timeline,Message,Received${STAGE},` +
    `Form (code),Services interested in (code),Project budget (code),Timeline (code),Stage (code)${SOURCE}\r\n` +
    `3,Dana Reyes,dana@example.com,,,JSON API,,,,'\tTabbed,2026-03-04T12:40:12-05:00,New,,,,api,,,,new${NO_SOURCE}\r\n` +
    '2,"Ana, López",ana@example.com,,\'-Acme,Contact page,Web Design & Development,"$10,000 – $25,000",1-3 months,"Line one\nShe said ""quote""\r\n@SUM(A1)",' +
    `2026-03-04T12:40:12-05:00,Proposal,18500,,2026-03-05T09:00:00-05:00,contact-page,Web Design & Development,10k-25k,1-3 months,proposal${NO_SOURCE}\r\n` +
    `1,"'=HYPERLINK(""http://evil.example"",""Click"")",attacker@example.com,'+1 404 555 0142,,Home page,,,,plain,2026-03-02T04:15:00-05:00,New,,,,home,,,,new${NO_SOURCE}\r\n`,
  "access-requests":
    `\uFEFFID,Name,Email,Phone,Company,Business description,Status,Submitted,Decided,Decided by,Invitation code id${STAGE},Decided by (code),Stage (code)${SOURCE}\r\n` +
    `2,Priya Shah,priya@example.com,,,'+ bakery,pending,2026-02-12T07:00:00-05:00,,,,New,,,,,new${NO_SOURCE}\r\n` +
    '1,Marcus Bell,marcus@bellhvac.example,,Bell HVAC,"Heating and cooling in Decatur, 14 technicians.",approved,2026-02-10T07:00:00-05:00,2026-02-11T03:30:00-05:00,' +
    `Administrator (owner@gatewaytech.example),,New,,,,admin:owner@gatewaytech.example,new${NO_SOURCE}\r\n`,
  "newsletter-subscribers":
    `\uFEFFID,Email,Status,Signed up from,Signed up,Confirmed,Unsubscribed${STAGE},Signed up from (code),Stage (code)${SOURCE}\r\n` +
    `1,reader@example.com,confirmed,Blog,2026-01-05T05:00:00-05:00,2026-01-05T05:05:00-05:00,,New,,,,blog,new${NO_SOURCE}\r\n`,
} as const;

const LARGE = 20_000;

/**
 * 20,000 contact submissions in groups of three sharing a moment, the moments 7 µs apart: paging
 * by a time that lost its microseconds, or ignored ties, would drop or repeat rows.
 */
async function fillLarge(db: Db) {
  await db.execute(sql`
    INSERT INTO contact_submissions (name, email, message, source, created_at)
    SELECT 'Lead ' || i, 'lead' || i || '@example.com', 'A new website, please.', 'home',
           timestamptz '2026-01-01 00:00:00+00' + (i / 3) * interval '7 microseconds'
    FROM generate_series(1, ${LARGE}) AS i`);
}

const decoder = new TextDecoder();
const idsOf = (text: string) =>
  text
    .split("\r\n")
    .slice(1, -1)
    .map((line) => Number(line.split(",")[0]));

/** Queries the database driver receives from now on, on every connection (both databases are reached through node-postgres). */
function driverCalls() {
  const spy = vi.spyOn(pg.Client.prototype, "query");
  return { count: () => spy.mock.calls.length, stop: () => spy.mockRestore() };
}

/** A turn of the event loop: long enough for a read that does not wait to have called the driver. */
const aTurn = () => new Promise((resolve) => setImmediate(resolve));

describe.each(lockingBackends)("the CSV export on %s", (backend) => {
  let db: Db;
  const count = async (query: SQL) => ((await db.execute(query)) as unknown as { rows: { n: number }[] }).rows[0].n;

  describe("a small inbox", () => {
    beforeAll(async () => {
      db = await useDatabase(backend);
      await insertExportFixtures(db);
    });

    it("writes every inbox as the owner reads it, then its codes: BOM, header, times with their offset, every field escaped and formulas neutralised, newest first", async () => {
      const written: Record<string, string> = {};
      for (const slug of Object.keys(EXPECTED))
        written[slug] = new TextDecoder("utf-8", { ignoreBOM: true }).decode(await (await download(`${slug}.csv`)).arrayBuffer());
      expect(written).toEqual(EXPECTED);
    });

    it("downloads as an attachment named by the inbox and the date, never kept, whatever name was asked for", async () => {
      expect(exportSlug("verified-sessions.csv")).toBeNull();
      const answer = await download("contact-submissions.csv");
      expect(Object.fromEntries(["content-type", "content-disposition", "cache-control", "x-robots-tag"].map((h) => [h, answer.headers.get(h)]))).toEqual({
        "content-type": "text/csv; charset=utf-8",
        "content-disposition": expect.stringMatching(/^attachment; filename="contact-submissions-\d{4}-\d{2}-\d{2}\.csv"$/),
        "cache-control": "private, no-store",
        "x-robots-tag": "noindex",
      });
      await answer.body?.cancel();
      const odd = await Promise.all(
        ['contact-submissions.csv"; filename="x.html', "../contact-submissions.csv", "contact-submissions.csv\r\nX: 1"].map(download),
      );
      expect(odd.map((r) => [r.status, r.headers.get("content-disposition")])).toEqual(odd.map(() => [404, null]));
    });

    it("answers 503 with a plain message, and starts no file, when the database fails before the first row", async () => {
      await db.execute(sql`ALTER TABLE contact_submissions RENAME TO contact_submissions_away`);
      try {
        const answer = await download("contact-submissions.csv");
        expect([answer.status, answer.headers.get("retry-after"), await answer.text()]).toEqual([503, "60", exportCopy.unavailable]);
      } finally {
        await db.execute(sql`ALTER TABLE contact_submissions_away RENAME TO contact_submissions`);
      }
    });
  });

  describe(`${LARGE.toLocaleString("en-US")} rows`, () => {
    beforeAll(async () => {
      db = await useDatabase(backend);
      await fillLarge(db);
    });

    it("streams every row once, newest first, a batch per chunk", async () => {
      const reader = (await inboxCsvStream(db, "contact-submissions")).getReader();
      const chunks: string[] = [];
      for (let r = await reader.read(); !r.done; r = await reader.read()) chunks.push(decoder.decode(r.value));
      expect(chunks.length).toBeGreaterThanOrEqual(LARGE / EXPORT_BATCH_ROWS);
      expect(idsOf(chunks.join(""))).toEqual(Array.from({ length: LARGE }, (_, i) => LARGE - i));
    });

    it("reads the next batch only once the client has taken the last one", async () => {
      let taken = () => {};
      const stream = await inboxCsvStream(db, "contact-submissions", () => new Promise<void>((resolve) => (taken = resolve)));
      const reader = stream.getReader();
      await reader.read();
      const calls = driverCalls();
      try {
        const next = reader.read();
        for (let i = 0; i < 5; i++) await aTurn();
        const whileWaiting = calls.count();
        taken();
        await next;
        expect([whileWaiting, calls.count() > 0]).toEqual([0, true]);
      } finally {
        calls.stop();
        await reader.cancel();
      }
    });

    it("leaves the database free for other requests while a download waits for its client", async () => {
      const reader = (await inboxCsvStream(db, "contact-submissions")).getReader();
      await reader.read();
      try {
        expect(await count(sql`SELECT count(*)::int AS n FROM contact_submissions`)).toBe(LARGE);
      } finally {
        await reader.cancel();
      }
    });

    it.runIf(backend === "postgres")("gives its connection back when the client hangs up part way", async () => {
      const inTransaction = () =>
        count(sql`SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND state LIKE 'idle in transaction%'`);
      const reader = (await inboxCsvStream(db, "contact-submissions")).getReader();
      await reader.read();
      const during = await inTransaction();
      await reader.cancel();
      expect([during, await inTransaction()]).toEqual([1, 0]);
    });

    it("ends a file the database failed part way with a line saying so, and fails the download", async () => {
      const reader = (await inboxCsvStream(db, "contact-submissions")).getReader();
      let text = decoder.decode((await reader.read()).value);
      // The fault: the cursor's connection cut (PostgreSQL), the table gone between two reads (embedded).
      if (backend === "postgres")
        await db.execute(sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND state LIKE 'idle in transaction%'`);
      else await db.execute(sql`ALTER TABLE contact_submissions RENAME TO contact_submissions_away`);
      try {
        const failure = (async () => {
          for (;;) {
            const { done, value } = await reader.read();
            if (done) return "completed";
            text += decoder.decode(value);
          }
        })();
        await expect(failure).rejects.toThrow();
        expect(text.slice(text.lastIndexOf("\r\n", text.length - 3) + 2)).toBe(`${exportCopy.cutShort(EXPORT_BATCH_ROWS)}\r\n`);
      } finally {
        if (backend === "pglite") await db.execute(sql`ALTER TABLE contact_submissions_away RENAME TO contact_submissions`);
      }
    });
  });
});
