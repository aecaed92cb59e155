import path from "node:path";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/pglite";
import { describe, expect, it } from "vitest";
import type { Db } from "@/server/db/client";
import { openEmbedded } from "@/server/db/embedded";
import { migrateEmbedded } from "@/server/db/migrate";
import { insertManyPosts } from "../support/many-posts";
import { hasBuild, startServer, tempDataDir } from "./support";

/**
 * The embedded database runs in a thread of its own (decision 0058): while one request keeps it
 * busy, the server's thread still answers what needs no database.
 */

/** Posts each of which a search marks up at length: the page of results costs the database a second or more. */
async function blogOfLongPosts(dataDir: string) {
  const client = await openEmbedded(path.join(dataDir, "pglite"));
  try {
    const db = drizzle(client);
    await migrateEmbedded(db);
    await insertManyPosts(db as unknown as Db, 10, {
      prefix: "logbook",
      content: sql`repeat('<p>Day ' || g || ': the lighthouse keeper wrote about harbours, storms and the ships that passed.</p>', 12000)`,
    });
  } finally {
    await client.close();
  }
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(!hasBuild)("the embedded database off the server's thread", () => {
  it("answers a page from memory again and again while a search holds the database", async () => {
    const dataDir = tempDataDir();
    await blogOfLongPosts(dataDir);
    const server = await startServer({ DATA_DIR: dataDir });
    try {
      let searching = true;
      const search = fetch(`${server.url}/search?q=lighthouse`).then(async (r) => {
        await r.text();
        searching = false;
        return r.status;
      });
      // One after another, a tenth of a second apart: on the server's thread the database let
      // one or two through, before and after the search's long query.
      let whileSearching = 0;
      while (searching) {
        const about = await fetch(`${server.url}/about`);
        await about.text();
        if (searching && about.ok) whileSearching++;
        await pause(100);
      }
      expect([await search, whileSearching >= 5]).toEqual([200, true]);
    } finally {
      await server.stop();
    }
  });
});
