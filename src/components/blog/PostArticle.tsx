import { ArrowLeft, CalendarCheck } from "lucide-react";
import { postPage } from "@/content/blog";
import { PostTags } from "./PostTags";
import { site } from "@/content/site";
import { absoluteUrl } from "@/lib/site-url";
import { buttonStyles } from "@/components/ui/ButtonLink";
import { JsonLd } from "@/components/layout/JsonLd";
import { blogPostingJsonLd } from "@/lib/jsonld";
import type { PostDetail, PostSummary } from "@/server/blog/queries";
import { mediaKeyOf, mediaUrl, type MediaImage } from "@/lib/media";
import { CategoryBadge } from "./CategoryBadge";
import { PostCard } from "./PostCard";
import { CategoryCover, PostPicture } from "./PostImage";
import { PostMeta } from "./PostMeta";
import { ShareLinks } from "./ShareLinks";

/**
 * A published post: its article, related posts and the consultation band. `media` holds the
 * uploaded images it shows (src/server/blog/post-page.ts); `bodyHtml` is the body as the route
 * shell made it, sanitised, its uploaded images as <picture>s.
 */
export function PostArticle({
  post,
  bodyHtml,
  related,
  media,
}: {
  post: PostDetail;
  bodyHtml: string;
  related: readonly PostSummary[];
  media: ReadonlyMap<string, MediaImage>;
}) {
  const url = absoluteUrl(`/blog/${post.slug}`);
  const featured = media.get(mediaKeyOf(post.featuredImageUrl) ?? "");
  return (
    <>
      <JsonLd
        data={blogPostingJsonLd({
          ...post,
          description: post.metaDescription || post.excerpt,
          imageUrl: absoluteUrl(featured ? mediaUrl(featured.key, featured.width, "webp") : post.featuredImageUrl || site.ogImage.url),
        })}
      />
      <article className="bg-white pb-16" data-testid="post">
        <header className="bg-slate-50 pt-10 pb-10 sm:pt-14">
          <div className={`container-page ${featured ? "max-w-4xl" : "max-w-6xl lg:grid lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-center lg:gap-12"}`}>
            <div>
              <nav aria-label="Breadcrumb" className="text-sm">
                <a href="/blog" className="inline-flex items-center gap-1 font-medium text-brand-700 hover:text-brand-900">
                  <ArrowLeft aria-hidden="true" className="h-4 w-4" />
                  Blog
                </a>
              </nav>
              <div className="mt-6">
                <CategoryBadge category={post.category} />
              </div>
              <h1 className="mt-4 text-3xl font-extrabold tracking-tight text-balance text-slate-900 sm:text-4xl lg:text-5xl">{post.title}</h1>
              <p className="mt-4 text-lg text-slate-600 sm:text-xl">{post.excerpt}</p>
              <PostMeta author={post.author} date={post.publishedDate} readTime={post.readTime} className="mt-6" />
            </div>
            {/* Without an uploaded picture the category's illustration stands beside the title where there is room; on a phone the text comes first. */}
            {featured ? null : <CategoryCover category={post.category} className="hidden aspect-[6/5] rounded-2xl lg:flex" />}
          </div>
        </header>
        <div className="container-page max-w-4xl">
          {/* An uploaded picture, at its own ratio; a path to one of the seed's title cards is for shared links only, since here it would repeat the heading. */}
          {featured ? (
            <PostPicture
              media={featured}
              // Posts from before alt text was asked for keep the description they had.
              alt={post.featuredImageAlt || `Illustration for “${post.title}”`}
              sizes="(min-width: 896px) 896px, 100vw"
              eager
              className="-mt-2 rounded-2xl shadow-sm"
            />
          ) : null}
          <div
            className="prose-body mx-auto mt-10 max-w-3xl text-lg"
            data-testid="post-body"
            // Sanitised by the route shell (allow-list in src/server/blog/sanitize.ts).
            dangerouslySetInnerHTML={{ __html: bodyHtml }}
          />
          <PostTags tags={post.tags} level={2} className="mx-auto mt-10 max-w-3xl" />
          <div className="mx-auto mt-10 max-w-3xl">
            <ShareLinks title={post.title} url={url} />
          </div>
        </div>
      </article>
      {related.length > 0 ? (
        <section aria-labelledby="related-heading" className="bg-slate-50 py-16" data-testid="related-posts">
          <div className="container-page">
            <h2 id="related-heading" className="text-2xl font-bold text-slate-900 sm:text-3xl">
              {postPage.relatedHeading}
            </h2>
            {/* As many columns as there are posts (up to three), centred: one or two cards leave no empty columns. */}
            <ul role="list" className="mt-8 grid grid-cols-[repeat(auto-fit,minmax(min(100%,18rem),24rem))] justify-center gap-6" data-testid="related-list">
              {related.map((p) => (
                <li key={p.slug}>
                  <PostCard post={p} />
                </li>
              ))}
            </ul>
          </div>
        </section>
      ) : null}
      <section aria-labelledby="consult-heading" className="bg-gradient-to-br from-brand-800 to-brand-950 py-16 text-white">
        <div className="container-page max-w-4xl text-center">
          <h2 id="consult-heading" className="text-2xl font-bold sm:text-3xl">
            {postPage.consultation.title}
          </h2>
          <p className="mt-3 text-brand-50">{postPage.consultation.description}</p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <a href={postPage.consultation.href} className={buttonStyles.light}>
              <CalendarCheck aria-hidden="true" className="h-5 w-5" />
              {postPage.consultation.label}
            </a>
            <a href="/blog" className={buttonStyles.outlineLight}>
              <ArrowLeft aria-hidden="true" className="h-5 w-5" />
              {postPage.backToBlog}
            </a>
          </div>
        </div>
      </section>
    </>
  );
}
