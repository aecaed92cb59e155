import { ArrowLeft } from "lucide-react";
import type { BlogCategory } from "@/content/blog-posts/types";
import { blogPage } from "@/content/blog";
import type { CategoryCount, PostListPage, PostSummary } from "@/server/blog/queries";
import { buttonStyles } from "@/components/ui/ButtonLink";
import { Pagination } from "@/components/ui/Pagination";
import { PastEndPanel } from "@/components/ui/PastEndPanel";
import { blogListHref } from "@/lib/blog-list-query";
import { CategoryList } from "./CategorySidebar";
import { FeaturedPost, PostCard } from "./PostCard";

function Cards({ posts }: { posts: readonly PostSummary[] }) {
  return (
    <ul role="list" className="grid gap-6 sm:grid-cols-2" data-testid="post-cards">
      {posts.map((p) => (
        <li key={p.slug}>
          <PostCard post={p} />
        </li>
      ))}
    </ul>
  );
}

/** "Articles 8–9 of 9", when the list runs to several pages. */
function Range({ list }: { list: PostListPage }) {
  if (list.pageCount <= 1) return null;
  return (
    <p className="mt-2 text-slate-600" data-testid="list-range">
      {blogPage.range(list.from, list.to, list.total)}
    </p>
  );
}

function Pager({ list, category }: { list: PostListPage; category?: BlogCategory }) {
  return <Pagination label={blogPage.pagerLabel} page={list.page} pageCount={list.pageCount} href={(p) => blogListHref(category, p)} />;
}

/**
 * One page of the blog: on the first, the featured article and the six latest after it; on each
 * later one, the next articles; of a chosen category, its articles a page at a time. The pager
 * follows.
 */
export function BlogListing({ list, category }: { list: PostListPage; category?: BlogCategory }) {
  const { posts } = list;
  if (category) {
    return (
      <section aria-labelledby="list-heading">
        <div className="flex flex-wrap items-baseline justify-between gap-3">
          <h2 id="list-heading" className="text-2xl font-bold text-slate-900 sm:text-3xl">
            {blogPage.categoryHeading(category)}
          </h2>
          <a href="/blog" className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900">
            {blogPage.showAll}
          </a>
        </div>
        <Range list={list} />
        <div className="mt-6">{posts.length > 0 ? <Cards posts={posts} /> : <p className="text-slate-700">{blogPage.emptyCategory(category)}</p>}</div>
        <Pager list={list} category={category} />
      </section>
    );
  }
  if (posts.length === 0) return <p className="text-lg text-slate-700">{blogPage.emptyBlog}</p>;
  if (list.page > 1) {
    return (
      <section aria-labelledby="list-heading">
        <h2 id="list-heading" className="text-2xl font-bold text-slate-900 sm:text-3xl">
          {blogPage.pageHeading(list.page)}
        </h2>
        <Range list={list} />
        <div className="mt-6">
          <Cards posts={posts} />
        </div>
        <Pager list={list} />
      </section>
    );
  }
  const [featured, ...latest] = posts;
  return (
    <>
      <FeaturedPost post={featured} />
      {latest.length > 0 ? (
        <section aria-labelledby="latest-heading" className="mt-12">
          <h2 id="latest-heading" className="text-2xl font-bold text-slate-900 sm:text-3xl">
            {blogPage.latestHeading}
          </h2>
          <div className="mt-6">
            <Cards posts={latest} />
          </div>
        </section>
      ) : null}
      <Pager list={list} />
    </>
  );
}

/** A page of the list past its last one (answered with status 404): where the articles are. */
export function BlogPastEnd({ pageCount, category }: { pageCount: number; category?: BlogCategory }) {
  const copy = blogPage.pastEnd;
  return (
    <PastEndPanel name="blog-past-end" title={copy.title} description={copy.description(pageCount)}>
      <a href={blogListHref(category)} className={buttonStyles.primary}>
        <ArrowLeft aria-hidden="true" className="h-5 w-5" />
        {copy.latest}
      </a>
      {pageCount > 1 ? (
        <a href={blogListHref(category, pageCount)} className={buttonStyles.outline}>
          {copy.last(pageCount)}
        </a>
      ) : null}
    </PastEndPanel>
  );
}

/** Categories with their real counts from the database. */
export function CategoryNav({ counts, active }: { counts: readonly CategoryCount[]; active?: BlogCategory }) {
  return (
    <nav aria-labelledby="categories-heading" className="rounded-2xl border border-slate-200 bg-white p-5">
      <h2 id="categories-heading" className="mb-3 px-3 text-lg font-bold text-slate-900">
        {blogPage.categoriesHeading}
      </h2>
      <CategoryList counts={counts} active={active} />
    </nav>
  );
}
