import { and, asc, count, desc, eq, gt, inArray, lte, ne, sql, type SQL } from "drizzle-orm";
import { getDb, type Db } from "@/server/db/client";
import { blogPosts, type BlogPost } from "@/server/db/schema";
import { readListCounts } from "@/server/db/list-counts";
import { BLOG_CATEGORIES, type BlogCategory } from "@/content/blog-posts/types";
import { pageSlice, type PageSlice } from "@/lib/pagination";
import type { MediaImage } from "@/lib/media";
import { featuredMediaOf } from "@/server/media/store";

/** What a card needs (the spec's related-posts column list). */
export type PostSummary = Pick<
  BlogPost,
  "id" | "title" | "slug" | "excerpt" | "author" | "publishedDate" | "modifiedDate" | "category" | "featuredImageUrl" | "readTime"
> & {
  /** The featured image when it is an upload (rendered with srcsets), else null. */
  featuredMedia: MediaImage | null;
};

export type PostDetail = BlogPost;

export type CategoryCount = { category: BlogCategory; count: number };

const summaryColumns = {
  id: blogPosts.id,
  title: blogPosts.title,
  slug: blogPosts.slug,
  excerpt: blogPosts.excerpt,
  author: blogPosts.author,
  publishedDate: blogPosts.publishedDate,
  modifiedDate: blogPosts.modifiedDate,
  category: blogPosts.category,
  featuredImageUrl: blogPosts.featuredImageUrl,
  readTime: blogPosts.readTime,
  featuredMedia: featuredMediaOf(blogPosts.featuredImageUrl),
};

/** A post is public when it is published and its publication time has come (the database's clock). */
export function isPublic(): SQL {
  return and(eq(blogPosts.published, true), lte(blogPosts.publishedDate, sql`now()`))!;
}

const newestFirst = [desc(blogPosts.publishedDate), desc(blogPosts.id)] as const;
const oldestFirst = [asc(blogPosts.publishedDate), asc(blogPosts.id)] as const;

const publicIn = (category?: BlogCategory) => (category ? and(isPublic(), eq(blogPosts.category, category)) : isPublic());

/** One public post by slug, or null (unknown, draft or scheduled for later). */
export async function getPublishedPostBySlug(slug: string): Promise<PostDetail | null> {
  if (!isValidSlug(slug)) return null;
  const db = await getDb();
  const rows = await db
    .select()
    .from(blogPosts)
    .where(and(isPublic(), eq(blogPosts.slug, slug)))
    .limit(1);
  return rows[0] ?? null;
}

/** The newest public posts, at most `limit`, with what the feed describes them by (the lists page by key: getPostListPage). */
export async function getLatestPosts(limit: number): Promise<(PostSummary & { metaDescription: string | null })[]> {
  const db = await getDb();
  return db
    .select({ ...summaryColumns, metaDescription: blogPosts.metaDescription })
    .from(blogPosts)
    .where(isPublic())
    .orderBy(...newestFirst)
    .limit(limit);
}

/** /blog's first page: the featured article and the six latest after it. */
export const BLOG_FIRST_PAGE = 7;
/** Every later page of /blog, and every page of a category. */
export const BLOG_PER_PAGE = 8;

export type PostListPage = PageSlice & { posts: PostSummary[] };

/**
 * Public posts by category: the published ones as counted on write (drizzle/0011_list_counts.sql),
 * less those scheduled for later, read through the index on publication time (a handful at most).
 * No count of the posts themselves, however many there are.
 */
async function publicCounts(db: Db): Promise<Map<string, number>> {
  const [counts, scheduled] = await Promise.all([
    readListCounts(db),
    db
      .select({ category: blogPosts.category, n: count() })
      .from(blogPosts)
      .where(and(eq(blogPosts.published, true), gt(blogPosts.publishedDate, sql`now()`)))
      .groupBy(blogPosts.category),
  ]);
  const byCategory = new Map(counts.keysOf(blogPosts).map(({ key, n }) => [key, n]));
  for (const { category, n } of scheduled) byCategory.set(category, (byCategory.get(category) ?? 0) - n);
  return byCategory;
}

/**
 * The posts at a slice of the list, newest first. The page's place is found on the list's own
 * index (publication time and id, published posts only) from the nearer end, reading ids alone,
 * so the last page costs what the first does and the middle one half the list's index entries,
 * never a post's row; then the page's few posts are read by id.
 */
async function postsAt(db: Db, slice: PageSlice, category?: BlogCategory): Promise<PostSummary[]> {
  const shown = slice.to - slice.from + 1;
  const after = slice.total - slice.to;
  const fromOldest = after < slice.offset;
  const ids = db
    .select({ id: blogPosts.id })
    .from(blogPosts)
    .where(publicIn(category))
    .orderBy(...(fromOldest ? oldestFirst : newestFirst))
    .limit(shown)
    .offset(fromOldest ? after : slice.offset);
  return db
    .select(summaryColumns)
    .from(blogPosts)
    .where(inArray(blogPosts.id, ids))
    .orderBy(...newestFirst);
}

/**
 * One page of the public posts, newest first: of the whole blog (BLOG_FIRST_PAGE on the first
 * page, BLOG_PER_PAGE on each later one) or of one category (BLOG_PER_PAGE a page). A page past
 * the last has no posts and says `pastEnd` (its `page` is then the last page), and reads nothing
 * but the counts.
 */
export async function getPostListPage(requested: number, category?: BlogCategory): Promise<PostListPage> {
  const db = await getDb();
  const counts = await publicCounts(db);
  const total = category ? (counts.get(category) ?? 0) : [...counts.values()].reduce((a, b) => a + b, 0);
  const slice = pageSlice(total, requested, BLOG_PER_PAGE, category ? BLOG_PER_PAGE : BLOG_FIRST_PAGE);
  if (slice.pastEnd || slice.total === 0) return { ...slice, posts: [] };
  return { ...slice, posts: await postsAt(db, slice, category) };
}

/** Up to `limit` (3) public posts of the same category, not the post itself, newest first. */
export async function getRelatedPosts(post: Pick<BlogPost, "slug" | "category">, limit = 3): Promise<PostSummary[]> {
  const db = await getDb();
  return db
    .select(summaryColumns)
    .from(blogPosts)
    .where(and(isPublic(), eq(blogPosts.category, post.category), ne(blogPosts.slug, post.slug)))
    .orderBy(...newestFirst)
    .limit(limit);
}

/** Public post counts for all six categories (zero included), in the sidebar's order. */
export async function getCategoryCounts(): Promise<CategoryCount[]> {
  const byName = await publicCounts(await getDb());
  return BLOG_CATEGORIES.map((category) => ({ category, count: byName.get(category) ?? 0 }));
}

/** Slugs are lower-case words joined by hyphens. */
function isValidSlug(slug: string): boolean {
  return /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug) && slug.length <= 200;
}
