/**
 * The morning digest (issue 30): the leads new for more than a business day and the proposals with
 * no change for a week, queued once a day to the notification address, and nothing on a day with
 * nothing to say.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { lockingBackends, useDatabase } from "../support/db";
import type { Db } from "@/server/db/client";
import { contactSubmissions, outbox } from "@/server/db/schema";
import { queueMorningDigest } from "@/server/admin/digest";
import { env } from "@/server/env";

// Wednesday 2026-11-25, 8:30 AM in Atlanta.
const NOW = new Date("2026-11-25T13:30:00Z");
const at = (iso: string) => new Date(iso);

async function lead(db: Db, name: string, values: Partial<typeof contactSubmissions.$inferInsert>) {
  await db
    .insert(contactSubmissions)
    .values({ name, email: `${name.split(" ")[0].toLowerCase()}@example.com`, message: "A new site.", source: "contact-page", ...values });
}
const digests = (db: Db) => db.select().from(outbox).where(eq(outbox.kind, "lead-digest"));

describe.each(lockingBackends)("the morning digest on %s", (backend) => {
  let db: Db;
  beforeEach(async () => {
    db = await useDatabase(backend);
  });

  it("names a lead new since Monday and a proposal untouched for a week, and not a lead from Tuesday or one answered", async () => {
    await lead(db, "Monday Waiting", { createdAt: at("2026-11-23T15:00:00Z") });
    await lead(db, "Tuesday Fresh", { createdAt: at("2026-11-24T15:00:00Z") });
    await lead(db, "Monday Answered", { createdAt: at("2026-11-23T15:00:00Z"), stage: "contacted" });
    await lead(db, "Proposal Stale", { stage: "proposal", valueDollars: 9000, stageChangedAt: at("2026-11-16T15:00:00Z") });
    await lead(db, "Proposal Recent", { stage: "proposal", valueDollars: 4000, stageChangedAt: at("2026-11-22T15:00:00Z") });
    expect(await queueMorningDigest(db, NOW)).toBe(true);
    const [mail] = await digests(db);
    const named = ["Monday Waiting", "Tuesday Fresh", "Monday Answered", "Proposal Stale", "Proposal Recent"].filter((n) => mail.textBody.includes(n));
    expect({ to: mail.toAddress, subject: mail.subject, named }).toEqual({
      to: env().NOTIFY_EMAIL,
      subject: "Lead desk: 2 leads need you today",
      named: ["Monday Waiting", "Proposal Stale"],
    });
  });

  it("is queued once a day, however many times it is asked for", async () => {
    await lead(db, "Monday Waiting", { createdAt: at("2026-11-23T15:00:00Z") });
    await Promise.all([queueMorningDigest(db, NOW), queueMorningDigest(db, NOW)]);
    await queueMorningDigest(db, new Date(NOW.getTime() + 3_600_000));
    expect(await digests(db)).toHaveLength(1);
  });

  it("sends nothing when nothing waits", async () => {
    await lead(db, "Tuesday Fresh", { createdAt: at("2026-11-24T15:00:00Z") });
    expect({ queued: await queueMorningDigest(db, NOW), rows: (await digests(db)).length }).toEqual({ queued: false, rows: 0 });
  });
});
