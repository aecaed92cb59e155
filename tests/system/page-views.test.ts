import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freshPostgresDatabase, hasBuild, postJson, postgresUrl, startServer, type RunningServer } from "./support";

/**
 * Page views counted by two app servers on one PostgreSQL, as behind the deploy/ nginx
 * configuration (which passes /api to the app servers): each server adds what it counted, so the
 * day's count is the sum; a server that stops adds what it held first (decision 0071).
 */
const PERSON = "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";
const CRAWLER = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
const ENTRY = { path: "/web-design-atlanta", entry: { landingPath: "/web-design-atlanta", utm: { source: "newsletter", medium: "email", campaign: "fall" } } };

describe.skipIf(!hasBuild || !postgresUrl)("page views on two app servers", () => {
  let a: RunningServer;
  let b: RunningServer;
  let database: Awaited<ReturnType<typeof freshPostgresDatabase>>;

  beforeAll(async () => {
    database = await freshPostgresDatabase("gte_system_views");
    a = await startServer({ DATABASE_URL: database.url, TRUST_PROXY: "1" });
    b = await startServer({ DATABASE_URL: database.url, TRUST_PROXY: "1" });
  });
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await database?.drop();
  });

  it("counts a person's views on either server into one count per day, page and channel, and no crawler's", async () => {
    const sent = [
      ...[a, a, a, b, b].map((s) => postJson(s.url, "/api/views", ENTRY, { "user-agent": PERSON })),
      postJson(b.url, "/api/views", { path: "/contact" }, { "user-agent": PERSON }),
      postJson(a.url, "/api/views", ENTRY, { "user-agent": CRAWLER }),
      // Not a page of the site: answered the same, counted nowhere.
      postJson(a.url, "/api/views", { path: "/wp-login.php" }, { "user-agent": PERSON }),
    ];
    expect((await Promise.all(sent)).map((r) => r.status)).toEqual([204, 204, 204, 204, 204, 204, 204, 204]);
    await Promise.all([a.stop(), b.stop()]);

    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      const { rows } = await client.query("SELECT path, channel, views FROM page_views ORDER BY path");
      expect(rows).toEqual([
        { path: "/contact", channel: "within-visit", views: 1 },
        { path: "/web-design-atlanta", channel: "email", views: 5 },
      ]);
    } finally {
      await client.end();
    }
  });
});
