import type { BlogCategory } from "@/content/blog-posts/types";
import { blogPage } from "@/content/blog";
import type { CategoryCount, PostSummary } from "@/server/blog/queries";
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

/** The featured article and the six latest after it, or every article of the chosen category. */
export function BlogListing({ posts, category }: { posts: readonly PostSummary[]; category?: BlogCategory }) {
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
        <div className="mt-6">{posts.length > 0 ? <Cards posts={posts} /> : <p className="text-slate-700">{blogPage.emptyCategory(category)}</p>}</div>
      </section>
    );
  }
  if (posts.length === 0) return <p className="text-lg text-slate-700">{blogPage.emptyBlog}</p>;
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
    </>
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
