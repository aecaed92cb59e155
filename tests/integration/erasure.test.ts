/**
 * Erasing a person (issue 30): every row under one address, in any table, goes in one step, and
 * the audit log keeps that it happened and the counts, not the address. Checked through the
 * catalog: every text and jsonb column of every table, the append-only audit log included (it
 * names visitors by reference, decision 0075), is searched for the address afterwards.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { desc, eq, sql } from "drizzle-orm";
import { lockingBackends, useDatabase } from "../support/db";
import type { Db } from "@/server/db/client";
import {
  accessRequests,
  adminPasskeys,
  auditLog,
  contactSubmissions,
  invitationCodes,
  jobApplications,
  leadNotes,
  newsletterSubscribers,
  outbox,
  partnershipApplications,
  rateLimitHits,
  signInLinks,
  verifiedSessions,
} from "@/server/db/schema";
import type { AdminContext } from "@/server/admin/access";
import { approveAccessRequest } from "@/server/admin/approval";
import { erasePerson, previewErasure } from "@/server/admin/operations/privacy";
import { emailBucket } from "@/server/gate/verify-limits";
import { linkEmailBucket, requestSignInLink } from "@/server/gate/sign-in-link";
import { verifyInvitation } from "@/server/gate/verify";
import { visitorActor } from "@/server/audit";
import { privacyPage } from "@/content/admin";

const ADMIN: AdminContext = { actor: "admin:owner@gatewaytech.example", email: "owner@gatewaytech.example", ip: "192.0.2.10", sessionId: 1, codeId: 7 };
const ERIN = "erin.cole@harborbakery.example";
const SAM = "sam.ortiz@peachtreedental.example";
const DAY = 86_400_000;

/** One person across every table that can hold an address; answers the ids of their leads. */
async function seedPerson(db: Db, email: string, name: string) {
  // The address in a landing path and a campaign tag too, as a mailing's links sometimes carry it.
  const attribution = {
    sentFrom: "/contact",
    consented: true,
    landingPath: `/offer/${email}`,
    referrerHost: "www.google.com",
    utm: { source: "google", campaign: email },
  };
  const contacts = await db
    .insert(contactSubmissions)
    .values([
      { name, email, message: `Please call me, or write to ${email}.`, source: "contact-page", attribution: attribution as never, channel: "organic-search" },
      { name, email: email.toUpperCase(), message: "A second question.", source: "home" },
    ])
    .returning();
  const [request] = await db.insert(accessRequests).values({ name, email, businessDescription: "A bakery with two shops." }).returning();
  const approved = await approveAccessRequest(db, request.id, { actor: ADMIN.actor });
  if (!approved.ok) throw new Error("the request was not approved");
  const [code] = await db.select().from(invitationCodes).where(eq(invitationCodes.email, email));
  await db.insert(verifiedSessions).values({ tokenHash: `token-${email}`, email, invitationCodeId: code.id, expiresAt: new Date(Date.now() + 30 * DAY) });
  await db.insert(signInLinks).values({ tokenHash: `link-${email}`, email, invitationCodeId: code.id, expiresAt: new Date(Date.now() + 15 * 60_000) });
  await db.insert(rateLimitHits).values({ bucket: linkEmailBucket(email) });
  await db.insert(partnershipApplications).values({ businessName: `${name} Co`, industry: "Food", name, email, description: "A referral partnership." });
  await db.insert(jobApplications).values({ positionSlug: "web-developer", positionTitle: "Web developer", name, email, coverNote: "I build sites." });
  await db.insert(newsletterSubscribers).values({ email, status: "confirmed", source: "footer" });
  await db.insert(leadNotes).values({ contactSubmissionId: contacts[0].id, body: `Called ${name}; wants a quote.`, author: ADMIN.actor });
  await db.insert(outbox).values([
    { kind: "newsletter-welcome", toAddress: email, subject: "Welcome", textBody: "Thanks for subscribing." },
    {
      kind: "contact-notification",
      toAddress: "owner@gatewaytech.example",
      replyTo: email,
      subject: `New message from ${name}`,
      textBody: `${name} <${email}> wrote: Please call me.`,
      leadTable: "contact_submissions",
      leadId: contacts[0].id,
    },
  ]);
  await db.insert(rateLimitHits).values({ bucket: emailBucket(email) });
  return { contacts, request };
}

