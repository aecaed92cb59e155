import { ArrowRight } from "lucide-react";
import type { PostSummary } from "@/server/blog/queries";
import { blogPage } from "@/content/blog";
import { CategoryBadge } from "./CategoryBadge";
import { PostCover } from "./PostImage";
import { PostMeta } from "./PostMeta";

type HeadingLevel = "h2" | "h3";

/** A post as a card (the list, related posts); the Read button goes to /blog/{slug}. */
export function PostCard({ post, headingLevel = "h3" }: { post: PostSummary; headingLevel?: HeadingLevel }) {
  const H = headingLevel;
  const href = `/blog/${post.slug}`;
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm" data-testid="post-card">
      <a href={href} tabIndex={-1} aria-hidden="true">
        <PostCover media={post.featuredMedia} category={post.category} sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw" />
      </a>
      <div className="flex flex-1 flex-col p-6">
        <div>
          <CategoryBadge category={post.category} />
        </div>
        <H className="mt-3 text-xl font-bold text-slate-900">
          <a href={href} className="hover:text-brand-800">
            {post.title}
          </a>
        </H>
        <p className="mt-2 flex-1 text-slate-600">{post.excerpt}</p>
        <PostMeta author={post.author} date={post.publishedDate} readTime={post.readTime} className="mt-4" />
        <a href={href} className="mt-5 inline-flex items-center gap-2 self-start rounded-lg font-semibold text-brand-700 hover:text-brand-900">
          {blogPage.readLabel}
          <span className="sr-only">: {post.title}</span>
          <ArrowRight aria-hidden="true" className="h-4 w-4" />
        </a>
      </div>
    </article>
  );
}

/** The newest post, large. */
export function FeaturedPost({ post }: { post: PostSummary }) {
  const href = `/blog/${post.slug}`;
  return (
    <article className="grid overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm lg:grid-cols-2" data-testid="featured-post">
      <a href={href} tabIndex={-1} aria-hidden="true" className="block">
        <PostCover media={post.featuredMedia} category={post.category} sizes="(min-width: 1024px) 560px, 100vw" eager fill />
      </a>
      <div className="flex flex-col justify-center p-6 sm:p-8">
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{blogPage.featuredHeading}</p>
        <div className="mt-3">
          <CategoryBadge category={post.category} />
        </div>
        <h2 className="mt-3 text-2xl font-bold text-slate-900 sm:text-3xl">
          <a href={href} className="hover:text-brand-800">
            {post.title}
          </a>
        </h2>
        <p className="mt-3 text-lg text-slate-600">{post.excerpt}</p>
        <PostMeta author={post.author} date={post.publishedDate} readTime={post.readTime} className="mt-5" />
        <a
          href={href}
          className="mt-6 inline-flex min-h-11 items-center gap-2 self-start rounded-lg bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800"
        >
          {blogPage.readLabel}
          <span className="sr-only">: {post.title}</span>
          <ArrowRight aria-hidden="true" className="h-5 w-5" />
        </a>
      </div>
    </article>
  );
}
