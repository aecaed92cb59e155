/**
 * Replies from a lead's record (issue 30): queued in the outbox with the lead's words quoted and
 * Reply-To the agency, listed on the lead, a new lead moved to contacted, the whole in one
 * transaction with its audit entry, which holds the reply's id and never its words.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { desc, eq } from "drizzle-orm";
import { lockingBackends, useDatabase } from "../support/db";
import type { Db } from "@/server/db/client";
import { auditLog, contactSubmissions, outbox } from "@/server/db/schema";
import type { AdminContext } from "@/server/admin/access";
import { saveReply } from "@/server/admin/operations/leads";
import { leadMail } from "@/server/admin/lead-mail";
import { site } from "@/content/site";

const ADMIN: AdminContext = { actor: "admin:owner@gatewaytech.example", email: "owner@gatewaytech.example", ip: "192.0.2.10", sessionId: 1, codeId: 7 };
const WORDS = "We need a booking site for two clinics.\n\nCan you start in March?";

async function newLead(db: Db, values: Partial<typeof contactSubmissions.$inferInsert> = {}) {
  const [row] = await db
    .insert(contactSubmissions)
    .values({ name: "Dana Reyes", email: "dana@peachtreedental.example", message: WORDS, source: "contact-page", ...values })
    .returning();
  return row;
}
const reply = (id: number, values: Record<string, string> = {}) =>
  saveReply({ id: String(id), inbox: "contact-submissions", subject: "Re: your message", replyBody: "Thanks, Dana. Yes, March works.", ...values }, ADMIN);
const stageOf = async (db: Db, id: number) => (await db.select().from(contactSubmissions).where(eq(contactSubmissions.id, id)))[0].stage;

describe.each(lockingBackends)("a reply from a lead's record on %s", (backend) => {
  let db: Db;
  beforeEach(async () => {
    db = await useDatabase(backend);
  });

  it("is queued to the lead with Reply-To the agency, the reply first and the lead's words quoted under it", async () => {
    const lead = await newLead(db);
    expect(await reply(lead.id)).toEqual({ status: "success", data: { redirectTo: `/admin/inbox/contact-submissions/${lead.id}?notice=reply-queued` } });
    const [mail] = await db.select().from(outbox).where(eq(outbox.kind, "lead-reply"));
    expect({ to: mail.toAddress, replyTo: mail.replyTo, subject: mail.subject, lead: [mail.leadTable, mail.leadId] }).toEqual({
      to: "dana@peachtreedental.example",
      replyTo: site.email,
      subject: "Re: your message",
      lead: ["contact_submissions", lead.id],
    });
    expect(mail.textBody).toMatch(
      /^Thanks, Dana\. Yes, March works\.\n[\s\S]*wrote:\n> We need a booking site for two clinics\.\n>\n> Can you start in March\?\n$/,
    );
  });

  it("is listed on the lead's record with its delivery state", async () => {
    const lead = await newLead(db);
    await reply(lead.id);
    expect((await leadMail(db, "contact-submissions", lead.id)).map((m) => [m.subject, m.state])).toContainEqual(["Re: your message", "queued"]);
  });

  it("moves a new lead to contacted, and leaves a lead further on where it is", async () => {
    const fresh = await newLead(db);
    const proposed = await newLead(db, { email: "ops@buckhead.example", stage: "proposal", valueDollars: 9000 });
    await reply(fresh.id);
    await reply(proposed.id);
    expect([await stageOf(db, fresh.id), await stageOf(db, proposed.id)]).toEqual(["contacted", "proposal"]);
  });

  it("is audited by the reply's id, never its words", async () => {
    const lead = await newLead(db);
    await reply(lead.id);
    const [entry] = await db.select().from(auditLog).where(eq(auditLog.action, "contact-submissions.reply")).orderBy(desc(auditLog.id));
    expect({ detail: entry.detail, words: JSON.stringify(entry).includes("March works") }).toEqual({
      detail: { mailId: expect.any(Number), movedToContacted: true },
      words: false,
    });
  });

  it("asks for a subject and words next to their fields, and queues nothing without them", async () => {
    const lead = await newLead(db);
    const answer = await reply(lead.id, { subject: " ", replyBody: "" });
    expect({ errors: answer.fieldErrors, queued: (await db.select().from(outbox)).length, stage: await stageOf(db, lead.id) }).toEqual({
      errors: { subject: "Give the reply a subject.", replyBody: "Write the reply first." },
      queued: 0,
      stage: "new",
    });
  });

  it("to a lead that is gone queues nothing and says so", async () => {
    expect(await reply(9999)).toEqual({ status: "success", data: { redirectTo: "/admin/inbox/contact-submissions/9999?notice=missing" } });
    expect(await db.select().from(outbox)).toEqual([]);
  });
});
