/**
 * The scale budgets (issue 29, "Done when"), and the verdict on one run's figures. The issue sets
 * them for 20,000 posts and 200,000 leads on either database; smaller sizes are judged by the same
 * numbers, which they should meet with room to spare.
 */
export const BUDGETS = {
  /** Median of uncached /search?q=<the word nearly every post holds>. */
  searchCommonMs: 60,
  /** …and within this factor of the same search for a word few posts hold. */
  searchCommonOverRare: 3,
  blogLastPageMs: 40,
  inboxLastPageMs: 40,
  auditLastPageMs: 40,
  inboxSearchMs: 60,
  adminMs: 40,
  /** The lead report over 90 days: four grouped reads of the leads and page views of the range. */
  report90Ms: 150,
  /** How much a whole-inbox CSV export may raise the server's resident memory. */
  exportRiseMb: 50,
  /** While 20 clients ask uncached searches: a page from memory, at the 99th percentile. */
  memoryPageP99Ms: 50,
} as const;

/** The figures a run measured; a part the run skipped is absent, and so is its verdict. */
export type Figures = {
  searchCommonMs?: number;
  searchRareMs?: number;
  blogLastPageMs?: number;
  inboxLastPageMs?: number;
  auditLastPageMs?: number;
  inboxSearchMs?: number;
  adminMs?: number;
  report90Ms?: number;
  exportRiseMb?: number;
  load?: {
    memoryPageP99Ms: number;
    /** Health checks that answered anything but 200, or nothing in time. */
    healthNot200: number;
    /** 503s to the page from memory, the post and the health check together. */
    busyAnswers: number;
  };
  sitemap?: { listed: number; published: number };
};

export type Verdict = { check: string; figure: string; budget: string; pass: boolean };

const shown = (value: number) => (Number.isFinite(value) ? value.toLocaleString("en-US") : "–");

const within = (check: string, value: number | undefined, budget: number, unit: string): Verdict[] =>
  value === undefined ? [] : [{ check, figure: `${shown(value)} ${unit}`, budget: `≤ ${budget} ${unit}`, pass: value <= budget }];

export function verdicts(f: Figures): Verdict[] {
  const b = BUDGETS;
  const out: Verdict[] = [
    ...within("uncached search, common word (median)", f.searchCommonMs, b.searchCommonMs, "ms"),
    ...within("blog's last page (median)", f.blogLastPageMs, b.blogLastPageMs, "ms"),
    ...within("inbox's last page (median)", f.inboxLastPageMs, b.inboxLastPageMs, "ms"),
    ...within("audit log's last page (median)", f.auditLastPageMs, b.auditLastPageMs, "ms"),
    ...within("inbox search (median)", f.inboxSearchMs, b.inboxSearchMs, "ms"),
    ...within("/admin (median)", f.adminMs, b.adminMs, "ms"),
    ...within("lead report, 90 days (median)", f.report90Ms, b.report90Ms, "ms"),
  ];
  if (f.searchCommonMs !== undefined && f.searchRareMs !== undefined) {
    const ratio = Math.round((f.searchCommonMs / f.searchRareMs) * 10) / 10;
    out.splice(1, 0, {
      check: "common word against rare word",
      figure: `${ratio} ×`,
      budget: `≤ ${b.searchCommonOverRare} ×`,
      pass: ratio <= b.searchCommonOverRare,
    });
  }
  if (f.exportRiseMb !== undefined)
    out.push({
      check: "CSV export, server memory rise",
      figure: `${shown(f.exportRiseMb)} MB`,
      budget: `< ${b.exportRiseMb} MB`,
      pass: f.exportRiseMb < b.exportRiseMb,
    });
  if (f.load) {
    out.push(...within("under load: page from memory (p99)", f.load.memoryPageP99Ms, b.memoryPageP99Ms, "ms"));
    out.push({ check: "under load: /api/health not 200", figure: String(f.load.healthNot200), budget: "0", pass: f.load.healthNot200 === 0 });
    out.push({ check: "under load: 503 to page, post or health", figure: String(f.load.busyAnswers), budget: "0", pass: f.load.busyAnswers === 0 });
  }
  if (f.sitemap)
    out.push({
      check: "sitemap lists every published post",
      figure: `${shown(f.sitemap.listed)} of ${shown(f.sitemap.published)}`,
      budget: "all",
      pass: f.sitemap.listed === f.sitemap.published,
    });
  return out;
}
