/**
 * The console's long lists (src/server/admin/inboxes.ts, audit-log.ts, keyset.ts): read a page at
 * a time from a row's key rather than by skipping rows, searched through trigram indexes, and
 * counted from the counts the database keeps on write (drizzle/0011_list_counts.sql).
 */
import { beforeEach, describe, expect, it } from "vitest";
import { count, desc, eq, getTableName, ilike, inArray, sql, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { lockingBackends, useDatabase } from "../support/db";
import type { Db } from "@/server/db/client";
import { accessRequests, auditLog, contactSubmissions, newsletterSubscribers, searchableText, verifiedSessions } from "@/server/db/schema";
import { liveSessionCondition } from "@/server/gate/session";
import { readListCounts } from "@/server/db/list-counts";
import { INBOXES, INBOX_SLUGS, MESSAGE_START_CHARS, listInbox } from "@/server/admin/inboxes";
import { NO_FILTER } from "@/lib/inbox-filter";
import { listAudit, type AuditPage } from "@/server/admin/audit-log";
import { SEARCH_COUNT_CAP } from "@/server/admin/keyset";
import { getOverview } from "@/server/admin/overview";
import { applyRetention } from "@/server/retention";
import { listWindowOf, parseListKey, type ListWindow } from "@/lib/list-cursor";

/** `n` contacts in one statement, row g received `base + g div 3` microseconds (three rows share each time; ids break the tie). */
async function addContacts(
  db: Db,
  n: number,
  name: (g: SQL) => SQL = (g) => sql`'Lead ' || ${g}`,
  email: (g: SQL) => SQL = (g) => sql`'lead' || ${g} || '@example.com'`,
) {
  const g = sql.raw("g");
  await db.execute(sql`
    insert into contact_submissions (name, email, message, source, created_at)
    select ${name(g)}, ${email(g)}, 'Please call me about a website.', 'contact-page',
           '2026-03-01T12:00:00Z'::timestamptz + (g / 3) * interval '1 microsecond'
    from generate_series(1, ${n}) g`);
}

const ids = (page: { rows: { id: number }[] }) => page.rows.map((r) => r.id);
const range = (from: number, to: number) => Array.from({ length: Math.abs(to - from) + 1 }, (_, i) => (from > to ? from - i : from + i));
const at = (from: "older" | "newer", raw: string | null): ListWindow => ({ from, key: parseListKey(raw)! });

/** Every page from the newest, following Older, as a reader would. */
async function walk<P extends { rows: { id: number }[]; links: { older: string | null } }>(read: (window: ListWindow) => Promise<P>): Promise<P[]> {
  const pages = [await read({ from: "newest" })];
  while (pages.at(-1)!.links.older) pages.push(await read(at("older", pages.at(-1)!.links.older)));
  return pages;
}

describe.each(lockingBackends)("the console's lists on %s", (backend) => {
  let db: Db;
  beforeEach(async () => {
    db = await useDatabase(backend);
  });

  describe("an inbox a page at a time", () => {
    const inbox = (window: ListWindow) => listInbox(db, "contact-submissions", { window });

    it("shows every entry once, newest first, 25 a page, down to the last, even entries a microsecond apart or at the same time", async () => {
      await addContacts(db, 60);
      const pages = await walk((w) => inbox(w));
      expect(pages.map((p) => p.rows.length)).toEqual([25, 25, 10]);
      expect(pages.flatMap(ids)).toEqual(range(60, 1));
      expect(pages.map((p) => p.total)).toEqual([60, 60, 60]);
    });

    it("reads the start of each message, not the whole of it, on a page and in a search", async () => {
      await addContacts(db, 3);
      await db.update(contactSubmissions).set({ message: "Please build us a booking site. ".repeat(150) });
      const searched = await listInbox(db, "contact-submissions", { window: { from: "newest" }, filter: { ...NO_FILTER, q: "lead2" } });
      for (const page of [await inbox({ from: "newest" }), searched]) {
        expect(page.rows.map((r) => [r.message, (r.messageStart as string).length])).toEqual(page.rows.map(() => [undefined, MESSAGE_START_CHARS]));
      }
    });

    it("goes back a page with Newer, and shows the 25 oldest entries on the oldest page", async () => {
      await addContacts(db, 60);
      const second = await inbox(at("older", (await inbox({ from: "newest" })).links.older));
      const third = await inbox(at("older", second.links.older));
      const backToSecond = await inbox(at("newer", third.links.newer));
      expect({ ids: ids(backToSecond), links: backToSecond.links }).toEqual({ ids: range(35, 11), links: second.links });
      expect(ids(await inbox(at("newer", second.links.newer)))).toEqual(range(60, 36));
      const oldest = await inbox({ from: "oldest" });
      expect({ ids: ids(oldest), older: oldest.links.older, newer: oldest.links.newer !== null }).toEqual({ ids: range(25, 1), older: null, newer: true });
    });

    it("keeps its place when entries arrive while it is read: the next page starts after the last entry shown", async () => {
      await addContacts(db, 60);
      const first = await inbox({ from: "newest" });
      await db
        .insert(contactSubmissions)
        .values(range(1, 5).map((i) => ({ name: `Newcomer ${i}`, email: `new${i}@example.com`, message: "Hello there.", source: "home" as const })));
      expect(ids(await inbox(at("older", first.links.older)))).toEqual(range(35, 11));
    });

    it("shows the newest page for a key that is not one, or one older than every entry", async () => {
      await addContacts(db, 30);
      for (const qs of ["older=garbage", "newer=1-99999999999", "older=1-1"]) {
        expect(ids(await inbox(listWindowOf(new URLSearchParams(qs)))), qs).toEqual(range(30, 6));
      }
    });
  });

  describe("an inbox searched", () => {
    const search = (q: string, window: ListWindow = { from: "newest" }) => listInbox(db, "contact-submissions", { filter: { ...NO_FILTER, q }, window });

    it("finds names and e-mails containing the words, whatever their case, counts them, and pages through them", async () => {
      await addContacts(
        db,
        60,
        undefined,
        (g) => sql`case when ${g} % 2 = 0 then 'office' || ${g} || '@PeachtreeDental.example' else 'lead' || ${g} || '@example.com' end`,
      );
      const pages = await walk((w) => search("peachtreedental", w));
      expect(pages.flatMap(ids)).toEqual(range(60, 1).filter((g) => g % 2 === 0));
      expect(pages.map((p) => p.rows.length)).toEqual([25, 5]);
      expect(pages[0].matches).toEqual({ n: 30, more: false });
      expect(ids(await search("peachtreedental", { from: "oldest" }))).toEqual(range(50, 2).filter((g) => g % 2 === 0));
    });

    it("takes % and _ in the search as themselves", async () => {
      await db.insert(contactSubmissions).values(
        ["Save 100% today", "Save 1000 today", "snake_case", "snakeXcase"].map((name, i) => ({
          name,
          email: `x${i}@example.com`,
          message: "Hi.",
          source: "home" as const,
        })),
      );
      expect((await search("100%")).rows.map((r) => r.name)).toEqual(["Save 100% today"]);
      expect((await search("e_c")).rows.map((r) => r.name)).toEqual(["snake_case"]);
    });

    it(`says more than ${SEARCH_COUNT_CAP} match a common term, and still pages newest first through only the matches`, async () => {
      // Every fourth contact is not at the common domain: a common term's walk must skip them.
      await addContacts(db, 1_400, undefined, (g) => sql`'lead' || ${g} || case when ${g} % 4 = 0 then '@other.example' else '@Gmail.example' end`);
      const matching = range(1_400, 1).filter((g) => g % 4 !== 0);
      const first = await search("gmail");
      expect(first.matches).toEqual({ n: SEARCH_COUNT_CAP, more: true });
      expect(ids(first)).toEqual(matching.slice(0, 25));
      const second = await search("gmail", at("older", first.links.older));
      expect(ids(second)).toEqual(matching.slice(25, 50));
      expect(ids(await search("gmail", at("newer", second.links.newer)))).toEqual(matching.slice(0, 25));
      expect(ids(await search("gmail", { from: "oldest" }))).toEqual(matching.slice(-25));
    });

    it("asks each inbox's trigram index for what its search box looks in", async () => {
      for (const slug of INBOX_SLUGS) {
        const def = INBOXES[slug];
        const query = db
          .select({ id: def.id })
          .from(def.table)
          .where(ilike(searchableText(...def.search), "%dana%"));
        expect(await planOf(db, query), slug).toContain(`${getTableName(def.table)}_search_idx`);
      }
    });
  });

  it("reads a page of each inbox, of one action's entries and the live sessions' count through an index", async () => {
    const newestFirst = (table: PgTable, created: PgColumn, id: PgColumn, where?: SQL) =>
      db.select({ id }).from(table).where(where).orderBy(desc(created), desc(id)).limit(26);
    for (const slug of INBOX_SLUGS) {
      const { table, created, id } = INBOXES[slug];
      expect(await planOf(db, newestFirst(table, created, id)), slug).toMatch(
        new RegExp(`Index (Only )?Scan Backward using ${getTableName(table)}_\\w+_id_idx`),
      );
    }
    expect(await planOf(db, newestFirst(auditLog, auditLog.createdAt, auditLog.id, eq(auditLog.action, "gate.verify")))).toContain(
      "audit_log_action_created_id_idx",
    );
    expect(await planOf(db, db.select({ n: count() }).from(verifiedSessions).where(liveSessionCondition()))).toContain("verified_sessions_live_idx");
  });

  describe("the counts kept on write", () => {
    /** Each lead table's rows by stage, two by status too, and the audit log's by action, counted the slow way. */
    async function counted() {
      const out: Record<string, Record<string, number>> = {};
      for (const [name, table, key] of [
        ["contact_submissions:stage", "contact_submissions", "stage"],
        ["access_requests", "access_requests", "status"],
        ["access_requests:stage", "access_requests", "stage"],
        ["newsletter_subscribers", "newsletter_subscribers", "status"],
        ["audit_log", "audit_log", "action"],
      ] as const) {
        const { rows } = (await db.execute(sql.raw(`select ${key} as key, count(*)::int as n from ${table} group by ${key}`))) as unknown as {
          rows: { key: string; n: number }[];
        };
        out[name] = Object.fromEntries(rows.map((r) => [r.key, Number(r.n)]));
      }
      return out;
    }
    async function kept() {
      const counts = await readListCounts(db);
      const of = (t: Parameters<typeof counts.keysOf>[0], by?: string) => Object.fromEntries(counts.keysOf(t, by).map((r) => [r.key, r.n]));
      return {
        "contact_submissions:stage": of(contactSubmissions, "stage"),
        access_requests: of(accessRequests),
        "access_requests:stage": of(accessRequests, "stage"),
        newsletter_subscribers: of(newsletterSubscribers),
        audit_log: of(auditLog),
      };
    }

    it("follow every insert, change of stage or status and deletion, one row or many at a time", async () => {
      await addContacts(db, 12);
      await db.insert(contactSubmissions).values({ name: "One more", email: "one@example.com", message: "Hi.", source: "home" });
      await db
        .update(contactSubmissions)
        .set({ stage: "contacted" })
        .where(inArray(contactSubmissions.id, [1, 2, 3, 4, 5]));
      await db.update(contactSubmissions).set({ stage: "new" }).where(eq(contactSubmissions.id, 2));
      await db.update(contactSubmissions).set({ name: "Renamed" }).where(eq(contactSubmissions.id, 3));
      await db.delete(contactSubmissions).where(inArray(contactSubmissions.id, [1, 6]));
      await db.insert(accessRequests).values(range(1, 3).map((i) => ({ name: `R${i}`, email: `r${i}@example.com`, businessDescription: "A shop." })));
      await db.update(accessRequests).set({ status: "approved" }).where(eq(accessRequests.id, 1));
      await db.update(accessRequests).set({ status: "rejected", stage: "lost" }).where(eq(accessRequests.id, 2));
      await db.insert(newsletterSubscribers).values([{ email: "a@example.com" }, { email: "b@example.com", status: "confirmed" }]);
      await db.insert(auditLog).values([
        { actor: "system", action: "gate.guessing" },
        { actor: "system", action: "gate.guessing" },
        { actor: "admin:owner@example.com", action: "export.csv", createdAt: new Date(Date.now() - 400 * 86_400_000) },
      ]);
      await applyRetention(db);
      expect(await kept()).toEqual(await counted());
      expect((await kept())["contact_submissions:stage"]).toEqual({ new: 8, contacted: 3 });
    });

    it("count every one of many entries written at once from many connections", async () => {
      await Promise.all(
        range(1, 30).map((i) => db.insert(contactSubmissions).values({ name: `Busy ${i}`, email: `busy${i}@example.com`, message: "Hi.", source: "home" })),
      );
      expect((await readListCounts(db)).of(contactSubmissions, undefined, "stage")).toBe(30);
    });

    it("are what the overview shows waiting", async () => {
      await addContacts(db, 7);
      await db
        .update(contactSubmissions)
        .set({ stage: "contacted" })
        .where(inArray(contactSubmissions.id, [1, 2]));
      await db.insert(accessRequests).values([
        { name: "P", email: "p@example.com", businessDescription: "A shop.", status: "pending" },
        { name: "A", email: "a@example.com", businessDescription: "A shop.", status: "approved" },
      ]);
      await db.insert(newsletterSubscribers).values([{ email: "a@example.com", status: "confirmed" }, { email: "b@example.com" }]);
      expect(await getOverview(db)).toMatchObject({
        newContacts: 5,
        pendingAccessRequests: 1,
        newPartnershipApplications: 0,
        newJobApplications: 0,
        confirmedSubscribers: 1,
      });
    });

    it("start again when a table is emptied at once", async () => {
      await addContacts(db, 4);
      // With its notes, which name its rows.
      await db.execute(sql`truncate contact_submissions cascade`);
      expect((await readListCounts(db)).of(contactSubmissions, undefined, "stage")).toBe(0);
    });
  });

  describe("the audit log a page at a time", () => {
    const actions = ["export.csv", "gate.verify", "mail.retry"];
    /** 150 entries, 50 of each action in turn; every fifth by the owner, the others by a visitor. */
    async function addEntries() {
      await db.execute(sql`
        insert into audit_log (actor, action, created_at)
        select case when g % 5 = 0 then 'admin:owner@gatewaytech.example' else 'visitor:v' || g || '@example.com' end,
               (array['export.csv', 'gate.verify', 'mail.retry'])[1 + g % 3],
               '2026-03-01T12:00:00Z'::timestamptz + g * interval '1 second'
        from generate_series(1, 150) g`);
    }
    const audit = (opts: { action?: string; actor?: string; window?: ListWindow }) => listAudit(db, opts);

    it("shows every entry once, newest first, 50 a page, and how many there are of each action for the filter", async () => {
      await addEntries();
      const pages = await walk((window) => audit({ window }));
      expect(pages.flatMap(ids)).toEqual(range(150, 1));
      expect(pages[0].total).toBe(150);
      expect(pages[0].actions).toEqual(actions.map((key) => ({ key, n: 50 })));
    });

    it("narrows to one action, counted, and pages through it", async () => {
      await addEntries();
      const pages: AuditPage[] = await walk((window) => audit({ action: "gate.verify", window }));
      expect(pages.flatMap(ids)).toEqual(range(150, 1).filter((g) => g % 3 === 1));
      expect({ total: pages[0].total, action: pages[0].action, sizes: pages.map((p) => p.rows.length) }).toEqual({
        total: 50,
        action: "gate.verify",
        sizes: [50],
      });
    });

    it("shows every action for an action the log does not hold", async () => {
      await addEntries();
      const page = await audit({ action: "drop table audit_log" });
      expect({ action: page.action, total: page.total, first: page.rows[0]?.id }).toEqual({ action: "", total: 150, first: 150 });
    });

    it("finds an actor by part of its name, with or without an action, and counts the matches", async () => {
      await addEntries();
      const owner = await audit({ actor: "OWNER@gatewaytech" });
      expect({ ids: ids(owner), matches: owner.matches }).toEqual({ ids: range(150, 1).filter((g) => g % 5 === 0), matches: { n: 30, more: false } });
      const both = await audit({ actor: "owner@", action: "mail.retry" });
      expect(ids(both)).toEqual(range(150, 1).filter((g) => g % 5 === 0 && g % 3 === 2));
    });

    it("asks the trigram index on the actor for the actor filter", async () => {
      const query = db
        .select({ id: auditLog.id })
        .from(auditLog)
        .where(ilike(searchableText(auditLog.actor), "%owner%"));
      expect(await planOf(db, query)).toContain("audit_log_actor_search_idx");
    });
  });
});

/** The plan the database makes for `query` when it may not read a table whole: which index it can use. */
async function planOf(db: Db, query: SQL | { getSQL(): SQL }): Promise<string> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    const { rows } = (await tx.execute(sql`explain ${query}`)) as unknown as { rows: Record<string, string>[] };
    return rows.map((r) => Object.values(r)[0]).join("\n");
  });
}
