import { describe, expect, it } from "vitest";
import { MAX_QUERY_LENGTH } from "@/lib/search-query";
import { normalizeQuery, parseSnippet } from "@/server/blog/search";

describe("site search queries and snippets", () => {
  it("normalises queries: whitespace collapsed, control characters dropped, length capped", () => {
    expect(normalizeQuery("  local \n seo\u0000 ")).toBe("local seo");
    expect(normalizeQuery(undefined)).toBe("");
    expect(normalizeQuery("x".repeat(MAX_QUERY_LENGTH + 300))).toHaveLength(MAX_QUERY_LENGTH);
  });

  it("parses a snippet into text and hits, entities decoded", () => {
    expect(parseSnippet("a \u0002b\u0003 c &amp; <i>")).toEqual([
      { text: "a ", hit: false },
      { text: "b", hit: true },
      { text: " c & <i>", hit: false },
    ]);
  });
});
