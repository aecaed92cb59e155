import { blogPage, postPage } from "@/content/blog";
import { NO_STORE } from "@/lib/cache-control";
import type { PageSeo } from "@/lib/seo";
import { logger } from "@/server/log";
import { getDb } from "@/server/db/client";
import { mediaByKeys } from "@/server/media/store";
import { mediaKeyOf, mediaKeysIn, mediaUrl, type MediaImage } from "@/lib/media";
import { getPublishedPostBySlug, getRelatedPosts, type PostDetail, type PostSummary } from "./queries";

/** How long a reader is asked to wait when the blog cannot reach its database. */
export const RETRY_AFTER_SECONDS = 60;

export type PostPage = {
  /** 200 with the post; 404 for an unknown or unpublished slug; 503 when the database fails. */
  status: 200 | 404 | 503;
  headers: Record<string, string>;
  post: PostDetail | null;
  related: PostSummary[];
  /** The uploaded images the post shows (featured and in its body), by key. */
  media: Map<string, MediaImage>;
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
  let media = new Map<string, MediaImage>();
  try {
    post = await getPublishedPostBySlug(slug);
    if (post) {
      related = await getRelatedPosts(post, 3);
      const featured = mediaKeyOf(post.featuredImageUrl);
      media = await mediaByKeys(await getDb(), [...(featured ? [featured] : []), ...mediaKeysIn(post.content)]);
    }
  } catch (err) {
    logger.error({ err, slug }, "blog post failed to load");
    return {
      status: 503,
      headers: { "Retry-After": String(RETRY_AFTER_SECONDS), "Cache-Control": NO_STORE, "X-Robots-Tag": "noindex" },
      post: null,
      related: [],
      media,
      seo: notFoundSeo(slug),
      unavailable: true,
    };
  }
  if (!post) return { status: 404, headers: {}, post: null, related: [], media, seo: notFoundSeo(slug), unavailable: false };
  return { status: 200, headers: {}, post, related, media, seo: postSeo(post, media), unavailable: false };
}

const notFoundSeo = (slug: string): PageSeo => ({ title: postPage.notFound.title, description: postPage.notFound.description, path: `/blog/${slug}` });

/** The image shared with a link to the post: an upload's widest WebP variant at its own size, any other address as 1200×630, or none. */
function shareImage(post: PostDetail, media: ReadonlyMap<string, MediaImage>): PageSeo["image"] {
  const url = post.featuredImageUrl;
  const upload = media.get(mediaKeyOf(url) ?? "");
  const alt = post.featuredImageAlt || post.title;
  if (upload) return { url: mediaUrl(upload.key, upload.width, "webp"), width: upload.width, height: upload.height, alt };
  return url ? { url, width: 1200, height: 630, alt } : undefined;
}

function postSeo(post: PostDetail, media: ReadonlyMap<string, MediaImage>): PageSeo {
  return {
    title: post.title,
    description: post.metaDescription || post.excerpt,
    path: `/blog/${post.slug}`,
    keywords: (post.keywords ?? "")
      .split(",")
      .map((k) => k.trim())
      .filter(Boolean),
    type: "article",
    image: shareImage(post, media),
    publishedTime: post.publishedDate.toISOString(),
    modifiedTime: post.modifiedDate.toISOString(),
    authors: [post.author],
    feed: { path: "/blog/rss.xml", title: blogPage.feedTitle },
  };
}
