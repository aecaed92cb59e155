import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { BlogPostForm } from "@legacy/components/admin/BlogPostForm";
import { PageHeader } from "@legacy/components/admin/ui";
import { BLOG_CATEGORIES } from "@/content/blog-posts/types";
import { adminContext } from "@/server/admin/guard";
import { postbackFor } from "@/server/forms/postback";
import { easternDay } from "@/lib/dates";
import { getPostForAdmin } from "@/server/admin/blog";
import { getDb } from "@/server/db/client";

export const metadata: Metadata = { title: "Edit post" };

type Props = { params: Promise<{ id: string }> };

export default async function EditPost({ params }: Props) {
  await adminContext();
  const { id } = await params;
  if (!/^\d{1,9}$/.test(id)) notFound();
  const post = await getPostForAdmin(await getDb(), Number(id));
  if (!post) notFound();
  return (
    <>
      <PageHeader title={`Edit: ${post.title}`} description="The body is stored as sanitised HTML; edit it as HTML, or replace it with Markdown." />
      <BlogPostForm
        categories={BLOG_CATEGORIES}
        result={await postbackFor("admin-blog-save")}
        initial={{
          id: String(post.id),
          title: post.title,
          slug: post.slug,
          excerpt: post.excerpt,
          author: post.author,
          category: post.category,
          tags: post.tags.join(", "),
          keywords: post.keywords ?? "",
          metaDescription: post.metaDescription ?? "",
          featuredImageUrl: post.featuredImageUrl ?? "",
          publishedDate: easternDay(post.publishedDate),
          published: post.published,
          format: "html",
          body: post.content,
        }}
      />
    </>
  );
}
