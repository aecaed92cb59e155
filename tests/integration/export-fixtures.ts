/** A small, fixed set of leads whose CSV export is known byte for byte (tests/integration/export.test.ts). */
import type { Db } from "@/server/db/client";
import { accessRequests, contactSubmissions, newsletterSubscribers } from "@/server/db/schema";

const at = (iso: string) => new Date(iso);

export async function insertExportFixtures(db: Db) {
  await db.insert(contactSubmissions).values([
    {
      name: '=HYPERLINK("http://evil.example","Click")',
      email: "attacker@example.com",
      message: "plain",
      source: "home",
      phone: "+1 404 555 0142",
      createdAt: at("2026-03-02T09:15:00.000Z"),
    },
    {
      name: "Ana, López",
      email: "ana@example.com",
      message: 'Line one\nShe said "quote"\r\n@SUM(A1)',
      source: "contact-page",
      company: "-Acme",
      servicesInterested: "Web Design & Development",
      projectBudget: "10k-25k",
      // A code no list holds any more (an old row): written as it is.
      timeline: "1-3 months",
      stage: "proposal",
      valueDollars: 18500,
      stageChangedAt: at("2026-03-05T14:00:00.000Z"),
      createdAt: at("2026-03-04T17:40:12.345Z"),
    },
    // The same moment as the one before: the newer id comes first.
    { name: "Dana Reyes", email: "dana@example.com", message: "\tTabbed", source: "api", createdAt: at("2026-03-04T17:40:12.345Z") },
  ]);
  await db.insert(accessRequests).values([
    {
      name: "Marcus Bell",
      email: "marcus@bellhvac.example",
      company: "Bell HVAC",
      businessDescription: "Heating and cooling in Decatur, 14 technicians.",
      status: "approved",
      submittedAt: at("2026-02-10T12:00:00.000Z"),
      decidedAt: at("2026-02-11T08:30:00.000Z"),
      decidedBy: "admin:owner@gatewaytech.example",
    },
    { name: "Priya Shah", email: "priya@example.com", businessDescription: "+ bakery", submittedAt: at("2026-02-12T12:00:00.000Z") },
  ]);
  await db.insert(newsletterSubscribers).values([
    {
      email: "reader@example.com",
      status: "confirmed",
      source: "blog",
      createdAt: at("2026-01-05T10:00:00.000Z"),
      confirmedAt: at("2026-01-05T10:05:00.000Z"),
    },
  ]);
}
