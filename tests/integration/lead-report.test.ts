/**
 * The lead report (decision 0072): leads, proposals, won count and value per channel, landing
 * page, campaign and month over a range of the agency's days, beside the visits counted then.
 */
import { describe, expect, it } from "vitest";
import { eq, isNull, sql } from "drizzle-orm";
import { lockingBackends, useDatabase } from "../support/db";
import type { Db } from "@/server/db/client";
import { accessRequests, contactSubmissions, newsletterSubscribers, pageViews } from "@/server/db/schema";
import type { Channel } from "@/lib/attribution";
import { leadReport } from "@/server/admin/report";
import { ANONYMOUS, type Viewer } from "@/server/gate/visitor";
import { GET as exportEndpoint } from "@/pages/admin/export/[name]";
import { actionContext } from "../support/actions";

const ADMIN: Viewer = { verified: true, admin: true, role: "admin", email: "owner@gatewaytech.example", sessionId: 1, codeId: 7, verifiedAt: new Date() };

const download = (query: string, viewer: Viewer = ADMIN) =>
  exportEndpoint({
    ...actionContext({ viewer }),
    url: new URL(`http://127.0.0.1/admin/export/report.csv?${query}`),
    params: { name: "report.csv" },
  } as unknown as Parameters<typeof exportEndpoint>[0]) as Promise<Response>;

const fall = {
  sentFrom: "/contact",
  consented: true,
  landingPath: "/web-design-atlanta",
  utm: { source: "newsletter", medium: "email", campaign: "fall-2026" },
};

async function seed(db: Db) {
  const contact = (createdAt: string, channel: Channel | null, extra: Partial<typeof contactSubmissions.$inferInsert> = {}) => ({
    name: "Dana Reyes",
    email: "dana@example.com",
    message: "We need a new site.",
    source: "contact-page" as const,
    createdAt: new Date(createdAt),
    channel,
    ...extra,
  });
  await db.insert(contactSubmissions).values([
    contact("2026-11-10T15:00:00Z", "email", { attribution: fall, stage: "won", valueDollars: 18500 }),
    contact("2026-11-11T15:00:00Z", "email", { attribution: fall, stage: "proposal", valueDollars: 4000 }),
    contact("2026-11-12T15:00:00Z", "email", { attribution: fall, stage: "lost", valueDollars: 9000 }),
    contact("2026-11-12T16:00:00Z", "organic-search", { attribution: { sentFrom: "/contact", consented: true, landingPath: "/seo-atlanta" }, stage: "lost" }),
    contact("2026-11-13T16:00:00Z", null),
    // 23:59 Eastern on November 30: the range's last day. 00:00 on December 1 is outside it.
    contact("2026-12-01T04:59:00Z", "direct", { attribution: { sentFrom: "/", consented: true, landingPath: "/" } }),
    contact("2026-12-01T05:00:00Z", "direct", { stage: "won", valueDollars: 99999 }),
    // 23:59 Eastern on October 31: the day before the range.
    contact("2026-11-01T03:59:00Z", "email", { attribution: fall, stage: "won", valueDollars: 70000 }),
  ]);
  await db.insert(accessRequests).values([
    // 00:00 Eastern on November 1, the range's first moment.
    {
      name: "Priya Shah",
      email: "priya@example.com",
      businessDescription: "Bakery",
      channel: "email",
      attribution: fall,
      submittedAt: new Date("2026-11-01T04:00:00Z"),
      stage: "won",
      valueDollars: 2500,
    },
  ]);
  await db.insert(newsletterSubscribers).values([{ email: "reader@example.com", channel: "organic-search", createdAt: new Date("2026-10-20T12:00:00Z") }]);
  await db.insert(pageViews).values([
    { day: "2026-11-05", path: "/web-design-atlanta", channel: "email", views: 40 },
    { day: "2026-11-06", path: "/seo-atlanta", channel: "organic-search", views: 200 },
    { day: "2026-11-06", path: "/seo-atlanta", channel: "within-visit", views: 900 },
    { day: "2026-12-01", path: "/web-design-atlanta", channel: "email", views: 1000 },
    { day: "2026-10-31", path: "/web-design-atlanta", channel: "email", views: 1000 },
  ]);
}

const NOVEMBER = { from: "2026-11-01", to: "2026-11-30" };

