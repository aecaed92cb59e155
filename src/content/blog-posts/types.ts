/** A blog post as written in the repository; seeded into `blog_posts` by slug. */
export type SeedPost = {
  slug: string;
  title: string;
  excerpt: string;
  author: string;
  publishedDate: string /* ISO date */;
  modifiedDate?: string;
  category: "Business Strategy" | "Web Design" | "Software Development" | "Digital Marketing" | "E-commerce" | "UI/UX Design";
  featuredImage: string /* path under /blog/ in public */;
  /** What the featured image shows, for people who cannot see it. */
  featuredImageAlt: string;
  readTime?: number;
  metaDescription: string;
  keywords: string;
  tags: string[];
  published: boolean;
  content: string /* HTML */;
};

export type BlogCategory = SeedPost["category"];

/** The six categories, in the order the blog sidebar lists them. */
export const BLOG_CATEGORIES: readonly BlogCategory[] = [
  "Business Strategy",
  "Web Design",
  "Software Development",
  "Digital Marketing",
  "E-commerce",
  "UI/UX Design",
];

/** One of the six categories, spelled as the blog spells it. */
export function isBlogCategory(value: unknown): value is BlogCategory {
  return typeof value === "string" && (BLOG_CATEGORIES as readonly string[]).includes(value);
}
