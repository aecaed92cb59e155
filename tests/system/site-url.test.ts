import { describe, expect, it } from "vitest";
import { hasBuild, startServer, tempDataDir } from "./support";

/**
 * Without SITE_URL the server's answers name the address it really listens on, and the start says
 * once that the public address should be set; a localhost SITE_URL is warned about too (issue 27:
 * with PORT=3600 every link named http://localhost:3000 and nothing said so).
 */
describe.skipIf(!hasBuild)("the site's address", () => {
  it(
    "unset: the sitemap, robots.txt, the feed and a page's canonical follow the server's own port, and the start says so once",
    { timeout: 120_000 },
    async () => {
      const server = await startServer({ DATA_DIR: tempDataDir(), SITE_URL: undefined });
      try {
        const local = `http://localhost:${server.port}`;
        for (const path of ["/sitemap.xml", "/robots.txt", "/blog/rss.xml"]) {
          const body = await (await fetch(`${server.url}${path}`)).text();
          expect(body, path).toContain(`${local}/`);
          expect(body, path).not.toContain("localhost:3000");
        }
        expect(await (await fetch(`${server.url}/contact`)).text()).toContain(`<link rel="canonical" href="${local}/contact"/>`);
        expect(server.output().match(/SITE_URL is not set/g)).toHaveLength(1);
      } finally {
        await server.stop();
      }
    },
  );

  it.each([
    { site: "http://localhost:8080", warned: true },
    { site: "https://gatewaytech.example", warned: false },
  ])("a production start with SITE_URL $site: warned that it is not public, $warned", { timeout: 120_000 }, async ({ site, warned }) => {
    const server = await startServer({ DATA_DIR: tempDataDir(), SITE_URL: site, NODE_ENV: "production" });
    try {
      expect(server.output().includes("set it to the site's public address")).toBe(warned);
    } finally {
      await server.stop();
    }
  });
});
