/**
 * Paged lists (/search, /blog): reading ?page= from an address, and which items and page links a
 * page shows. Pure: no database, no request.
 */

/** Far beyond any real list; keeps offsets small integers whatever a visitor types. */
export const MAX_PAGE = 100_000;

/**
 * The page a `?page=` value asks for: a whole number from 1 up, as digits only ("2", "02").
 * Anything else (absent, empty, 0, -1, 1.5, 1e9, abc, " 2") is page 1; a number above MAX_PAGE
 * is MAX_PAGE (past the end of any list: the page decides what that shows).
 */
export function parsePageNumber(raw: string | null | undefined): number {
  if (typeof raw !== "string" || !/^\d+$/.test(raw)) return 1;
  const n = Number(raw);
  if (n < 1) return 1;
  return Number.isSafeInteger(n) ? Math.min(n, MAX_PAGE) : MAX_PAGE;
}

export type PageSlice = {
  /** The page shown: the one asked for, or the last one when that is past the end. */
  page: number;
  /** At least 1: an empty list has one (empty) page. */
  pageCount: number;
  /** True when the page asked for is past the last page. */
  pastEnd: boolean;
  offset: number;
  limit: number;
  /** 1-based position of the first and last item shown; 0 and 0 for an empty list. */
  from: number;
  to: number;
  total: number;
};

/**
 * Which items page `requested` holds in a list of `total`, `perPage` a page, except the first
 * page, which may hold a different number (`firstPage`: the blog's featured article and six more).
 */
export function pageSlice(total: number, requested: number, perPage: number, firstPage = perPage): PageSlice {
  const count = Math.max(0, Math.floor(total));
  const pageCount = count <= firstPage ? 1 : 1 + Math.ceil((count - firstPage) / perPage);
  const asked = Math.max(1, Math.floor(requested));
  const page = Math.min(asked, pageCount);
  const offset = page === 1 ? 0 : firstPage + (page - 2) * perPage;
  const limit = page === 1 ? firstPage : perPage;
  const shown = Math.max(0, Math.min(limit, count - offset));
  return { page, pageCount, pastEnd: asked > pageCount, offset, limit, from: shown ? offset + 1 : 0, to: offset + shown, total: count };
}

/**
 * The page links a pager shows: the first and last page, the current one and `around` on each side
 * of it, with "gap" where pages are left out. A gap never stands for a single page (that page is shown).
 */
export function pageLinks(current: number, pageCount: number, around = 1): (number | "gap")[] {
  const wanted = new Set<number>([1, pageCount]);
  for (let p = current - around; p <= current + around; p++) if (p >= 1 && p <= pageCount) wanted.add(p);
  const pages = [...wanted].sort((a, b) => a - b);
  const out: (number | "gap")[] = [];
  for (const p of pages) {
    const prev = out.length ? (out[out.length - 1] as number) : 0;
    if (p - prev === 2) out.push(p - 1);
    else if (p - prev > 2) out.push("gap");
    out.push(p);
  }
  return out;
}
