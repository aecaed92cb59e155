/**
 * Seeding the blog: at server start only an empty blog gets the seed posts, so what an admin
 * deletes or renames in the console stays that way across restarts; `npm run db:seed` is the
 * explicit, idempotent "put the seed posts back" command (the command itself, as a process:
 * tests/system/db-seed-cli.test.ts).
 */
import { describe, expect, it } from "vitest";
import { count, eq } from "drizzle-orm";
import { useDatabase } from "../support/db";
import { blogPosts } from "@/server/db/schema";
import { seedPosts } from "@/content/blog-posts";
import { bootTasks } from "@/server/boot-tasks";
import { seedDatabase } from "@/server/db/seed";

const slugsOf = async (db: Awaited<ReturnType<typeof useDatabase>>) =>
  (await db.select({ slug: blogPosts.slug }).from(blogPosts).orderBy(blogPosts.slug)).map((r) => r.slug);

const startSeed = () => bootTasks.find((t) => t.name === "seed")!.run();

describe("blog seeding", () => {
  it("seeds an empty blog at start, and leaves deleted and renamed posts alone on the next start", async () => {
    const db = await useDatabase();
    await startSeed();
    const all = seedPosts.map((p) => p.slug).sort();
    expect(await slugsOf(db)).toEqual(all);

    // What an admin does in the console: delete one seed post, change another's slug.
    const [deleted, renamed] = [seedPosts[1].slug, seedPosts[2].slug];
    await db.delete(blogPosts).where(eq(blogPosts.slug, deleted));
    await db
      .update(blogPosts)
      .set({ slug: `${renamed}-updated`, modifiedDate: new Date() })
      .where(eq(blogPosts.slug, renamed));

    await startSeed(); // a restart
    const after = await slugsOf(db);
    expect(after).not.toContain(deleted);
    expect(after).not.toContain(renamed);
    expect(after).toContain(`${renamed}-updated`);
    expect(after).toHaveLength(all.length - 1);
  });

  it("db:seed puts missing seed posts back by slug, keeps console edits, and is idempotent", async () => {
    const db = await useDatabase();
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
