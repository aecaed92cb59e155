/**
 * What /blog reads of its address, parsed once: the page renders from it and the render cache
 * keeps it under its canonical address, so "?page=01", "?page=1&utm_source=x" and no page at all
 * are one kept answer. Pure: no database, no request.
 */
import { isBlogCategory, type BlogCategory } from "@/content/blog-posts/types";
import { parsePageNumber } from "./pagination";

export type BlogListRequest = {
  /** One of the six categories; anything else lists every post. */
  category: BlogCategory | undefined;
  page: number;
};

/** The list an address asks for: `category` and `page`, and nothing else it carries. */
export function readBlogListRequest(params: URLSearchParams): BlogListRequest {
  const category = params.get("category");
  return { category: isBlogCategory(category) ? category : undefined, page: parsePageNumber(params.get("page")) };
}

/** The address of a page of /blog, of one category or all (page 1 has no page parameter). */
export function blogListHref(category?: string, page = 1) {
  const params = [category ? `category=${encodeURIComponent(category)}` : "", page > 1 ? `page=${page}` : ""].filter(Boolean);
  return params.length ? `/blog?${params.join("&")}` : "/blog";
}
