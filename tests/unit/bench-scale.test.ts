import { describe, expect, it } from "vitest";
import { BUDGETS, verdicts, type Figures } from "../../bench/scale/budgets";
import { lastPage, nonsenseWord, postPaths, uncachedSearch } from "../../bench/scale/measure";
import { parseSize } from "../../bench/scale/options";
import { median, percentile } from "../../bench/scale/stats";

describe("the scale bench's figures", () => {
  it("median: the middle value, or the mean of the two middle ones", () => {
    expect([median([5, 1, 3]), median([4, 1, 3, 2]), median([])]).toEqual([3, 2.5, NaN]);
  });

  it("percentile: the nearest rank, so the 99th of 100 values is the 99th smallest", () => {
    const values = Array.from({ length: 100 }, (_, i) => 100 - i);
    expect([percentile(values, 99), percentile(values, 100), percentile([7], 99), percentile(values, 0)]).toEqual([99, 100, 7, 1]);
  });
});

describe("the scale bench's verdicts", () => {
  const atBudget: Figures = {
    searchCommonMs: BUDGETS.searchCommonMs,
    searchRareMs: BUDGETS.searchCommonMs / 2,
    blogLastPageMs: BUDGETS.blogLastPageMs,
    inboxLastPageMs: BUDGETS.inboxLastPageMs,
    auditLastPageMs: BUDGETS.auditLastPageMs,
    inboxSearchMs: BUDGETS.inboxSearchMs,
    adminMs: BUDGETS.adminMs,
    report90Ms: BUDGETS.report90Ms,
    exportRiseMb: BUDGETS.exportRiseMb - 0.1,
    load: { memoryPageP99Ms: BUDGETS.memoryPageP99Ms, healthNot200: 0, busyAnswers: 0 },
    sitemap: { listed: 1999, published: 1999 },
  };

  it("figures at their budgets pass, every one of the issue's checks", () => {
    const v = verdicts(atBudget);
    expect(v).toHaveLength(13);
    expect(v.filter((x) => !x.pass)).toEqual([]);
  });

  it("each figure past its budget fails that check alone", () => {
    const past: [Partial<Figures>, string][] = [
      [{ searchCommonMs: BUDGETS.searchCommonMs + 1 }, "uncached search, common word (median)"],
      [{ searchRareMs: BUDGETS.searchCommonMs / BUDGETS.searchCommonOverRare - 1 }, "common word against rare word"],
      [{ blogLastPageMs: 41 }, "blog's last page (median)"],
      [{ inboxLastPageMs: 41 }, "inbox's last page (median)"],
      [{ auditLastPageMs: 41 }, "audit log's last page (median)"],
      [{ inboxSearchMs: 61 }, "inbox search (median)"],
      [{ adminMs: 41 }, "/admin (median)"],
      [{ report90Ms: BUDGETS.report90Ms + 1 }, "lead report, 90 days (median)"],
      [{ exportRiseMb: BUDGETS.exportRiseMb }, "CSV export, server memory rise"],
      [{ load: { ...atBudget.load!, memoryPageP99Ms: 51 } }, "under load: page from memory (p99)"],
      [{ load: { ...atBudget.load!, healthNot200: 1 } }, "under load: /api/health not 200"],
      [{ load: { ...atBudget.load!, busyAnswers: 1 } }, "under load: 503 to page, post or health"],
      [{ sitemap: { listed: 999, published: 1999 } }, "sitemap lists every published post"],
    ];
    for (const [change, check] of past)
      expect(
        verdicts({ ...atBudget, ...change })
          .filter((x) => !x.pass)
          .map((x) => x.check),
      ).toEqual([check]);
  });

  it("a part the run skipped has no verdict", () => {
    expect(verdicts({ adminMs: 10 }).map((v) => v.check)).toEqual(["/admin (median)"]);
  });
});

describe("the scale bench's requests", () => {
  it("each uncached search is a new query of the same word: a different made-up word excluded each time", () => {
    const words = Array.from({ length: 1000 }, (_, i) => nonsenseWord(i));
    expect(new Set(words).size).toBe(1000);
    expect(words.every((w) => /^zq[a-z]+$/.test(w))).toBe(true);
    expect(uncachedSearch("website", 0)).toBe("/search?q=website%20-zqb");
  });

  it("reads the last page from a pager's links or its 'Page N of M'", () => {
    expect(lastPage('<a href="/blog?page=2">2</a><a href="/blog?page=247">247</a>')).toBe(247);
    expect(lastPage('<a href="/blog?category=Web%20Design&amp;page=31">31</a>')).toBe(31);
    expect(lastPage("<span>Page 1 of 400</span>")).toBe(400);
    expect(lastPage('<span class="px-2">Page <!-- -->1<!-- --> of <!-- -->8000</span><a href="/admin/audit?page=2">Next</a>')).toBe(8000);
    expect(lastPage("<p>no pager</p>")).toBe(1);
  });

  it("finds the posts a listing links to, without the blog's own addresses", () => {
    expect(postPaths('<a href="/blog/a-post-1">x</a><a href="/blog/a-post-1">y</a><a href="/blog/post-not-found">z</a><a href="/blog?page=2">2</a>')).toEqual([
      "/blog/a-post-1",
    ]);
  });

  it("sizes: the issue's two by name, any other as posts x leads", () => {
    expect([parseSize("mid"), parseSize("large"), parseSize("500x7000")]).toEqual([
      { name: "mid", posts: 2000, leads: 10000 },
      { name: "large", posts: 20000, leads: 200000 },
      { name: "500x7000", posts: 500, leads: 7000 },
    ]);
    expect(() => parseSize("huge")).toThrow(/BENCH_SIZES/);
  });
});
