/**
 * What /search reads of its address, parsed once: the page renders from it and the render cache
 * keeps it under its canonical address, so every spelling of one search ("?q=Website%20",
 * "?q=Website&page=01&utm_source=x") is one kept answer. Pure: no database, no request.
 */
import { parsePageNumber } from "./pagination";
import { toStorableText, truncateText } from "./text";

/** The longest search the site reads; the forms stop there and the server cuts anything longer. */
export const MAX_QUERY_LENGTH = 200;

export const RESULTS_PER_PAGE = 10;

/**
 * The most results a search lists (decision 0051): past it the count says "more than", and the
 * posts listed are the best matches among the newest that match, so a word in every post costs
 * what a rare one does.
 */
export const MAX_RESULTS = 200;

/** The pages of results any search can have; a page number past it is answered 404 without a query. */
export const MAX_RESULT_PAGES = Math.ceil(MAX_RESULTS / RESULTS_PER_PAGE);

/** Trims, collapses whitespace, drops control characters and caps the length of a visitor's query. */
export function normalizeQuery(q: unknown): string {
  if (typeof q !== "string") return "";
  const flat = toStorableText(q)
    .replace(/[\u0000-\u001f\u007f]/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  return truncateText(flat, MAX_QUERY_LENGTH, "").trimEnd();
}

export type SearchRequest = {
  /** The normalised query; "" shows the form alone. */
  q: string;
  /** The page of results asked for (1 without a query: there are no pages then). */
  page: number;
  /** A page no search has (past MAX_RESULT_PAGES): 404, and the database is not asked. */
  outOfRange: boolean;
};

/** The search an address asks for: `q` and `page`, and nothing else it carries. */
export function readSearchRequest(params: URLSearchParams): SearchRequest {
  const q = normalizeQuery(params.get("q"));
  const page = q ? parsePageNumber(params.get("page")) : 1;
  return { q, page, outOfRange: page > MAX_RESULT_PAGES };
}

/** The address of a page of results (page 1 has no page parameter; no query, the bare form). */
export function searchHref(q: string, page = 1): string {
  if (!q) return "/search";
  return `/search?q=${encodeURIComponent(q)}${page > 1 ? `&page=${page}` : ""}`;
}
