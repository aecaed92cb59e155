/**
 * Seeding the blog: at server start only an empty blog gets the seed posts, so what an admin
 * deletes or renames in the console stays that way across restarts; `npm run db:seed` is the
 * explicit, idempotent "put the seed posts back" command.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { count, eq } from "drizzle-orm";
import { backends, releaseDatabase, useDatabase } from "../support/db";
import { blogPosts } from "@/server/db/schema";
import { seedPosts } from "@/content/blog-posts";
import { bootTasks } from "@/server/boot-tasks";
import { seedDatabase } from "@/server/db/seed";

const slugsOf = async (db: Awaited<ReturnType<typeof useDatabase>>) =>
  (await db.select({ slug: blogPosts.slug }).from(blogPosts).orderBy(blogPosts.slug)).map((r) => r.slug);

const startSeed = () => bootTasks.find((t) => t.name === "seed")!.run();

describe.each(backends)("blog seeding on %s", (backend) => {
  afterAll(releaseDatabase);

  it("seeds an empty blog at start, and leaves deleted and renamed posts alone on the next start", async () => {
    const db = await useDatabase(backend);
    await startSeed();
    const all = seedPosts.map((p) => p.slug).sort();
    expect(await slugsOf(db)).toEqual(all);

    // What an admin does in the console: delete one seed post, change another's slug.
    const [deleted, renamed] = [seedPosts[1].slug, seedPosts[2].slug];
    await db.delete(blogPosts).where(eq(blogPosts.slug, deleted));
    await db.update(blogPosts).set({ slug: `${renamed}-updated`, modifiedDate: new Date() }).where(eq(blogPosts.slug, renamed));

    await startSeed(); // a restart
    const after = await slugsOf(db);
    expect(after).not.toContain(deleted);
    expect(after).not.toContain(renamed);
    expect(after).toContain(`${renamed}-updated`);
    expect(after).toHaveLength(all.length - 1);
  });

  it("db:seed puts missing seed posts back by slug, keeps console edits, and is idempotent", async () => {
    const db = await useDatabase(backend);
    await seedDatabase({ atStart: true });
    const [deleted, edited] = [seedPosts[3].slug, seedPosts[4].slug];
    await db.delete(blogPosts).where(eq(blogPosts.slug, deleted));
    await db.update(blogPosts).set({ title: "Edited in the console", modifiedDate: new Date() }).where(eq(blogPosts.slug, edited));

    expect(await seedDatabase()).toMatchObject({ "blog-posts": 1 });
    expect(await slugsOf(db)).toContain(deleted);
    const [kept] = await db.select({ title: blogPosts.title }).from(blogPosts).where(eq(blogPosts.slug, edited));
    expect(kept.title).toBe("Edited in the console");

    expect(await seedDatabase()).toEqual({ "blog-posts": 0, "search-documents": 0 });
    const [{ n }] = await db.select({ n: count() }).from(blogPosts);
    expect(n).toBe(seedPosts.length);
  });
});

describe("npm run db:seed", () => {
  it("says that it puts the seed posts back, and writes nothing the second time", () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "gte-seed-cli-"));
    const run = () =>
      spawnSync(process.execPath, ["node_modules/tsx/dist/cli.mjs", "--conditions=react-server", "scripts/db-seed.ts"], {
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", LOG_LEVEL: "silent" },
        encoding: "utf8",
        timeout: 90_000,
      });
    const first = run();
    expect(first.status, first.stderr).toBe(0);
    expect(first.stdout).toContain(`Blog: ${seedPosts.length} seed posts put back or updated.`);
    expect(first.stdout).toMatch(/puts missing seed posts back, matched by slug/);
    expect(first.stdout).toMatch(/A server start seeds the blog only when it is empty/);
    const second = run();
    expect(second.status, second.stderr).toBe(0);
    expect(second.stdout).toContain("Blog: 0 seed posts put back or updated.");
    expect(second.stdout).toContain("Search index: 0 pages added, updated or removed.");
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
});
