/**
 * `npm run db:seed` as a process, on the embedded database that DATA_DIR names: it puts every seed
 * post back and says how many, and a second run writes nothing. (What seeding does to a blog an
 * admin has edited: tests/integration/blog-seed.test.ts.) Needs no production build.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { describe, expect, it } from "vitest";
import { seedPosts } from "@/content/blog-posts";
import { lockPath } from "@/server/db/lock";

const root = path.resolve(__dirname, "../..");

/** The numbers the command reports, by the label of each line. */
function reported(stdout: string) {
  const number = (label: string) => Number(new RegExp(`^${label}: (\\d+)`, "m").exec(stdout)?.[1]);
  return { posts: number("Blog"), searchDocuments: number("Search index") };
}

describe("npm run db:seed", () => {
  it("puts the seed posts into the DATA_DIR database, and writes nothing the second time", { timeout: 180_000 }, async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "gte-seed-cli-"));
    const run = () =>
      spawnSync(process.execPath, [path.join(root, "node_modules/tsx/dist/cli.mjs"), "scripts/db-seed.ts"], {
        cwd: root,
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", LOG_LEVEL: "silent" },
        encoding: "utf8",
        timeout: 90_000,
      });
    try {
      const first = run();
      expect(first.status, first.stderr).toBe(0);
      expect(reported(first.stdout).posts).toBe(seedPosts.length);
      expect(reported(first.stdout).searchDocuments).toBeGreaterThan(0);
      // The command let go of the directory, and the posts are in it.
      expect(fs.existsSync(lockPath(dataDir))).toBe(false);
      const db = await PGlite.create(path.join(dataDir, "pglite"));
      try {
        const { rows } = await db.query<{ slug: string }>("select slug from blog_posts");
        expect(rows.map((r) => r.slug).sort()).toEqual(seedPosts.map((p) => p.slug).sort());
      } finally {
        await db.close();
      }

      const second = run();
      expect(second.status, second.stderr).toBe(0);
      expect(reported(second.stdout)).toEqual({ posts: 0, searchDocuments: 0 });
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
