import type { SeedPost } from "@/content/blog-posts/types";

/** A post for tests: published yesterday in Web Design unless told otherwise. */
export function testPost(slug: string, over: Partial<SeedPost> = {}): SeedPost {
  return {
    slug,
    title: `Title of ${slug}`,
    excerpt: `Excerpt of ${slug}.`,
    author: "Test Author",
    publishedDate: "2025-01-15",
    category: "Web Design",
    featuredImage: `/blog/${slug}.jpg`,
    featuredImageAlt: `Picture for ${slug}`,
    metaDescription: `Meta description of ${slug}.`,
    keywords: "test, post",
    tags: ["test"],
    published: true,
    content: `<h2>About ${slug}</h2><p>Body text of ${slug}.</p>`,
    ...over,
  };
}

export function isoDaysFromNow(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString();
}
