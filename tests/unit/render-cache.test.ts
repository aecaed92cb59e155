import fs from "node:fs";
import zlib from "node:zlib";
import { describe, expect, it, vi } from "vitest";
import { encodedBody, encodeOnce, RenderCache } from "@/server/render-cache";
import { pageKey, routeFor } from "@/routes";

const answer = (text: string) => ({ status: 200, headers: [["content-type", "text/html"]] as [string, string][], body: Buffer.from(text) });

describe("the render cache", () => {
  it("answers a kept page until it expires", async () => {
    let now = 5_000;
    const cache = new RenderCache({ ttlMs: 1000, maxEntries: 10, maxBytes: 1e6, now: () => now });
    await cache.set("/blog", answer("<p>posts</p>"));
    now = 6_000;
    expect(cache.get("/blog")?.body.toString()).toBe("<p>posts</p>");
    now = 6_001;
    expect(cache.get("/blog")).toBeUndefined();
  });

  it("keeps an answer for its own time when given one", async () => {
    let now = 5_000;
    const cache = new RenderCache({ ttlMs: 1000, maxEntries: 10, maxBytes: 1e6, now: () => now });
    await cache.set("/equity-partnership#anonymous", answer("<p>locked</p>"), 60_000);
    now = 64_000;
    expect(cache.get("/equity-partnership#anonymous")?.body.toString()).toBe("<p>locked</p>");
  });

  it("lets the least recently used entry go first when full", async () => {
    const cache = new RenderCache({ ttlMs: 1e6, maxEntries: 2, maxBytes: 1e6 });
    await cache.set("/a", answer("a"));
    await cache.set("/b", answer("b"));
    cache.get("/a");
    await cache.set("/c", answer("c"));
    expect([Boolean(cache.get("/a")), Boolean(cache.get("/b")), Boolean(cache.get("/c"))]).toEqual([true, false, true]);
  });

  it("keeps within its byte budget", async () => {
    const cache = new RenderCache({ ttlMs: 1e6, maxEntries: 100, maxBytes: 30_000 });
    for (let i = 0; i < 10; i++) await cache.set(`/p${i}`, answer(`${i}`.repeat(10_000)));
    expect(cache.size).toBeLessThan(10);
    expect(cache.get("/p9")).toBeDefined();
  });

  it("drops a path, its queries and the pages under it on purge, and nothing else", async () => {
    const cache = new RenderCache({ ttlMs: 1e6, maxEntries: 100, maxBytes: 1e6 });
    for (const key of ["/blog", "/blog?category=SEO", "/blog/a-post", "/blogroll", "/search?q=seo"]) await cache.set(key, answer(key));
    cache.purge(["/blog"]);
    expect(["/blog", "/blog?category=SEO", "/blog/a-post", "/blogroll", "/search?q=seo"].map((k) => Boolean(cache.get(k)))).toEqual([
      false,
      false,
      false,
      true,
      true,
    ]);
  });

  it("serves brotli, then gzip, then the plain body, as the client takes them", async () => {
    const kept = await new RenderCache({ ttlMs: 1e6, maxEntries: 10, maxBytes: 1e6 }).set("/x", answer("hello ".repeat(100)));
    expect(zlib.brotliDecompressSync(encodedBody(kept, "gzip, deflate, br").body).toString()).toBe("hello ".repeat(100));
    expect(encodedBody(kept, "gzip").encoding).toBe("gzip");
    expect(zlib.gunzipSync(encodedBody(kept, "gzip").body).toString()).toBe("hello ".repeat(100));
    expect(encodedBody(kept, null)).toEqual({ body: kept.body });
  });

  it("compresses a kept page again at brotli's best setting once it is asked for, and serves the same page smaller", async () => {
    const page = fs.readFileSync("README.md", "utf8"); // long prose, as a page's text is
    const cache = new RenderCache({ ttlMs: 1e6, maxEntries: 10, maxBytes: 1e7 });
    const fast = (await cache.set("/blog", answer(page))).brotli.length;
    cache.get("/blog");
    await vi.waitFor(() => expect(cache.get("/blog")!.brotli.length).toBeLessThan(fast));
    expect(zlib.brotliDecompressSync(encodedBody(cache.get("/blog")!, "br").body).toString()).toBe(page);
  });

  it("compresses a body that is not kept in the same order of preference", async () => {
    const body = Buffer.from("hello ".repeat(100));
    expect(zlib.brotliDecompressSync((await encodeOnce(body, "gzip, br")).body).toString()).toBe(body.toString());
    expect(zlib.gunzipSync((await encodeOnce(body, "gzip")).body).toString()).toBe(body.toString());
    expect(await encodeOnce(body, null)).toEqual({ body });
  });

  it("sends no brotli to a client that rates it q=0, and gzip only if rated above zero", async () => {
    const kept = await new RenderCache({ ttlMs: 1e6, maxEntries: 10, maxBytes: 1e6 }).set("/x", answer("hello ".repeat(100)));
    expect([
      encodedBody(kept, "br;q=0, gzip").encoding,
      encodedBody(kept, "gzip;q=0, br;q=0").encoding,
      (await encodeOnce(kept.body, "br;q=0")).encoding,
    ]).toEqual(["gzip", undefined, undefined]);
  });

  it("follows the client's q-values over the server's own preference", async () => {
    const kept = await new RenderCache({ ttlMs: 1e6, maxEntries: 10, maxBytes: 1e6 }).set("/x", answer("hello ".repeat(100)));
    expect([encodedBody(kept, "gzip;q=1, br;q=0.5").encoding, (await encodeOnce(kept.body, "br;q=0.2, gzip;q=0.9")).encoding]).toEqual(["gzip", "gzip"]);
  });

  it("sends the plain body to a client that asks for identity", async () => {
    const kept = await new RenderCache({ ttlMs: 1e6, maxEntries: 10, maxBytes: 1e6 }).set("/x", answer("hello ".repeat(100)));
    expect([encodedBody(kept, "identity").encoding, (await encodeOnce(kept.body, "identity")).encoding]).toEqual([undefined, undefined]);
  });
});

