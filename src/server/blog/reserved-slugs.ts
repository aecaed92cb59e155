/** The Post Not Found page's own address (status 404). */
const NOT_FOUND_SLUG = "post-not-found";
/** The feed's address under /blog. */
const FEED_SLUG = "rss.xml";

/**
 * Addresses under /blog that belong to the blog itself, so no post may take them as its slug:
 * every fixed route in src/pages/blog. tests/unit/blog-reserved-slugs.test.ts compares this
 * list with that folder, so a new route cannot be shadowed by a post unnoticed.
 */
export const RESERVED_SLUGS: readonly string[] = [NOT_FOUND_SLUG, FEED_SLUG];

export function isReservedSlug(slug: string): boolean {
  return RESERVED_SLUGS.includes(slug);
}