describe.each(lockingBackends)("lead report (%s)", (backend) => {
  it("counts leads, proposals, won count and won value per channel, with visits and their entry channel", async () => {
    const db = await useDatabase(backend);
    await seed(db);
    const report = await leadReport(db, NOVEMBER);
    expect(report.rows.channel).toEqual([
      { key: "direct", leads: 1, proposals: 0, won: 0, wonValue: 0, entries: 0 },
      { key: "organic-search", leads: 1, proposals: 0, won: 0, wonValue: 0, entries: 200 },
      { key: "email", leads: 4, proposals: 4, won: 2, wonValue: 21000, entries: 40 },
      { key: null, leads: 1, proposals: 0, won: 0, wonValue: 0, entries: 0 },
    ]);
  });

  it("groups by landing page and by campaign, pages with visits and no lead included", async () => {
    const db = await useDatabase(backend);
    await seed(db);
    const { rows } = await leadReport(db, NOVEMBER);
    expect(rows.landing).toEqual([
      { key: "/web-design-atlanta", leads: 4, proposals: 4, won: 2, wonValue: 21000, entries: 40 },
      { key: "/seo-atlanta", leads: 1, proposals: 0, won: 0, wonValue: 0, entries: 200 },
      { key: "/", leads: 1, proposals: 0, won: 0, wonValue: 0, entries: 0 },
      { key: null, leads: 1, proposals: 0, won: 0, wonValue: 0, entries: 0 },
    ]);
    expect(rows.campaign).toEqual([
      { key: "fall-2026", leads: 4, proposals: 4, won: 2, wonValue: 21000, entries: null },
      { key: null, leads: 3, proposals: 0, won: 0, wonValue: 0, entries: null },
    ]);
  });

  it("groups by the agency's month, each month of the range listed, empty ones with zeros", async () => {
    const db = await useDatabase(backend);
    await seed(db);
    const { rows } = await leadReport(db, { from: "2026-10-15", to: "2026-12-01" });
    expect(rows.month).toEqual([
      { key: "2026-10", leads: 2, proposals: 1, won: 1, wonValue: 70000, entries: 1000 },
      { key: "2026-11", leads: 7, proposals: 4, won: 2, wonValue: 21000, entries: 240 },
      { key: "2026-12", leads: 1, proposals: 1, won: 1, wonValue: 99999, entries: 1000 },
    ]);
  });

  it("follows a lead's stage and value, and a lead's erasure, the moment they are written", async () => {
    const db = await useDatabase(backend);
    await seed(db);
    await db.update(contactSubmissions).set({ stage: "won", valueDollars: 1200 }).where(eq(contactSubmissions.channel, "organic-search"));
    await db.delete(contactSubmissions).where(eq(contactSubmissions.valueDollars, 4000));
    const { rows } = await leadReport(db, NOVEMBER);
    expect(rows.channel.filter((r) => r.key === "organic-search" || r.key === "email")).toEqual([
      { key: "organic-search", leads: 1, proposals: 1, won: 1, wonValue: 1200, entries: 200 },
      { key: "email", leads: 3, proposals: 3, won: 2, wonValue: 21000, entries: 40 },
    ]);
  });

  it("keeps the same counts a recount from the leads gives, after every kind of write", async () => {
    const db = await useDatabase(backend);
    await seed(db);
    await db.update(contactSubmissions).set({ stage: "proposal", valueDollars: 800 }).where(isNull(contactSubmissions.channel));
    await db.update(accessRequests).set({ stage: "lost", lostReason: "Chose another agency" });
    await db.delete(newsletterSubscribers);
    const kept = async () => ((await db.execute(sql`select * from lead_day_counts order by day, breakdown, key`)) as unknown as { rows: unknown[] }).rows;
    const before = await kept();
    await db.execute(sql`select lead_day_counts_rebuild()`);
    expect(before).toEqual(await kept());
  });

  it("a range with neither leads nor visits has no rows", async () => {
    const db = await useDatabase(backend);
    await seed(db);
    const { rows } = await leadReport(db, { from: "2025-01-01", to: "2025-03-31" });
    expect(rows).toEqual({ channel: [], landing: [], campaign: [], month: [] });
  });

  it("downloads as CSV for the chosen days: one line per group under its breakdown, figures as numbers", async () => {
    const db = await useDatabase(backend);
    await seed(db);
    const res = await download("range=custom&from=2026-11-01&to=2026-11-30");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toBe('attachment; filename="report-2026-11-01-to-2026-11-30.csv"');
    expect(res.headers.get("cache-control")).toContain("no-store");
    const lines = new TextDecoder("utf-8", { ignoreBOM: true }).decode(await res.arrayBuffer()).split("\r\n");
    expect(lines[0]).toBe("\uFEFFBreakdown,Group,Code,Leads,Reached proposal,Won,Won value (USD),Visits,Leads per visit");
    expect(lines).toContain("Channel,E-mail,email,4,4,2,21000,40,0.1");
    expect(lines).toContain("Campaign,fall-2026,fall-2026,4,4,2,21000,,");
    expect(lines).toContain("Month,November 2026,2026-11,7,4,2,21000,240,0.0292");
  });

  it("refuses report dates the page would refuse, and answers anyone but an administrator 404", async () => {
    await useDatabase(backend);
    expect((await download("range=custom&from=2026-11-30&to=2026-11-01")).status).toBe(400);
    expect((await download("range=30", ANONYMOUS)).status).toBe(404);
  });
});
