import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hasBuild, postJson, startServer, tempDataDir, waitFor, type RunningServer } from "./support";

const POST = "/blog/local-seo-google-business-profile-atlanta";

/**
 * A blog post while the database is down, through the production server: the Post Not Found view
 * inside the site's header and footer, status 503 and Retry-After (the proxy asks for the status,
 * server.mjs's handler sets it), nothing of the error; an unknown slug keeps its 404 once the
 * database is back, and the post its 200.
 */
describe.skipIf(!hasBuild)("a blog post during a database outage, production server", () => {
  let server: RunningServer;
  const fault = async (on: boolean) => expect((await postJson(server.url, "/api/test-hooks/db", { fault: on })).status).toBe(200);

  beforeAll(async () => {
    server = await startServer({ DATA_DIR: tempDataDir(), E2E_TEST_HOOKS: "1", PAGE_CACHE: "off" });
  });
  afterAll(async () => {
    await server?.stop("SIGTERM");
  });

  it("shows Post Not Found in the site chrome with 503 and Retry-After, then recovers", async () => {
    expect((await fetch(`${server.url}${POST}`)).status).toBe(200);
    await fault(true);
    try {
      const res = await fetch(`${server.url}${POST}`);
      expect(res.status).toBe(503);
      expect(res.headers.get("retry-after")).toBe("60");
      expect(res.headers.get("x-gte-status")).toBeNull();
      expect(res.headers.get("cache-control")).toContain("no-store");
      const html = await res.text();
      expect(html).toContain('data-testid="post-not-found"');
      expect(html).toContain("Post Not Found");
      expect(html).toContain("Our blog is briefly unavailable. Please try again in a minute.");
      // Inside the site chrome: the header's navigation and the footer.
      expect(html).toMatch(/<header[\s>]/);
      expect(html).toMatch(/<footer[\s>]/);
      expect(html).toMatch(/<meta name="robots" content="noindex/);
      expect(html).not.toMatch(/at \w+ \(|Error:|ECONNREFUSED|stack/i);
    } finally {
      await fault(false);
    }
    await waitFor("the post to come back", async () => (await fetch(`${server.url}${POST}`)).status === 200);
    expect((await fetch(`${server.url}/blog/no-such-post`)).status).toBe(404);
  });
});
