import { and, desc, eq, ne } from "drizzle-orm";
import { marked } from "marked";
import { getDb, type Db } from "@/server/db/client";
import { blogPosts, type BlogPost } from "@/server/db/schema";
import { sanitizePostHtml } from "@/server/blog/sanitize";
import { readTimeMinutes } from "@/server/blog/format";
import { easternDay } from "@/lib/dates";
import type { BlogPostInput } from "./schemas";
import { truncateText } from "@/lib/text";

export type PostSummary = Pick<BlogPost, "id" | "title" | "slug" | "category" | "author" | "published" | "publishedDate" | "modifiedDate">;

export type PostStatus = "published" | "scheduled" | "draft";

/** Every post with where it stands: a draft, published, or published with a date still to come. */
export async function listPostsForAdmin(db: Db): Promise<(PostSummary & { status: PostStatus })[]> {
  const rows = await db
    .select({
      id: blogPosts.id,
      title: blogPosts.title,
      slug: blogPosts.slug,
      category: blogPosts.category,
      author: blogPosts.author,
      published: blogPosts.published,
      publishedDate: blogPosts.publishedDate,
      modifiedDate: blogPosts.modifiedDate,
    })
    .from(blogPosts)
    .orderBy(desc(blogPosts.publishedDate), desc(blogPosts.id));
  const now = Date.now();
  return rows.map((p) => ({ ...p, status: !p.published ? "draft" : p.publishedDate.getTime() > now ? "scheduled" : "published" }));
}

export async function getPostForAdmin(db: Db, id: number): Promise<BlogPost | null> {
  const [row] = await db.select().from(blogPosts).where(eq(blogPosts.id, id)).limit(1);
  return row ?? null;
}

/** The post a console page under /admin/blog/<id> is about, from the site's database. */
export async function findPostForAdmin(id: number): Promise<BlogPost | null> {
  return getPostForAdmin(await getDb(), id);
}

/** A URL slug from a title: lower case ASCII words joined by hyphens. */
export function slugify(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80)
    .replace(/-+$/g, "");
}

/** The body as safe HTML: Markdown is converted first, then everything goes through the blog's allow-list. */
export function renderBody(body: string, format: "html" | "markdown"): string {
  const html = format === "markdown" ? (marked.parse(body, { async: false, gfm: true }) as string) : body;
  return sanitizePostHtml(html);
}

function tagsOf(text: string | null | undefined): string[] {
  const seen = new Set<string>();
  for (const t of (text ?? "").split(",")) {
    const tag = truncateText(t.trim(), 40, "");
    if (tag && !seen.has(tag.toLowerCase()) && seen.size < 20) seen.add(tag);
  }
  return [...seen];
}

export async function slugTaken(db: Db, slug: string, exceptId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: blogPosts.id })
    .from(blogPosts)
    .where(exceptId ? and(eq(blogPosts.slug, slug), ne(blogPosts.id, exceptId)) : eq(blogPosts.slug, slug))
    .limit(1);
  return Boolean(row);
}

/** Inserts or updates a post from the console's form; the body is sanitised here, whatever the caller did. */
export async function savePost(db: Db, input: BlogPostInput): Promise<BlogPost> {
  const content = renderBody(input.body, input.format);
  const values = {
    title: input.title,
    slug: input.slug,
    excerpt: input.excerpt,
    author: input.author,
    category: input.category,
    tags: tagsOf(input.tags),
    keywords: input.keywords,
    metaDescription: input.metaDescription,
    featuredImageUrl: input.featuredImageUrl,
    featuredImageAlt: input.featuredImageUrl ? input.featuredImageAlt : null,
    publishedDate: input.publishedDate,
    published: input.published,
    content,
    readTime: readTimeMinutes(content),
    modifiedDate: new Date(),
  };
  if (input.id) {
    // Editing without changing the day keeps the post's exact time (and so its place in the lists).
    const [current] = await db.select({ publishedDate: blogPosts.publishedDate }).from(blogPosts).where(eq(blogPosts.id, input.id)).limit(1);
    if (current && easternDay(current.publishedDate) === easternDay(input.publishedDate)) values.publishedDate = current.publishedDate;
    const [row] = await db.update(blogPosts).set(values).where(eq(blogPosts.id, input.id)).returning();
    if (!row) throw new Error(`blog post ${input.id} not found`);
    return row;
  }
  const [row] = await db.insert(blogPosts).values(values).returning();
  return row;
}

export async function deletePost(db: Db, id: number): Promise<Pick<BlogPost, "id" | "slug" | "title"> | null> {
  const [row] = await db.delete(blogPosts).where(eq(blogPosts.id, id)).returning({ id: blogPosts.id, slug: blogPosts.slug, title: blogPosts.title });
  return row ?? null;
}
