/**
 * Migrations that change what a database with leads holds: the move to lead stages (drizzle/0015
 * to 0017, decision 0069), where handled leads become contacted, new ones stay new, and the stage
 * counts start from the rows there are; and the lead report's day counts (0021, decision 0076),
 * which start from the leads there are.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import type { PGlite } from "@electric-sql/pglite";
import { openEmbedded } from "@/server/db/embedded";

/** The committed migrations up to `tag` (the journal cut there), in a folder of their own. */
function migrationsUpTo(tag: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "gte-migrations-"));
  fs.cpSync("drizzle", dir, { recursive: true });
  const journalPath = path.join(dir, "meta", "_journal.json");
  const journal = JSON.parse(fs.readFileSync(journalPath, "utf8")) as { entries: { tag: string }[] };
  journal.entries = journal.entries.slice(0, journal.entries.findIndex((e) => e.tag === tag) + 1);
  fs.writeFileSync(journalPath, JSON.stringify(journal));
  return dir;
}

describe("the migration to lead stages", () => {
  let client: PGlite | undefined;
  const folders: string[] = [];
  afterAll(async () => {
    await client?.close();
    for (const dir of folders) fs.rmSync(dir, { recursive: true, force: true });
  });

  it("turns handled leads into contacted ones, keeps new ones new, and counts them by stage", async () => {
    client = await openEmbedded("memory://");
    const db = drizzle(client);
    const before = migrationsUpTo("0014_outbox_lead_mail");
    folders.push(before);
    await migrate(db, { migrationsFolder: before });
    await client.exec(`
      insert into contact_submissions (name, email, message, source, status) values
        ('A', 'a@example.com', 'Hi', 'home', 'handled'), ('B', 'b@example.com', 'Hi', 'home', 'new'), ('C', 'c@example.com', 'Hi', 'home', 'handled');
      insert into partnership_applications (business_name, industry, name, email, description, status) values ('P', 'Retail', 'P', 'p@example.com', 'Shop', 'handled');
      insert into job_applications (position_slug, position_title, name, email, cover_note, status) values ('dev', 'Developer', 'J', 'j@example.com', 'Hi', 'new');`);
    await migrate(db, { migrationsFolder: "drizzle" });

    const stages = await client.query<{ t: string; stage: string; changed: string | null }>(`
      select 'contact' as t, stage, stage_changed_at::text as changed from contact_submissions
      union all select 'partnership', stage, stage_changed_at::text from partnership_applications
      union all select 'job', stage, stage_changed_at::text from job_applications order by 1, 2`);
    expect(stages.rows).toEqual([
      { t: "contact", stage: "contacted", changed: null },
      { t: "contact", stage: "contacted", changed: null },
      { t: "contact", stage: "new", changed: null },
      { t: "job", stage: "new", changed: null },
      { t: "partnership", stage: "contacted", changed: null },
    ]);
    const counts = await client.query<{ list: string; key: string; n: number }>(
      `select list, key, n from list_counts where list like '%applications%' or list like 'contact%' order by list, key`,
    );
    expect(counts.rows).toEqual([
      { list: "contact_submissions:stage", key: "contacted", n: 2 },
      { list: "contact_submissions:stage", key: "new", n: 1 },
      { list: "job_applications:stage", key: "new", n: 1 },
      { list: "partnership_applications:stage", key: "contacted", n: 1 },
    ]);
  });

  it("starts the lead report's day counts from the leads already there", async () => {
    const memory = await openEmbedded("memory://");
    const db = drizzle(memory);
    const before = migrationsUpTo("0020_lead_channel_index");
    folders.push(before);
    await migrate(db, { migrationsFolder: before });
    await memory.exec(`
      insert into contact_submissions (name, email, message, source, channel, attribution, stage, value_dollars, created_at) values
        ('A', 'a@example.com', 'Hi', 'home', 'email', '{"sentFrom":"/","consented":true,"utm":{"campaign":"fall"}}', 'won', 5000, '2026-11-02T03:30:00Z'),
        ('B', 'b@example.com', 'Hi', 'home', null, null, 'new', null, '2026-11-02T15:00:00Z');
      insert into newsletter_subscribers (email, channel, created_at) values ('c@example.com', 'email', '2026-11-02T15:00:00Z');`);
    await migrate(db, { migrationsFolder: "drizzle" });
    const counts = await memory.query(`select day, breakdown, key, leads, proposals, won, won_value::int as "wonValue" from lead_day_counts order by 1, 2, 3`);
    await memory.close();
    expect(counts.rows).toEqual([
      { day: "2026-11-01", breakdown: "campaign", key: "fall", leads: 1, proposals: 1, won: 1, wonValue: 5000 },
      { day: "2026-11-01", breakdown: "channel", key: "email", leads: 1, proposals: 1, won: 1, wonValue: 5000 },
      { day: "2026-11-01", breakdown: "landing", key: null, leads: 1, proposals: 1, won: 1, wonValue: 5000 },
      { day: "2026-11-02", breakdown: "campaign", key: null, leads: 2, proposals: 0, won: 0, wonValue: 0 },
      { day: "2026-11-02", breakdown: "channel", key: "email", leads: 1, proposals: 0, won: 0, wonValue: 0 },
      { day: "2026-11-02", breakdown: "channel", key: null, leads: 1, proposals: 0, won: 0, wonValue: 0 },
      { day: "2026-11-02", breakdown: "landing", key: null, leads: 2, proposals: 0, won: 0, wonValue: 0 },
    ]);
  });
});