/** Every text and jsonb column of every table (read from the catalog) holding the address, as "table.column: rows". */
async function rowsNaming(db: Db, address: string): Promise<string[]> {
  const result = await db.execute(sql`
    SELECT table_name, column_name FROM information_schema.columns
    WHERE table_schema = 'public' AND data_type IN ('text', 'character varying', 'jsonb', 'json', 'ARRAY')
    ORDER BY table_name, column_name`);
  const columns = (result as unknown as { rows: { table_name: string; column_name: string }[] }).rows;
  const found: string[] = [];
  for (const { table_name: table, column_name: column } of columns) {
    const counted = await db.execute(
      sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)} WHERE ${sql.identifier(column)}::text ILIKE ${`%${address}%`}`,
    );
    const n = (counted as unknown as { rows: { n: number }[] }).rows[0].n;
    if (n > 0) found.push(`${table}.${column}: ${n}`);
  }
  return found;
}

const erasures = (db: Db) => db.select().from(auditLog).where(eq(auditLog.action, "privacy.erase")).orderBy(desc(auditLog.id));

describe.each(lockingBackends)("erasing a person on %s", (backend) => {
  let db: Db;
  beforeEach(async () => {
    db = await useDatabase(backend);
    await seedPerson(db, ERIN, "Erin Cole");
    await seedPerson(db, SAM, "Sam Ortiz");
  });

  it("leaves no row with the address in any table, the audit log included", async () => {
    // What the gate audits of a visitor: a wrong code, and a sign-in link asked for.
    await verifyInvitation(db, { code: "WRONG-CODE-0000", email: ERIN, ip: "192.0.2.77" });
    await requestSignInLink(db, { email: ERIN, ip: "192.0.2.77" });
    expect(
      await db
        .select()
        .from(auditLog)
        .where(eq(auditLog.actor, visitorActor(ERIN))),
    ).toHaveLength(2);
    expect(await rowsNaming(db, ERIN)).not.toEqual([]);
    expect(await erasePerson({ email: ERIN }, ADMIN)).toEqual({ status: "success", data: { redirectTo: "/admin/privacy?notice=erased" } });
    expect(await rowsNaming(db, ERIN)).toEqual([]);
  });

  it("takes the address's rate-limit counts, which hold it as a hash", async () => {
    await erasePerson({ email: ERIN }, ADMIN);
    expect(
      await db
        .select()
        .from(rateLimitHits)
        .where(eq(rateLimitHits.bucket, emailBucket(ERIN))),
    ).toEqual([]);
  });

  it("revokes the code bound to the address and keeps its row, without the address", async () => {
    const [before] = await db.select().from(invitationCodes).where(eq(invitationCodes.email, ERIN));
    await erasePerson({ email: ERIN }, ADMIN);
    const [after] = await db.select().from(invitationCodes).where(eq(invitationCodes.id, before.id));
    expect(after).toMatchObject({ email: null, revokedAt: expect.any(Date) });
  });

  it("leaves another person's rows as they were", async () => {
    const before = await rowsNaming(db, SAM);
    await erasePerson({ email: ERIN }, ADMIN);
    expect(await rowsNaming(db, SAM)).toEqual(before);
  });

  it("shows what would go, kind by kind, and erases nothing doing so", async () => {
    const answer = await previewErasure({ email: ` ${ERIN.toUpperCase()} ` });
    expect(answer.data).toMatchObject({
      email: ERIN,
      contactSubmissions: "2",
      accessRequests: "1",
      partnershipApplications: "1",
      jobApplications: "1",
      newsletterSubscribers: "1",
      notes: "1",
      mail: "3",
      sessions: "1",
      invitationCodes: "1",
      signIns: "0",
      signInLinks: "1",
      rateLimits: "2",
    });
    expect(await db.select().from(contactSubmissions).where(eq(contactSubmissions.email, ERIN))).toHaveLength(1);
  });

  it("writes one audit entry with the counts, not the address", async () => {
    await erasePerson({ email: ERIN }, ADMIN);
    const [entry, ...more] = await erasures(db);
    expect(more).toEqual([]);
    expect(entry).toMatchObject({ actor: ADMIN.actor, outcome: "ok", target: null, sessionId: 1, codeId: 7 });
    expect(entry.detail).toEqual({
      counts: {
        contactSubmissions: 2,
        accessRequests: 1,
        partnershipApplications: 1,
        jobApplications: 1,
        newsletterSubscribers: 1,
        notes: 1,
        mail: 3,
        sessions: 1,
        invitationCodes: 1,
        signIns: 0,
        signInLinks: 1,
        rateLimits: 2,
      },
    });
    expect(JSON.stringify(entry).toLowerCase()).not.toContain(ERIN);
  });

  it("asks for a valid address, next to the field", async () => {
    const answer = await previewErasure({ email: "erin at harbor" });
    expect(answer.fieldErrors).toEqual({ email: "Please enter a valid email address, like name@company.com." });
  });

  it("refuses an administrator's address and erases nothing of it", async () => {
    await db.insert(adminPasskeys).values({ email: ERIN, credentialId: "cred-1", publicKey: "key", name: "Laptop" });
    const before = await rowsNaming(db, ERIN);
    for (const step of [previewErasure, erasePerson]) {
      expect((await step({ email: ERIN }, ADMIN)).fieldErrors).toEqual({ email: privacyPage.administrator });
    }
    expect(await rowsNaming(db, ERIN)).toEqual(before);
  });

  it("rolls everything back on a fault mid-way, says so plainly, and can be done again", async () => {
    const before = await rowsNaming(db, ERIN);
    await db.execute(
      sql.raw(`CREATE OR REPLACE FUNCTION erasure_test_fail() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'disk full'; END $$`),
    );
    await db.execute(sql.raw(`CREATE TRIGGER erasure_test_fail BEFORE DELETE ON job_applications FOR EACH ROW EXECUTE FUNCTION erasure_test_fail()`));
    try {
      expect(await erasePerson({ email: ERIN }, ADMIN)).toEqual({ status: "error", message: privacyPage.eraseFailed, values: { email: ERIN } });
    } finally {
      await db.execute(sql.raw(`DROP TRIGGER erasure_test_fail ON job_applications`));
      await db.execute(sql.raw(`DROP FUNCTION erasure_test_fail()`));
    }
    expect(await rowsNaming(db, ERIN)).toEqual(before);
    expect(await erasures(db)).toEqual([]);
    await erasePerson({ email: ERIN }, ADMIN);
    expect(await rowsNaming(db, ERIN)).toEqual([]);
  });
});
