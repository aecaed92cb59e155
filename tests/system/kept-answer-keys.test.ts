import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hasBuild, postgresUrl, serverBehindRelay, waitFor } from "./support";

/**
 * The production server's kept answers are keyed by the request as the page reads it (src/routes.ts
 * pageKey): every spelling of one blog page or one search (a zero-padded page number, page 1 named
 * or not, spaces around the words, parameters the page does not read) is one entry and one render.
 * Proved with the database cut: a spelling answered from the entry another spelling filled still
 * answers, where a request that needs the database gets 503. A search page past any search's last
 * answers 404 without asking the database at all.
 */
describe.skipIf(!hasBuild || !postgresUrl)("kept answers by the parsed request, production server", () => {
  let ctx: Awaited<ReturnType<typeof serverBehindRelay>>;
  const get = (path: string) => fetch(`${ctx.server.url}${path}`);

  beforeAll(async () => {
    ctx = await serverBehindRelay("gte_system_kept_keys");
  });
  afterAll(async () => {
    await ctx?.teardown();
  });

  /** Requests `fill` while the database answers, then each of `spellings` while it is cut. */
  async function whileDown(fill: string, spellings: string[], needsDatabase: string) {
    const filled = await get(fill);
    const body = await filled.text();
    await ctx.down();
    try {
      const answers = [];
      for (const s of spellings) {
        const res = await get(s);
        answers.push({ status: res.status, same: (await res.text()) === body });
      }
      return { filled: filled.status, answers, needsDatabase: (await get(needsDatabase)).status };
    } finally {
      await ctx.up();
      await waitFor("the database to answer again", async () => (await get(`/search?q=back${Date.now()}`)).status === 200);
    }
  }

  it("answers every spelling of a search from the one kept answer", async () => {
    const result = await whileDown(
      "/search?q=website",
      ["/search?q=%20website%20", "/search?q=website&page=1", "/search?page=01&q=website&utm_source=mail"],
      "/search?q=websites",
    );
    expect(result).toEqual({ filled: 200, answers: Array(3).fill({ status: 200, same: true }), needsDatabase: 503 });
  });

  it("answers every spelling of a blog page, and of a page past the last, from the one kept answer", async () => {
    const list = await whileDown("/blog", ["/blog?page=1", "/blog?page=01&ref=newsletter", "/blog?category=Nonsense"], "/blog?page=2");
    expect(list).toEqual({ filled: 200, answers: Array(3).fill({ status: 200, same: true }), needsDatabase: 503 });
    const pastEnd = await whileDown("/blog?page=99", ["/blog?page=099", "/blog?page=0099&utm_source=mail"], "/blog?page=98");
    expect(pastEnd).toEqual({ filled: 404, answers: Array(2).fill({ status: 404, same: true }), needsDatabase: 503 });
  });

  it("answers a page past any search's last with 404 without asking the database", async () => {
    await ctx.down();
    try {
      const res = await get("/search?q=website&page=21");
      expect(res.status).toBe(404);
      expect(await res.text()).toContain("A search lists at most 20 pages of results.");
      expect((await get("/search?q=anything&page=100000")).status).toBe(404);
    } finally {
      await ctx.up();
    }
  });
});
