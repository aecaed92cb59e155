import "server-only";
import { blogPage, postPage } from "@/content/blog";
import type { PageSeo } from "@/lib/seo";
import { logger } from "@/server/log";
import { getPublishedPostBySlug, getRelatedPosts, type PostDetail, type PostSummary } from "./queries";

/** How long a reader is asked to wait when the blog cannot reach its database. */
export const RETRY_AFTER_SECONDS = 60;

export type PostPage = {
  /** 200 with the post; 404 for an unknown or unpublished slug; 503 when the database fails. */
  status: 200 | 404 | 503;
  headers: Record<string, string>;
  post: PostDetail | null;
  related: PostSummary[];
  seo: PageSeo;
  /** The database failed: Post Not Found says the blog is briefly unavailable. */
  unavailable: boolean;
};

/**
 * Everything /blog/<slug> answers, decided before anything is rendered, so the status and
 * headers go out with the page: a published post; Post Not Found (404) for anything else; the
 * same view saying the blog is briefly unavailable (503, Retry-After, never stored) on a
 * database fault, which is logged and never shown.
 */
export async function loadPostPage(slug: string): Promise<PostPage> {
  let post: PostDetail | null;
  let related: PostSummary[] = [];
  try {
    post = await getPublishedPostBySlug(slug);
    if (post) related = await getRelatedPosts(post, 3);
  } catch (err) {
    logger.error({ err, slug }, "blog post failed to load");
    return {
      status: 503,
      headers: { "Retry-After": String(RETRY_AFTER_SECONDS), "Cache-Control": "no-store", "X-Robots-Tag": "noindex" },
      post: null,
      related: [],
      seo: notFoundSeo(slug),
      unavailable: true,
    };
  }
  if (!post) return { status: 404, headers: {}, post: null, related: [], seo: notFoundSeo(slug), unavailable: false };
  return { status: 200, headers: {}, post, related, seo: postSeo(post), unavailable: false };
}

const notFoundSeo = (slug: string): PageSeo => ({ title: postPage.notFound.title, description: postPage.notFound.description, path: `/blog/${slug}`, noindex: true });

function postSeo(post: PostDetail): PageSeo {
  return {
    title: post.title,
    description: post.metaDescription || post.excerpt,
    path: `/blog/${post.slug}`,
    keywords: (post.keywords ?? "")
      .split(",")
      .map((k) => k.trim())
      .filter(Boolean),
    type: "article",
    image: post.featuredImageUrl ? { url: post.featuredImageUrl, width: 1200, height: 630, alt: post.title } : undefined,
    publishedTime: post.publishedDate.toISOString(),
    modifiedTime: post.modifiedDate.toISOString(),
    authors: [post.author],
    feed: { path: "/blog/rss.xml", title: blogPage.feedTitle },
  };
}
