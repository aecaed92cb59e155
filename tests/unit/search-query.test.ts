import { describe, expect, it } from "vitest";
import { MAX_QUERY_LENGTH, MAX_RESULT_PAGES, normalizeQuery, readSearchRequest, searchHref } from "@/lib/search-query";
import { parseSnippet } from "@/server/blog/search";

describe("site search queries and snippets", () => {
  it("normalises queries: whitespace collapsed, control characters dropped, length capped", () => {
    expect(normalizeQuery("  local \n seo\u0000 ")).toBe("local seo");
    expect(normalizeQuery(undefined)).toBe("");
    expect(normalizeQuery("x".repeat(MAX_QUERY_LENGTH + 300))).toHaveLength(MAX_QUERY_LENGTH);
    // Cut where a space falls, it ends without one.
    expect(normalizeQuery(`${"x".repeat(MAX_QUERY_LENGTH - 1)} y`)).toBe("x".repeat(MAX_QUERY_LENGTH - 1));
  });

  it("reads a search from an address: its words and page, a page no search has marked out of range", () => {
    const read = (query: string) => readSearchRequest(new URLSearchParams(query));
    expect(read("q=%20seo%20&page=02&utm_source=x")).toEqual({ q: "seo", page: 2, outOfRange: false });
    expect(read(`q=seo&page=${MAX_RESULT_PAGES}`)).toMatchObject({ outOfRange: false });
    expect(read(`q=seo&page=${MAX_RESULT_PAGES + 1}`)).toMatchObject({ outOfRange: true });
    expect(read("page=900")).toEqual({ q: "", page: 1, outOfRange: false });
  });

  it("writes a search's address: page 1 without its number, no words the bare form", () => {
    expect([searchHref("web design"), searchHref("seo & ppc", 3), searchHref("", 4)]).toEqual([
      "/search?q=web%20design",
      "/search?q=seo%20%26%20ppc&page=3",
      "/search",
    ]);
  });

  it("parses a snippet into text and hits, entities decoded", () => {
    expect(parseSnippet("a \u0002b\u0003 c &amp; <i>")).toEqual([
      { text: "a ", hit: false },
      { text: "b", hit: true },
      { text: " c & <i>", hit: false },
    ]);
  });
});
