import { inArray, sql } from "drizzle-orm";
import { getDb } from "@/server/db/client";
import { blogPosts, searchDocuments } from "@/server/db/schema";
import type { SeedPost } from "@/content/blog-posts/types";
import type { StaticSearchDocument } from "@/content/search-index";
import { sanitizePostHtml } from "./sanitize";
import { parseSeedDate, readTimeMinutes } from "./format";

/**
 * Upserts the repository's posts by slug. A row is written when it is missing, or when the
 * seed's modified date is newer than the row's: running the seed twice changes nothing, and an
 * article edited in the admin console (which stamps modified_date = now) is not overwritten.
 * To push a changed seed article to an existing database, bump its modifiedDate.
 * Returns the number of rows written.
 */
export async function seedBlogPosts(posts: readonly SeedPost[]): Promise<number> {
  if (posts.length === 0) return 0;
  const db = await getDb();
  const values = posts.map((p) => {
    const content = sanitizePostHtml(p.content);
    const publishedDate = parseSeedDate(p.publishedDate);
    return {
      slug: p.slug,
      title: p.title,
      excerpt: p.excerpt,
      author: p.author,
      publishedDate,
      modifiedDate: p.modifiedDate ? parseSeedDate(p.modifiedDate) : publishedDate,
      category: p.category,
      featuredImageUrl: p.featuredImage,
      featuredImageAlt: p.featuredImageAlt,
      readTime: p.readTime ?? readTimeMinutes(content),
      content,
      metaDescription: p.metaDescription,
      keywords: p.keywords,
      tags: [...p.tags],
      published: p.published,
    };
  });
  const written = await db
    .insert(blogPosts)
    .values(values)
    .onConflictDoUpdate({
      target: blogPosts.slug,
      set: {
        title: sql`excluded.title`,
        excerpt: sql`excluded.excerpt`,
        author: sql`excluded.author`,
        publishedDate: sql`excluded.published_date`,
        modifiedDate: sql`excluded.modified_date`,
        category: sql`excluded.category`,
        featuredImageUrl: sql`excluded.featured_image_url`,
        featuredImageAlt: sql`excluded.featured_image_alt`,
        readTime: sql`excluded.read_time`,
        content: sql`excluded.content`,
        metaDescription: sql`excluded.meta_description`,
        keywords: sql`excluded.keywords`,
        tags: sql`excluded.tags`,
        published: sql`excluded.published`,
      },
      setWhere: sql`${blogPosts.modifiedDate} < excluded.modified_date`,
    })
    .returning({ id: blogPosts.id });
  return written.length;
}

/**
 * The server-start seed: the repository's posts go in only when blog_posts is empty (a new
 * database). From then on the posts belong to the admin console: a seed post deleted there stays
 * deleted and one whose slug was changed does not come back as a duplicate after a restart.
 * `npm run db:seed` (seedBlogPosts) is the explicit way to put missing seed posts back.
 * Two servers starting on one empty PostgreSQL database may both seed: the upsert by slug makes
 * that harmless. Returns the number of rows written.
 */
export async function seedBlogPostsIfEmpty(posts: readonly SeedPost[]): Promise<number> {
  const db = await getDb();
  const [any] = await db.select({ id: blogPosts.id }).from(blogPosts).limit(1);
  return any ? 0 : seedBlogPosts(posts);
}

/**
 * Makes search_documents match the static pages' text: inserts new paths, updates changed
 * ones, deletes paths that no longer exist. Unchanged rows are left alone (idempotent).
 * Returns the number of rows written or removed.
 */
export async function syncSearchDocuments(docs: readonly StaticSearchDocument[]): Promise<number> {
  const db = await getDb();
  const wanted = new Map<string, StaticSearchDocument>();
  for (const d of docs) wanted.set(d.path, d);
  return db.transaction(async (tx) => {
    const existing = await tx
      .select({ path: searchDocuments.path, title: searchDocuments.title, summary: searchDocuments.summary, body: searchDocuments.body })
      .from(searchDocuments);
    const stale = existing.filter((e) => !wanted.has(e.path)).map((e) => e.path);
    const current = new Map(existing.map((e) => [e.path, e]));
    const changed = [...wanted.values()].filter((d) => {
      const e = current.get(d.path);
      return !e || e.title !== d.title || e.summary !== d.summary || e.body !== d.body;
    });
    if (stale.length > 0) await tx.delete(searchDocuments).where(inArray(searchDocuments.path, stale));
    if (changed.length > 0) {
      await tx
        .insert(searchDocuments)
        .values(changed.map((d) => ({ path: d.path, title: d.title, summary: d.summary, body: d.body })))
        .onConflictDoUpdate({
          target: searchDocuments.path,
          set: { title: sql`excluded.title`, summary: sql`excluded.summary`, body: sql`excluded.body` },
        });
    }
    return stale.length + changed.length;
  });
}
