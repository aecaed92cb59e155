/**
 * The lead desk (decision 0069): a lead's stage, value and lost reason, its notes, each change in
 * the audit log and stored with it or not at all, and the inbox filtered by stage and days and
 * searched by name, e-mail or message, still a page at a time by key.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { and, desc, eq, like, sql } from "drizzle-orm";
import { lockingBackends, useDatabase } from "../support/db";
import type { Db } from "@/server/db/client";
import { auditLog, contactSubmissions, leadNotes, partnershipApplications } from "@/server/db/schema";
import type { AdminContext } from "@/server/admin/access";
import { saveNote, setStage } from "@/server/admin/operations/leads";
import { notesOf } from "@/server/admin/lead-desk";
import { listInbox } from "@/server/admin/inboxes";
import { readListCounts } from "@/server/db/list-counts";
import { NO_FILTER, type InboxFilter } from "@/lib/inbox-filter";
import { parseListKey, type ListWindow } from "@/lib/list-cursor";

const ADMIN: AdminContext = { actor: "admin:owner@gatewaytech.example", email: "owner@gatewaytech.example", ip: "192.0.2.10", sessionId: 1, codeId: 7 };

async function newLead(db: Db, values: Partial<typeof contactSubmissions.$inferInsert> = {}) {
  const [row] = await db
    .insert(contactSubmissions)
    .values({ name: "Dana Reyes", email: "dana@peachtreedental.example", message: "A new website for the practice.", source: "contact-page", ...values })
    .returning();
  return row;
}

const leadOf = async (db: Db, id: number) => (await db.select().from(contactSubmissions).where(eq(contactSubmissions.id, id)))[0];
const auditOf = (db: Db, action: string) => db.select().from(auditLog).where(eq(auditLog.action, action)).orderBy(desc(auditLog.id));
const stage = (id: number, values: Record<string, string>) => setStage({ id: String(id), inbox: "contact-submissions", ...values }, ADMIN);

describe.each(lockingBackends)("the lead desk on %s", (backend) => {
  let db: Db;
  beforeEach(async () => {
    db = await useDatabase(backend);
  });

  describe("a lead's stage", () => {
    it("moves to proposal with its value in whole dollars, typed as a person would, and goes back to the record with a notice", async () => {
      const lead = await newLead(db);
      expect(await stage(lead.id, { stage: "proposal", valueDollars: "$12,500" })).toEqual({
        status: "success",
        data: { redirectTo: `/admin/inbox/contact-submissions/${lead.id}?notice=stage-proposal` },
      });
      expect(await leadOf(db, lead.id)).toMatchObject({ stage: "proposal", valueDollars: 12500, lostReason: null, stageChangedAt: expect.any(Date) });
    });

    it("asks for a value at proposal and at won, next to the field, and stores nothing without one", async () => {
      const lead = await newLead(db);
      for (const to of ["proposal", "won"]) {
        const answer = await stage(lead.id, { stage: to, valueDollars: "" });
        expect(answer.fieldErrors, to).toEqual({ valueDollars: `Enter the deal's value in whole dollars: a lead at ${to} has one.` });
      }
      expect(await leadOf(db, lead.id)).toMatchObject({ stage: "new", valueDollars: null, stageChangedAt: null });
      expect(await auditOf(db, "contact-submissions.stage")).toEqual([]);
    });

    it("asks why a lost lead was lost, and keeps the reason only while it is lost", async () => {
      const lead = await newLead(db);
      expect((await stage(lead.id, { stage: "lost", lostReason: "  " })).fieldErrors).toEqual({ lostReason: "Say why the lead was lost." });
      expect((await leadOf(db, lead.id)).stage).toBe("new");
      await stage(lead.id, { stage: "lost", lostReason: "Chose another agency." });
      expect(await leadOf(db, lead.id)).toMatchObject({ stage: "lost", lostReason: "Chose another agency." });
      await stage(lead.id, { stage: "contacted", lostReason: "Chose another agency." });
      expect(await leadOf(db, lead.id)).toMatchObject({ stage: "contacted", lostReason: null });
    });

    it("refuses values that are not whole dollars and stages that do not exist, each next to its field", async () => {
      const lead = await newLead(db);
      for (const value of ["12.50", "twelve", "0", "-5", "99999999999"]) {
        expect(Object.keys((await stage(lead.id, { stage: "proposal", valueDollars: value })).fieldErrors ?? {}), value).toEqual(["valueDollars"]);
      }
      expect(Object.keys((await stage(lead.id, { stage: "handled" })).fieldErrors ?? {})).toEqual(["stage"]);
      expect(await leadOf(db, lead.id)).toMatchObject({ stage: "new", valueDollars: null });
    });

    it("logs each change with the stages and values, not the reason's text", async () => {
      const lead = await newLead(db);
      await stage(lead.id, { stage: "proposal", valueDollars: "9000" });
      await stage(lead.id, { stage: "lost", valueDollars: "9000", lostReason: "Budget went to a hire." });
      const entries = await auditOf(db, "contact-submissions.stage");
      expect(entries.map((e) => ({ actor: e.actor, target: e.target, sessionId: e.sessionId, detail: e.detail }))).toEqual([
        {
          actor: ADMIN.actor,
          target: `contact-submissions:${lead.id}`,
          sessionId: 1,
          detail: { from: "proposal", to: "lost", valueFrom: 9000, value: 9000, reasonGiven: true },
        },
        {
          actor: ADMIN.actor,
          target: `contact-submissions:${lead.id}`,
          sessionId: 1,
          detail: { from: "new", to: "proposal", valueFrom: null, value: 9000, reasonGiven: false },
        },
      ]);
      expect(JSON.stringify(entries)).not.toContain("hire");
    });

    it("keeps the stage unchanged when its audit entry cannot be written: the two are stored together", async () => {
      const lead = await newLead(db);
      const answer = await setStage(
        { id: String(lead.id), inbox: "contact-submissions", stage: "won", valueDollars: "5000" },
        { ...ADMIN, actor: null as never },
      );
      expect(answer).toMatchObject({ status: "error", message: "The stage could not be changed. Nothing was saved; please try again." });
      expect(await leadOf(db, lead.id)).toMatchObject({ stage: "new", valueDollars: null });
    });

    it("answers that a lead that is gone is gone, and logs the attempt", async () => {
      expect(await stage(404, { stage: "contacted" })).toMatchObject({ data: { redirectTo: "/admin/inbox/contact-submissions/404?notice=missing" } });
      expect((await auditOf(db, "contact-submissions.stage"))[0]).toMatchObject({ outcome: "not-found", target: "contact-submissions:404" });
    });

    it("is counted on write by stage, for the list's stage counts", async () => {
      const a = await newLead(db);
      const b = await newLead(db);
      await newLead(db);
      await stage(a.id, { stage: "won", valueDollars: "4000" });
      await stage(b.id, { stage: "won", valueDollars: "7000" });
      const counts = await readListCounts(db);
      expect(counts.keysOf(contactSubmissions, "stage")).toEqual([
        { key: "new", n: 1 },
        { key: "won", n: 2 },
      ]);
    });
  });

  describe("a lead's notes", () => {
    const note = (id: number, body: string, inbox = "contact-submissions") => saveNote({ id: String(id), inbox, body }, ADMIN);

    it("are kept with their author and time, listed newest first, and each is logged by its id alone", async () => {
      const lead = await newLead(db);
      expect(await note(lead.id, "Called Dana; she wants online booking.")).toEqual({
        status: "success",
        data: { redirectTo: `/admin/inbox/contact-submissions/${lead.id}?notice=note-added` },
      });
      await note(lead.id, "Sent the proposal.");
      const notes = await notesOf(db, "contact-submissions", lead.id);
      expect(notes.map((n) => [n.body, n.author])).toEqual([
        ["Sent the proposal.", ADMIN.actor],
        ["Called Dana; she wants online booking.", ADMIN.actor],
      ]);
      const entries = await auditOf(db, "contact-submissions.note");
      expect(entries.map((e) => e.detail)).toEqual(notes.map((n) => ({ noteId: n.id })));
      expect(JSON.stringify(entries)).not.toContain("booking");
    });

    it("belong to their own lead of their own kind", async () => {
      const lead = await newLead(db);
      const [partner] = await db
        .insert(partnershipApplications)
        .values({ businessName: "Bell HVAC", industry: "Trades", name: "Marcus Bell", email: "marcus@bellhvac.example", description: "Referrals." })
        .returning();
      await note(partner.id, "Partner note.", "partnership-applications");
      await note(lead.id, "Contact note.");
      expect((await notesOf(db, "partnership-applications", partner.id)).map((n) => n.body)).toEqual(["Partner note."]);
      expect((await notesOf(db, "contact-submissions", lead.id)).map((n) => n.body)).toEqual(["Contact note."]);
    });

    it("refuse an empty note next to its field, and a lead that is gone", async () => {
      const lead = await newLead(db);
      expect((await note(lead.id, "   ")).fieldErrors).toEqual({ body: "Write the note first." });
      expect(await note(9999, "Hello")).toMatchObject({ data: { redirectTo: "/admin/inbox/contact-submissions/9999?notice=missing" } });
      expect(await db.select().from(leadNotes)).toEqual([]);
    });

    it("go with their lead when it is deleted (retention, erasure)", async () => {
      const lead = await newLead(db);
      await note(lead.id, "Personal detail about Dana.");
      await db.delete(contactSubmissions).where(eq(contactSubmissions.id, lead.id));
      expect(await db.select().from(leadNotes)).toEqual([]);
    });
  });

  describe("the inbox filtered", () => {
    const list = (filter: Partial<Omit<InboxFilter, "choices">> & { choices?: Partial<InboxFilter["choices"]> }, window: ListWindow = { from: "newest" }) =>
      listInbox(db, "contact-submissions", { filter: { ...NO_FILTER, ...filter, choices: { ...NO_FILTER.choices, ...filter.choices } }, window });

    /** 60 leads a minute apart, newest id newest; every other one at proposal, every fifth one's message about a "bakery". */
    async function fill() {
      await db.execute(sql`
        insert into contact_submissions (name, email, message, source, stage, value_dollars, created_at)
        select 'Lead ' || g, 'lead' || g || '@example.com', case when g % 5 = 0 then 'We run a bakery.' else 'A new website.' end, 'home',
               case when g % 2 = 0 then 'proposal' else 'new' end, case when g % 2 = 0 then 1000 * g end,
               timestamptz '2026-03-10 12:00:00+00' + g * interval '1 minute'
          from generate_series(1, 60) g`);
    }

    it("narrows to one stage, counts it, and pages through it by key", async () => {
      await fill();
      const first = await list({ choices: { stage: "proposal" } });
      const second = await list({ choices: { stage: "proposal" } }, { from: "older", key: parseKey(first.links.older) });
      expect([...first.rows, ...second.rows].map((r) => r.id)).toEqual(Array.from({ length: 30 }, (_, i) => 60 - 2 * i));
      expect({ total: first.total, pages: [first.rows.length, second.rows.length], last: second.links.older }).toEqual({
        total: 30,
        pages: [25, 5],
        last: null,
      });
      expect(first.stages).toEqual({ new: 30, contacted: 0, proposal: 30, won: 0, lost: 0 });
    });

    it("keeps to the days asked, as days in Atlanta, both ends included", async () => {
      await db.insert(contactSubmissions).values([
        { name: "Before", email: "b@example.com", message: "x", source: "home", createdAt: new Date("2026-03-02T04:59:00Z") },
        { name: "First", email: "f@example.com", message: "x", source: "home", createdAt: new Date("2026-03-02T05:00:00Z") },
        { name: "Last", email: "l@example.com", message: "x", source: "home", createdAt: new Date("2026-03-04T04:59:00Z") },
        { name: "After", email: "a@example.com", message: "x", source: "home", createdAt: new Date("2026-03-04T05:00:00Z") },
      ]);
      expect((await list({ from: "2026-03-02", to: "2026-03-03" })).rows.map((r) => r.name)).toEqual(["Last", "First"]);
    });

    it("finds words in messages as well as names and e-mails, within a stage", async () => {
      await fill();
      const bakeries = await list({ q: "BAKERY" });
      expect(bakeries.rows.map((r) => r.id)).toEqual([60, 55, 50, 45, 40, 35, 30, 25, 20, 15, 10, 5]);
      const atProposal = await list({ q: "bakery", choices: { stage: "proposal" } });
      expect({ ids: atProposal.rows.map((r) => r.id), matches: atProposal.matches }).toEqual({ ids: [60, 50, 40, 30, 20, 10], matches: { n: 6, more: false } });
      expect((await list({ q: "lead7@" })).rows.map((r) => r.name)).toEqual(["Lead 7"]);
    });

    it("asks the stage's index for a stage's page", async () => {
      const query = db
        .select({ id: contactSubmissions.id })
        .from(contactSubmissions)
        .where(and(eq(contactSubmissions.stage, "won"), like(contactSubmissions.name, "%")))
        .orderBy(desc(contactSubmissions.createdAt), desc(contactSubmissions.id))
        .limit(26);
      expect(await planOf(db, query)).toContain("contact_submissions_stage_created_id_idx");
    });
  });
});

const parseKey = (raw: string | null) => parseListKey(raw)!;

/** The plan the database makes for `query` when it may not read a table whole. */
async function planOf(db: Db, query: { getSQL(): ReturnType<typeof sql> }): Promise<string> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    const { rows } = (await tx.execute(sql`explain ${query}`)) as unknown as { rows: Record<string, string>[] };
    return rows.map((r) => Object.values(r)[0]).join("\n");
  });
}
