import type { Metadata } from "next";
import { Suspense } from "react";
import { headers } from "next/headers";
import { connection } from "next/server";
import { pageMetadata } from "@/lib/seo";
import { absoluteUrl } from "@/lib/site-url";
import { blogPage, postPage } from "@/content/blog";
import { getPublishedPostBySlug } from "@/server/blog/queries";
import { logger } from "@/server/log";
import { PostArticle } from "./PostArticle";

const notFoundMetadata: Metadata = {
  title: postPage.notFound.title,
  description: postPage.notFound.description,
  robots: { index: false, follow: false },
};

export async function generateMetadata({ params }: PageProps<"/blog/[slug]">): Promise<Metadata> {
  await connection();
  const { slug } = await params;
  let post;
  try {
    post = await getPublishedPostBySlug(slug);
  } catch (err) {
    logger.error({ err, slug }, "blog post metadata failed");
    return notFoundMetadata;
  }
  if (!post) return notFoundMetadata;
  const meta = pageMetadata({
    title: post.title,
    description: post.metaDescription || post.excerpt,
    path: `/blog/${post.slug}`,
    keywords: (post.keywords ?? "").split(",").map((k) => k.trim()).filter(Boolean),
    type: "article",
    image: post.featuredImageUrl ? { url: post.featuredImageUrl, width: 1200, height: 630, alt: post.title } : undefined,
    publishedTime: post.publishedDate.toISOString(),
    modifiedTime: post.modifiedDate.toISOString(),
    authors: [post.author],
  });
  return {
    ...meta,
    alternates: {
      ...meta.alternates,
      types: { "application/rss+xml": [{ url: absoluteUrl("/blog/rss.xml"), title: blogPage.feedTitle }] },
    },
  };
}

/**
 * How the article arrives depends on how it is asked for:
 * - a document request (a first visit, a visitor without JavaScript, a crawler) waits for the
 *   post: the whole article is in the HTML, in place. Behind a Suspense boundary it would come
 *   as a hidden chunk after the footer that only a script moves into view, and the HTML would
 *   show 'Loading article...' instead;
 * - a click from another page of the site (the router's fetch of the page data) streams it: the
 *   header and footer stay, 'Loading article...' shows at once, and the article replaces it.
 * Next.js hides its own router headers from pages, so the browser's Fetch Metadata tells the two
 * apart: a script's fetch is `Sec-Fetch-Dest: empty`; a document, or a client that sends no such
 * header, gets the blocking render. `instant = false` allows the document request to wait.
 * The HTTP status of an unknown slug (404) or of a database failure (503) is decided by
 * proxy.ts (blogPostStatus) before rendering starts: with Cache Components the response
 * has begun by the time the page runs, so notFound() here (a post unpublished a moment ago)
 * can only show the view and add noindex.
 */
export const instant = false;

export default async function PostPage({ params }: PageProps<"/blog/[slug]">) {
  const article = <PostArticle params={params} />;
  if (!(await fetchedByScript())) return article;
  return <Suspense fallback={<ArticleLoading />}>{article}</Suspense>;
}

async function fetchedByScript(): Promise<boolean> {
  return (await headers()).get("sec-fetch-dest") === "empty";
}

function ArticleLoading() {
  return (
    <p role="status" className="container-page flex min-h-[50vh] items-center justify-center py-20 text-lg text-slate-600" data-testid="article-loading">
      {postPage.loading}
    </p>
  );
}
