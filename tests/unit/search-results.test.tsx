import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { SearchResults } from "@/components/search/SearchResults";
import type { SearchPage, SearchResult } from "@/server/blog/search";

const result = (i: number): SearchResult => ({
  kind: "post",
  path: `/blog/note-${i}`,
  title: `Note ${i}`,
  summary: "A note.",
  date: new Date("2026-01-15T12:00:00Z"),
  rank: 1,
  snippet: [{ text: "A website note.", hit: false }],
});

const page = (over: Partial<SearchPage>): SearchPage => ({
  results: Array.from({ length: 10 }, (_, i) => result(i + 1)),
  total: 200,
  capped: false,
  page: 1,
  pageCount: 20,
  pastEnd: false,
  perPage: 10,
  from: 1,
  to: 10,
  ...over,
});

const text = (html: string) => html.replace(/<[^>]+>/g, "").replace(/&#x27;/g, "'");

describe("the search results page", () => {
  it("says when more match than are listed, and how to find older articles", () => {
    const html = renderToStaticMarkup(<SearchResults query="website" found={page({ capped: true, page: 2, from: 11, to: 20 })} />);
    expect(text(html)).toContain("Results 11–20 of more than 200");
    expect(text(html)).toContain("So many articles match that the best 200 among the newest are listed.");
  });

  it("gives the exact count, without the note, when every match is listed", () => {
    const html = renderToStaticMarkup(<SearchResults query="website" found={page({ total: 34, pageCount: 4 })} />);
    expect(text(html)).toContain("Results 1–10 of 34");
    expect(html).not.toContain('data-testid="search-narrow"');
  });

  it("leads from a page past any search's last to the first page of results", () => {
    const html = renderToStaticMarkup(<SearchResults query="web design" found={null} outOfRange />);
    expect(text(html)).toContain("That page of results doesn't exist");
    expect(html).toContain('href="/search?q=web%20design"');
    expect(html).not.toContain('data-testid="search-results"');
  });
});
