import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hasBuild, postgresUrl, serverBehindRelay, waitFor } from "./support";

const POST = "/blog/local-seo-google-business-profile-atlanta";
const OTHER_POST = "/blog/website-leasing-vs-buying";

/**
 * A blog post while the database is down, through the production server: the Post Not Found view
 * inside the site's header and footer, status 503 and Retry-After (the page sets them itself),
 * nothing of the error; a post read in the last minute is still served from the server's kept
 * copy; an unknown slug keeps its 404 once the database is back, and the post its 200. The outage
 * is a cut connection to PostgreSQL.
 */
describe.skipIf(!hasBuild || !postgresUrl)("a blog post during a database outage, production server", () => {
  let ctx: Awaited<ReturnType<typeof serverBehindRelay>>;

  beforeAll(async () => {
    ctx = await serverBehindRelay("gte_system_blog_outage");
  });
  afterAll(async () => {
    await ctx?.teardown();
  });

  it("shows Post Not Found in the site chrome with 503 and Retry-After, then recovers", async () => {
    const base = ctx.server.url;
    expect((await fetch(`${base}${POST}`)).status).toBe(200);
    await ctx.down();
    try {
      expect((await fetch(`${base}${POST}`)).status).toBe(200);
      const res = await fetch(`${base}${OTHER_POST}`);
      expect(res.status).toBe(503);
      expect(res.headers.get("retry-after")).toBe("60");
      expect(res.headers.get("cache-control")).toContain("no-store");
      expect(res.headers.get("x-robots-tag")).toContain("noindex");
      const html = await res.text();
      expect(html).toContain('data-testid="post-not-found"');
      expect(html).toContain("Post Not Found");
      expect(html).toContain("Our blog is briefly unavailable. Please try again in a minute.");
      // Inside the site chrome: the header's navigation and the footer.
      expect(html).toMatch(/<header[\s>]/);
      expect(html).toMatch(/<footer[\s>]/);
      expect(html).toMatch(/<meta name="robots" content="noindex/);
      // What the visitor reads (the island loader's own script mentions errors by name).
      expect(html.replace(/<script\b[\s\S]*?<\/script>/g, "")).not.toMatch(/at \w+ \(|Error:|ECONNREFUSED|stack/i);
    } finally {
      await ctx.up();
    }
    await waitFor("the post to come back", async () => (await fetch(`${base}${OTHER_POST}`)).status === 200);
    expect((await fetch(`${base}/blog/no-such-post`)).status).toBe(404);
  });
});