describe("the key a public page is kept under", () => {
  const key = (address: string) => pageKey(new URL(address, "http://site.example"), routeFor(new URL(address, "http://site.example").pathname)!);

  it("holds only the parameters the page reads, whatever else the address carries", () => {
    expect([key("/blog?utm_source=mail&category=Web%20Design"), key("/blog?category=Web+Design&x=1"), key("/blog/a-post?abandon=7"), key("/blog/")]).toEqual([
      "/blog?category=Web%20Design",
      "/blog?category=Web%20Design",
      "/blog/a-post",
      "/blog",
    ]);
  });

  it("keeps every spelling of one blog page under one key: the page as the blog reads it", () => {
    const first = ["/blog", "/blog?page=1", "/blog?page=01", "/blog?page=001&x=y", "/blog?page=abc", "/blog?page=0", "/blog?category=Nonsense"];
    expect(first.map(key)).toEqual(first.map(() => "/blog"));
    const second = ["/blog?category=Web%20Design&page=2", "/blog?page=002&category=Web+Design&utm_source=mail"];
    expect(second.map(key)).toEqual(second.map(() => "/blog?category=Web%20Design&page=2"));
  });

  it("keeps every spelling of one search under one key: the words as the search reads them", () => {
    const spellings = [
      "/search?q=Website",
      "/search?q=Website%20",
      "/search?q=%20%20Website",
      "/search?q=Website&page=01",
      "/search?ref=x&page=1&q=Website%0A",
    ];
    expect(spellings.map(key)).toEqual(spellings.map(() => "/search?q=Website"));
    // Without words there are no pages: the bare form.
    expect([key("/search?page=3"), key("/search?q=%20&page=2")]).toEqual(["/search", "/search"]);
  });

  it("tells apart what the page shows differently", () => {
    expect(new Set([key("/search?q=seo"), key("/search?q=web"), key("/search?q=SEO"), key("/search?q=seo&page=2")]).size).toBe(4);
    expect(key("/blog?category=Web%20Design")).not.toBe(key("/blog?category=E-commerce"));
  });
});
