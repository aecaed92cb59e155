import path from "node:path";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { databaseSocketPath } from "@/server/db/embedded-thread";
import { hasBuild, startServer, tempDataDir } from "./support";

/**
 * The embedded database runs in a thread of its own (decision 0058): while a long query keeps it
 * busy, the server's thread still answers what needs no database. The query comes through the
 * database's socket, as the server's own do, and is a fixed amount of work (seconds here), so
 * the database is busy for as long on any machine this runs on, whatever the site's queries cost.
 */

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(!hasBuild)("the embedded database off the server's thread", () => {
  it("answers a page from memory again and again while a long query holds the database", async () => {
    const dataDir = tempDataDir();
    const server = await startServer({ DATA_DIR: dataDir });
    const client = new pg.Client({ host: path.dirname(databaseSocketPath(dataDir)), user: "postgres", database: "postgres" });
    try {
      await client.connect();
      let holding = true;
      const started = Date.now();
      const hold = client.query("select count(*) from generate_series(1, 15000000)").then(() => {
        holding = false;
        return Date.now() - started;
      });
      // Awaited below; should a request fail first, closing the client ends the query with an
      // error that belongs to no test.
      hold.catch(() => undefined);
      // One after another, a tenth of a second apart. With the database on the server's thread,
      // none would answer until the query ended.
      let whileHolding = 0;
      while (holding) {
        const about = await fetch(`${server.url}/about`);
        await about.text();
        if (holding && about.ok) whileHolding++;
        await pause(100);
      }
      const heldMs = await hold;
      expect(heldMs, "the query held the database for at least a second").toBeGreaterThan(1000);
      expect(whileHolding).toBeGreaterThanOrEqual(Math.floor(heldMs / 200));
    } finally {
      await client.end().catch(() => {});
      await server.stop();
    }
  });
});
