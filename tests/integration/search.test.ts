import { beforeAll, describe, expect, it } from "vitest";
import { lockingBackends, useDatabase } from "../support/db";
import { EXCERPT_HEAD, searchSite } from "@/server/blog/search";
import { RESULTS_PER_PAGE } from "@/lib/search-query";
import { seedBlogPosts, syncSearchDocuments } from "@/server/blog/seed";
import { staticSearchDocuments } from "@/content/search-index";
import { searchDocuments } from "@/server/db/schema";
import type { Db } from "@/server/db/client";
import { testPost } from "./blog-fixtures";

describe.each(lockingBackends)("site search on %s", (backend) => {
  let db: Db;

  beforeAll(async () => {
    db = await useDatabase(backend);
    await seedBlogPosts([
      testPost("local-seo-guide", {
        title: "Local SEO for Atlanta service businesses",
        excerpt: "How a plumber in Decatur wins the map pack.",
        category: "Digital Marketing",
        content:
          "<p>Local SEO starts with your Google Business Profile. Reviews &amp; citations matter for SEO. Follow the purple giraffe rule: answer the phone.</p>",
      }),
      testPost("checkout-speed", {
        title: "Faster checkout pages",
        excerpt: "Shave seconds off a Shopify checkout.",
        category: "E-commerce",
        content: "<p>Page speed affects conversions. A short SEO note at the end.</p>",
      }),
      testPost("secret-draft", { title: "Unreleased SEO plans", published: false, content: "<p>SEO draft.</p>" }),
      testPost("heading-post", {
        title: "Choosing a host",
        content:
          "<h2>What a good host gives you</h2><p>Backups you can restore.</p><ul><li>Daily <em>backups</em></li><li>Uptime checks</li></ul><h3>Is it worth it?</h3><p>Usually, yes.</p>",
      }),
      testPost("xss-post", {
        title: "Escaping test",
        content: "<p>Angle brackets: &lt;script&gt;alert(1)&lt;/script&gt; in a penguin article.</p>",
      }),
      testPost("countertop-guide", {
        title: "Stone for a showroom",
        excerpt: "Choosing a surface for a busy showroom.",
        content:
          "<p>Most showrooms we build start with a tour of the space and a long conversation about how customers move through it, where they stop and what they touch first. " +
          "Lighting comes next. The quartzite counter is heavy, and Quartzite slabs need a strong frame.</p><p>After that the quartzite is sealed.</p>",
      }),
      testPost("lease-terms", { title: "Plans explained", excerpt: "Month-to-month plans, explained.", content: "<p>Our leases run month to month.</p>" }),
      // Its one match lies past the head of the text that is marked first.
      testPost("late-match", {
        title: "A long read",
        content: `<p>${"Plain words fill this paragraph. ".repeat(Math.ceil(EXCERPT_HEAD / 33))}</p><p>The marimba comes in last. ${"More plain words follow it. ".repeat(20)}</p>`,
      }),
      testPost("title-only-match", { title: "Obsidian workflows", excerpt: "How teams plan their week.", content: "<p>Planning is a habit.</p>" }),
      // Twenty-three posts that all match one word, for the pages of results.
      ...Array.from({ length: 23 }, (_, i) =>
        testPost(`paged-${String(i + 1).padStart(2, "0")}`, {
          title: `Paging article ${i + 1}`,
          content: `<p>A note on the basalt question, number ${i + 1}.</p>`,
        }),
      ),
    ]);
    await syncSearchDocuments(staticSearchDocuments());
  });

  it("indexes the static pages, idempotently", async () => {
    const docs = staticSearchDocuments();
    expect(docs.map((d) => d.path)).toEqual(expect.arrayContaining(["/", "/services/seo", "/services/web-design"]));
    expect(await syncSearchDocuments(docs)).toBe(0);
    const rows = await db.select({ path: searchDocuments.path }).from(searchDocuments);
    expect(rows).toHaveLength(docs.length);
    // A page that disappears from the content is removed; a changed one is updated.
    const changed = docs.filter((d) => d.path !== "/services/web-design").map((d) => (d.path === "/" ? { ...d, title: "Home changed" } : d));
    expect(await syncSearchDocuments(changed)).toBe(2);
    expect(await syncSearchDocuments(docs)).toBe(2);
  });

  it("finds pages and public posts, ranked, with highlighted snippets", async () => {
    const { results } = await searchSite("seo", { perPage: 100 });
    const paths = results.map((r) => r.path);
    expect(paths).toContain("/services/seo");
    expect(paths).toContain("/blog/local-seo-guide");
    expect(paths).toContain("/blog/checkout-speed");
    expect(paths).not.toContain("/blog/secret-draft");
    // The post about SEO (in its title) outranks the post that mentions it once.
    expect(paths.indexOf("/blog/local-seo-guide")).toBeLessThan(paths.indexOf("/blog/checkout-speed"));
    for (let i = 1; i < results.length; i++) expect(results[i - 1].rank).toBeGreaterThanOrEqual(results[i].rank);
    const post = results.find((r) => r.path === "/blog/local-seo-guide")!;
    expect(post.kind).toBe("post");
    expect(post.date).toBeInstanceOf(Date);
    expect(post.snippet.some((p) => p.hit && /seo/i.test(p.text))).toBe(true);
    expect(post.snippet.map((p) => p.text).join("")).toContain("Reviews & citations");
    const page = results.find((r) => r.path === "/services/seo")!;
    expect(page.kind).toBe("page");
  });

  it("gives headings, list items and page labels a full stop in excerpts, so they read as sentences", async () => {
    const post = (await searchSite("host backups")).results.find((r) => r.path === "/blog/heading-post");
    const text = post!.snippet.map((p) => p.text).join("");
    expect(text).toContain("What a good host gives you. Backups you can restore.");
    expect(text).toContain("Daily backups. Uptime checks.");
    expect(text).toContain("Is it worth it? Usually");
    expect(text).not.toMatch(/\?\./);
    const page = (await searchSite("conversion-focused layouts")).results.find((r) => r.path === "/services/web-design");
    expect(page?.snippet.map((p) => p.text).join("")).toMatch(/Conversion-focused layouts?\. [A-Z]/);
  });

  it("understands web-search syntax: phrases and exclusions", async () => {
    const { results: phrase } = await searchSite('"purple giraffe"');
    expect(phrase.map((r) => r.path)).toEqual(["/blog/local-seo-guide"]);
    expect((await searchSite('"giraffe purple"')).results).toEqual([]);
    expect((await searchSite("giraffe OR penguin")).results.map((r) => r.path).sort()).toEqual(["/blog/local-seo-guide", "/blog/xss-post"]);
    const { results: excluded } = await searchSite("seo -checkout", { perPage: 100 });
    expect(excluded.map((r) => r.path)).not.toContain("/blog/checkout-speed");
    expect(excluded.map((r) => r.path)).toContain("/blog/local-seo-guide");
  });

  it("returns plain text snippets: stored markup and hostile queries stay text", async () => {
    const { results } = await searchSite("penguin");
    expect(results.map((r) => r.path)).toEqual(["/blog/xss-post"]);
    const text = results[0].snippet.map((p) => p.text).join("");
    expect(text).toContain("<script>alert(1)</script>");
    expect(results[0].snippet.filter((p) => p.hit).map((p) => p.text)).toEqual(["penguin"]);

    for (const q of ["<script>alert(1)</script>", "' or 1=1 --", '"unbalanced', "a & b | !c", "()", "   ", "the", "-", "\u0002seo\u0003"]) {
      await expect(searchSite(q)).resolves.toMatchObject({ results: expect.any(Array) });
    }
    expect(await searchSite("")).toMatchObject({ results: [], total: 0, page: 1, pageCount: 1 });
    expect(await searchSite("zzzznotaword")).toMatchObject({ results: [], total: 0, page: 1, pageCount: 1 });
  });

  it("pages through the results ten at a time, in one stable order, without overlap", async () => {
    const first = await searchSite("basalt");
    expect(first).toMatchObject({ total: 23, page: 1, pageCount: 3, pastEnd: false, perPage: RESULTS_PER_PAGE, from: 1, to: 10 });
    const second = await searchSite("basalt", { page: 2 });
    const third = await searchSite("basalt", { page: 3 });
    expect([first.results.length, second.results.length, third.results.length]).toEqual([10, 10, 3]);
    expect([second.from, second.to, third.from, third.to]).toEqual([11, 20, 21, 23]);
    const paths = [...first.results, ...second.results, ...third.results].map((r) => r.path);
    expect(new Set(paths).size).toBe(23);
    expect(paths.sort()).toEqual(Array.from({ length: 23 }, (_, i) => `/blog/paged-${String(i + 1).padStart(2, "0")}`));
    // The same page twice is the same list.
    expect((await searchSite("basalt", { page: 2 })).results.map((r) => r.path)).toEqual(second.results.map((r) => r.path));
  });

  it("shows the last page for a page past the end, and says so", async () => {
    const last = await searchSite("basalt", { page: 3 });
    const past = await searchSite("basalt", { page: 99 });
    expect(past).toMatchObject({ page: 3, pageCount: 3, pastEnd: true, from: 21, to: 23 });
    expect(past.results.map((r) => r.path)).toEqual(last.results.map((r) => r.path));
    expect(await searchSite("zzzznotaword", { page: 4 })).toMatchObject({ results: [], total: 0, page: 1, pastEnd: true });
  });

  it("starts each excerpt at the sentence holding the first match, short, with every match marked", async () => {
    const [hit] = (await searchSite("quartzite")).results;
    expect(hit.path).toBe("/blog/countertop-guide");
    const text = hit.snippet.map((p) => p.text).join("");
    expect(text.startsWith("The quartzite counter is heavy")).toBe(true);
    expect(text.length).toBeLessThanOrEqual(220);
    expect(hit.snippet.filter((p) => p.hit).map((p) => p.text)).toEqual(["quartzite", "Quartzite", "quartzite"]);
  });

  it("starts the excerpt at a match that lies deep in a long post", async () => {
    const [late] = (await searchSite("marimba")).results;
    expect(late.snippet.slice(0, 2)).toEqual([
      { text: "The ", hit: false },
      { text: "marimba", hit: true },
    ]);
  });

  it("marks the forms of a word the search matched, and starts at the summary when only the title matched", async () => {
    const [lease] = (await searchSite("leasing")).results.filter((r) => r.path === "/blog/lease-terms");
    expect(lease.snippet.filter((p) => p.hit).map((p) => p.text)).toEqual(["leases"]);
    const [titled] = (await searchSite("obsidian")).results;
    expect(titled.snippet).toEqual([{ text: "How teams plan their week. Planning is a habit.", hit: false }]);
  });
});
