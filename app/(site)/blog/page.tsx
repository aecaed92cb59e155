import type { Metadata } from "next";
import { blogPage } from "@/content/blog";
import { pageMetadata } from "@/lib/seo";
import { absoluteUrl } from "@/lib/site-url";
import { RenderBlocks } from "@legacy/components/sections/RenderBlocks";
import { BlogListing, CategorySidebar } from "./_components/BlogListing";
import { NewsletterSlot } from "./_components/NewsletterSlot";

const base = pageMetadata(blogPage.seo);
export const metadata: Metadata = {
  ...base,
  alternates: {
    ...base.alternates,
    types: { "application/rss+xml": [{ url: absoluteUrl("/blog/rss.xml"), title: blogPage.feedTitle }] },
  },
};

/** Blocking render (no streamed holes), so the list is in the HTML for visitors without JavaScript. */
export const instant = false;

export default function BlogPage({ searchParams }: PageProps<"/blog">) {
  return (
    <>
      <RenderBlocks blocks={[blogPage.hero]} />
      <div className="bg-slate-50 py-12 sm:py-16">
        <div className="container-page grid gap-10 lg:grid-cols-[minmax(0,1fr)_18rem]">
          <div>
            <BlogListing searchParams={searchParams} />
          </div>
          <aside aria-label="Blog sidebar" className="space-y-8">
            <CategorySidebar searchParams={searchParams} />
            <NewsletterSlot />
          </aside>
        </div>
      </div>
      <RenderBlocks blocks={[blogPage.closing]} />
    </>
  );
}
