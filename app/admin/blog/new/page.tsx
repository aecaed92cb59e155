import type { Metadata } from "next";
import { BlogPostForm } from "@legacy/components/admin/BlogPostForm";
import { PageHeader } from "@legacy/components/admin/ui";
import { BLOG_CATEGORIES } from "@/content/blog-posts/types";
import { site } from "@/content/site";
import { easternDay } from "@/lib/dates";
import { adminContext } from "@/server/admin/guard";
import { postbackFor } from "@/server/forms/postback";

export const metadata: Metadata = { title: "New post" };

export default async function NewPost() {
  await adminContext();
  const today = easternDay();
  return (
    <>
      <PageHeader title="New post" description="Write in HTML or Markdown, preview, then save. Leave Published unticked to keep it a draft." />
      <BlogPostForm
        categories={BLOG_CATEGORIES}
        result={await postbackFor("admin-blog-save")}
        initial={{
          title: "",
          slug: "",
          excerpt: "",
          author: `${site.name} Team`,
          category: "",
          tags: "",
          keywords: "",
          metaDescription: "",
          featuredImageUrl: "",
          publishedDate: today,
          published: false,
          format: "markdown",
          body: "",
        }}
      />
    </>
  );
}
