/**
 * The outbox pruned (src/server/mail/prune.ts, from the daily pass in src/server/retention.ts):
 * sent copies go after OUTBOX_KEEP_DAYS, what was sent about a lead stays on the lead and its page
 * in the console lists it (src/server/admin/lead-mail.ts), parked mail waits for its retry.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eq, isNotNull, sql } from "drizzle-orm";
import { lockingBackends, useDatabase } from "../support/db";
import type { Db } from "@/server/db/client";
import { accessRequests, contactSubmissions, outbox } from "@/server/db/schema";
import { processSubmission } from "@/server/leads/pipeline";
import { homeContactLead } from "@/server/leads/contact";
import { newsletterLead } from "@/server/leads/newsletter";
import { approveAccessRequest } from "@/server/admin/approval";
import { leadMail, type LeadMail } from "@/server/admin/lead-mail";
import { requeueFailedMail } from "@/server/mail/outbox";
import { applyRetention } from "@/server/retention";

const DAY = 86_400_000;
const NOW = new Date();
const daysAgo = (days: number) => new Date(NOW.getTime() - days * DAY);

const home = { name: "Dana Reyes", email: "dana@example.com", phone: "", business: "", message: "We need a new website for our towing company." };
let ipN = 0;

/** A home-page contact, stored as the form stores it, with its two e-mails; its id. */
async function contact(): Promise<number> {
  const out = await processSubmission(homeContactLead, home, { ip: `192.0.2.${++ipN}` });
  if (out.kind !== "stored" || typeof out.id !== "number") throw new Error("not stored");
  return out.id;
}

/** The delivery worker's mark on a lead's e-mails: sent `days` ago. */
const sendAll = (db: Db, days: number) =>
  db
    .update(outbox)
    .set({ sentAt: daysAgo(days), lockedUntil: null })
    .where(sql`${outbox.sentAt} IS NULL AND ${outbox.failedAt} IS NULL`);

const shown = (mail: LeadMail[]) => mail.map((m) => [m.subject, m.to, m.state, m.at.toISOString()]);

describe.each(lockingBackends)("the outbox pruned on %s", (backend) => {
  let db: Db;
  beforeAll(async () => {
    process.env.NOTIFY_EMAIL = "leads@gatewaytech.example";
    process.env.FORM_MIN_FILL_MS = "0";
    db = await useDatabase(backend);
  });
  beforeEach(async () => {
    delete process.env.OUTBOX_KEEP_DAYS;
    await db.execute(
      sql`TRUNCATE contact_submissions, access_requests, newsletter_subscribers, outbox, rate_limits, invitation_codes RESTART IDENTITY CASCADE`,
    );
  });
  afterAll(() => {
    delete process.env.NOTIFY_EMAIL;
    delete process.env.FORM_MIN_FILL_MS;
    delete process.env.OUTBOX_KEEP_DAYS;
  });

  it("deletes sent copies OUTBOX_KEEP_DAYS days after they went, and no sooner", async () => {
    process.env.OUTBOX_KEEP_DAYS = "7";
    await contact();
    await sendAll(db, 8);
    await contact();
    await sendAll(db, 6);
    const report = await applyRetention(db, NOW);
    const left = await db.select({ sentAt: outbox.sentAt }).from(outbox);
    expect([report.sentMail, left.length, left.every((m) => m.sentAt! > daysAgo(7))]).toEqual([2, 2, true]);
  });

  it("keeps on the lead what was sent about it: its page lists the same e-mails before and after their copies go", async () => {
    const id = await contact();
    await sendAll(db, 100);
    const before = await leadMail(db, "contact-submissions", id);
    await applyRetention(db, NOW);
    expect(await db.select().from(outbox)).toEqual([]);
    expect(shown(await leadMail(db, "contact-submissions", id))).toEqual(shown(before));
    expect(shown(before)).toEqual([
      ["Contact Form Submission: Dana Reyes", "leads@gatewaytech.example", "sent", daysAgo(100).toISOString()],
      ["We received your message — Gateway Tech Enterprises", "dana@example.com", "sent", daysAgo(100).toISOString()],
    ]);
  });

  it("adds a later pass's e-mails to what the lead already keeps, oldest first", async () => {
    const id = await contact();
    await sendAll(db, 100);
    await applyRetention(db, NOW);
    await db.insert(outbox).values({
      kind: "access-rejected",
      toAddress: "dana@example.com",
      subject: "A later note",
      textBody: "x",
      sentAt: daysAgo(95),
      leadTable: "contact_submissions",
      leadId: id,
    });
    await applyRetention(db, NOW);
    const [row] = await db.select({ kept: contactSubmissions.deliveredMail }).from(contactSubmissions).where(eq(contactSubmissions.id, id));
    expect(row.kept!.map((m) => m.subject)).toEqual([
      "Contact Form Submission: Dana Reyes",
      "We received your message — Gateway Tech Enterprises",
      "A later note",
    ]);
  });

  it("keeps parked mail, listed on its lead, until a retry sends it; then it is pruned like any sent copy", async () => {
    const id = await contact();
    await db.update(outbox).set({ failedAt: daysAgo(200), attempts: 8, lastError: "550 mailbox unavailable" });
    await applyRetention(db, NOW);
    const parked = await leadMail(db, "contact-submissions", id);
    expect(parked.map((m) => [m.state, m.attempts])).toEqual([
      ["parked", 8],
      ["parked", 8],
    ]);
    await requeueFailedMail(db);
    expect((await leadMail(db, "contact-submissions", id)).map((m) => m.state)).toEqual(["queued", "queued"]);
    await sendAll(db, 91);
    await applyRetention(db, NOW);
    expect([(await db.select().from(outbox)).length, (await leadMail(db, "contact-submissions", id)).map((m) => m.state)]).toEqual([0, ["sent", "sent"]]);
  });

  it("links every e-mail about a lead to it: a form's, an approval's and a newsletter's", async () => {
    await contact();
    const [request] = await db
      .insert(accessRequests)
      .values({ name: "Marcus Bell", email: "marcus@bellhvac.example", businessDescription: "Heating and cooling in Decatur." })
      .returning();
    await approveAccessRequest(db, request.id, { actor: "admin:owner@gatewaytech.example" });
    await processSubmission(newsletterLead, { email: "reader@example.com", source: "blog" }, { ip: "192.0.2.250" });
    const unlinked = await db
      .select({ kind: outbox.kind })
      .from(outbox)
      .where(sql`${outbox.leadId} IS NULL`);
    expect(unlinked).toEqual([]);
    expect((await leadMail(db, "access-requests", request.id)).map((m) => [m.subject, m.state])).toEqual([
      ["Your Gateway Tech Enterprises invitation code", "queued"],
    ]);
    expect((await leadMail(db, "newsletter-subscribers", 1)).map((m) => m.to)).toEqual(["reader@example.com"]);
  });

  it("lists nothing for a lead no e-mail was about", async () => {
    const [lead] = await db.insert(contactSubmissions).values({ name: "Lee", email: "lee@example.com", message: "Hello", source: "api" }).returning();
    await contact();
    expect([await leadMail(db, "contact-submissions", lead.id), (await db.select().from(outbox).where(isNotNull(outbox.leadId))).length]).toEqual([[], 2]);
  });
});
