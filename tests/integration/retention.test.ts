import { beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { lockingBackends, useDatabase } from "../support/db";
import type { Db } from "@/server/db/client";
import {
  accessRequests,
  adminRecoveryCodes,
  adminSignIns,
  invitationCodes,
  signInLinks,
  auditLog,
  consentRecords,
  contactSubmissions,
  jobApplications,
  outbox,
  partnershipApplications,
  passkeyChallenges,
  verifiedSessions,
} from "@/server/db/schema";
import { periodMs, retention } from "@/content/retention";
import { CONSENT_MAX_AGE_SECONDS } from "@/lib/consent";
import { applyRetention } from "@/server/retention";

// The privacy policy's periods, kept (ASVS 14.2.4): the daily pass is run at a chosen `now`, with
// one record of each kind just past its period and one just inside it.

// Today: the audit log's trigger judges a row's age by the database's clock, so "past its
// period" must be true by that clock too.
const NOW = new Date();
const DAY = 86_400_000;
const ago = (ms: number) => new Date(NOW.getTime() - ms);
const past = (ms: number) => ago(ms + DAY);
const inside = (ms: number) => ago(ms - DAY);

describe.each(lockingBackends)("the retention pass on %s", (backend) => {
  let db: Db;
  beforeAll(async () => {
    db = await useDatabase(backend);
  });

  it("deletes each kind of record once its period is over, and keeps the rest", async () => {
    const inquiries = periodMs(retention.inquiries);
    const person = { name: "Dana Reyes", email: "dana@example.com" };
    await db
      .insert(contactSubmissions)
      .values([past(inquiries), inside(inquiries)].map((createdAt) => ({ ...person, message: "A new site", source: "home" as const, createdAt })));
    await db.insert(accessRequests).values([
      { ...person, businessDescription: "Old, undecided", submittedAt: past(inquiries) },
      // Submitted long ago, but decided recently: the last contact counts.
      { ...person, businessDescription: "Old, decided lately", submittedAt: past(inquiries), decidedAt: inside(inquiries), status: "rejected" as const },
    ]);
    await db.insert(partnershipApplications).values(
      [past(inquiries), inside(inquiries)].map((createdAt) => ({
        ...person,
        businessName: "Peachtree Co",
        industry: "Retail",
        description: "Equity partnership",
        createdAt,
      })),
    );
    const jobs = periodMs(retention.jobApplications);
    await db.insert(jobApplications).values(
      [past(jobs), inside(jobs)].map((createdAt) => ({
        ...person,
        positionSlug: "web-developer",
        positionTitle: "Web Developer",
        coverNote: "Hello",
        createdAt,
      })),
    );
    const audits = periodMs(retention.auditLog);
    await db.insert(auditLog).values([past(audits), inside(audits)].map((createdAt) => ({ actor: "system", action: "test.retention", createdAt })));
    const consent = CONSENT_MAX_AGE_SECONDS * 1000 + periodMs(retention.consentRecords);
    await db.insert(consentRecords).values(
      [past(consent), inside(consent)].map((recordedAt) => ({
        subjectId: "s",
        policyVersion: "2025-01-15",
        analytics: false,
        marketing: false,
        functional: false,
        recordedAt,
      })),
    );
    // OUTBOX_KEEP_DAYS, unset: 90 days for a sent copy (tests/integration/outbox-pruning.test.ts sets it).
    const mail = 90 * DAY;
    await db.insert(outbox).values([
      { kind: "contact-notification", toAddress: "leads@example.com", subject: "Old, sent", textBody: "A new site", sentAt: past(mail) },
      // Given up on: kept for a retry in the console until the inquiries' period is over.
      { kind: "contact-notification", toAddress: "leads@example.com", subject: "Old, parked", textBody: "A new site", failedAt: past(mail) },
      {
        kind: "contact-notification",
        toAddress: "leads@example.com",
        subject: "Parked past the inquiries' period",
        textBody: "A new site",
        failedAt: past(inquiries),
      },
      { kind: "contact-notification", toAddress: "leads@example.com", subject: "Recent, sent", textBody: "A new site", sentAt: inside(mail) },
      // Never sent: still waiting for SMTP, whatever its age.
      { kind: "contact-notification", toAddress: "leads@example.com", subject: "Old, queued", textBody: "A new site", createdAt: past(mail) },
    ]);

    const report = await applyRetention(db, NOW);
    expect(report).toEqual({
      contactSubmissions: 1,
      accessRequests: 1,
      partnershipApplications: 1,
      jobApplications: 1,
      consentRecords: 1,
      sentMail: 1,
      parkedMail: 1,
      adminSignIns: 0,
      passkeyChallenges: 0,
      signInLinks: 0,
      recoveryCodes: 0,
      endedSessions: 0,
      auditLog: 1,
    });
    expect((await db.select().from(accessRequests)).map((r) => r.businessDescription)).toEqual(["Old, decided lately"]);
    expect((await db.select().from(outbox)).map((m) => m.subject).sort()).toEqual(["Old, parked", "Old, queued", "Recent, sent"]);
    for (const table of [contactSubmissions, partnershipApplications, jobApplications, consentRecords]) expect(await db.select().from(table)).toHaveLength(1);
    expect(await db.select().from(auditLog)).toHaveLength(1);

    // A second pass, or another server's, finds nothing more.
    expect(Object.values(await applyRetention(db, NOW)).every((n) => n === 0)).toBe(true);
  });

  it("deletes an administrator's sign-in steps, console challenges and recovery codes a day after they expire or are used, and keeps live ones", async () => {
    const steps = periodMs(retention.signInSteps);
    const stale = past(steps);
    const live = new Date(NOW.getTime() + 10 * 60_000);
    await db.insert(adminSignIns).values([
      { tokenHash: "stale-step", email: "owner@example.com", expiresAt: stale },
      { tokenHash: "live-step", email: "owner@example.com", expiresAt: live },
    ]);
    const [session] = await db
      .insert(verifiedSessions)
      .values({ tokenHash: "retention-admin", email: "owner@example.com", role: "admin", expiresAt: live })
      .returning({ id: verifiedSessions.id });
    await db.insert(passkeyChallenges).values([
      { sessionId: session!.id, challenge: "stale", expiresAt: stale },
      { sessionId: session!.id, challenge: "live", expiresAt: live },
    ]);
    await db.insert(adminRecoveryCodes).values([
      { codeHash: "expired", email: "owner@example.com", expiresAt: stale },
      { codeHash: "used", email: "owner@example.com", expiresAt: live, usedAt: stale },
      { codeHash: "waiting", email: "owner@example.com", expiresAt: live },
    ]);

    const report = await applyRetention(db, NOW);
    expect([report.adminSignIns, report.passkeyChallenges, report.recoveryCodes]).toEqual([1, 1, 2]);
    expect([
      (await db.select().from(adminSignIns)).map((r) => r.tokenHash),
      (await db.select().from(passkeyChallenges)).map((r) => r.challenge),
      (await db.select().from(adminRecoveryCodes)).map((r) => r.codeHash),
    ]).toEqual([["live-step"], ["live"], ["waiting"]]);
  });

  it("deletes a client's e-mailed sign-in links a day after they expire, and keeps live ones", async () => {
    const stale = past(periodMs(retention.signInSteps));
    const [code] = await db
      .insert(invitationCodes)
      .values({ codeHash: "retention-link-code", email: "client@example.com" })
      .returning({ id: invitationCodes.id });
    const link = (tokenHash: string, expiresAt: Date) => ({ tokenHash, email: "client@example.com", invitationCodeId: code!.id, expiresAt });
    await db.insert(signInLinks).values([link("stale-link", stale), link("live-link", new Date(NOW.getTime() + 10 * 60_000))]);
    expect((await applyRetention(db, NOW)).signInLinks).toBe(1);
    expect((await db.select().from(signInLinks)).map((r) => r.tokenHash)).toEqual(["live-link"]);
  });

  it("deletes a session's record once it has been over for its period, whether it expired or was revoked, and keeps live and recent ones", async () => {
    const ended = periodMs(retention.endedSessions);
    const later = new Date(NOW.getTime() + 10 * DAY);
    const session = (tokenHash: string, expiresAt: Date, revokedAt: Date | null = null) => ({ tokenHash, email: "client@example.com", expiresAt, revokedAt });
    await db.insert(verifiedSessions).values([
      session("expired-long-ago", past(ended)),
      session("expired-lately", inside(ended)),
      // Revoked long ago, before it would have expired (within the period).
      session("revoked-long-ago", inside(ended), past(ended)),
      session("revoked-lately", later, inside(ended)),
      session("live", later),
    ]);

    await applyRetention(db, NOW);
    const kept = await db.select({ t: verifiedSessions.tokenHash }).from(verifiedSessions).where(eq(verifiedSessions.email, "client@example.com"));
    expect(kept.map((r) => r.t).sort()).toEqual(["expired-lately", "live", "revoked-lately"]);
  });
});
