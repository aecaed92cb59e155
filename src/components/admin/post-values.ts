import { site } from "@/content/site";
import { easternDay } from "@/lib/dates";
import type { BlogPost } from "@/server/db/schema";
import type { PostFormValues } from "./BlogPostForm";

/** A new post's editor: today's date, the team as author, Markdown, a draft. */
export function newPostValues(): PostFormValues {
  return {
    title: "",
    slug: "",
    excerpt: "",
    author: `${site.name} Team`,
    category: "",
    tags: "",
    keywords: "",
    metaDescription: "",
    featuredImageUrl: "",
    featuredImageAlt: "",
    publishedDate: easternDay(),
    published: false,
    format: "markdown",
    body: "",
  };
}

/** A stored post in the editor: its body is sanitised HTML, so it is edited as HTML. */
export function editPostValues(post: BlogPost): PostFormValues {
  return {
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
    featuredImageAlt: post.featuredImageAlt ?? "",
    publishedDate: easternDay(post.publishedDate),
    published: post.published,
    format: "html",
    body: post.content,
  };
}
