import { seedPosts } from "@/content/blog-posts";
import { staticSearchDocuments } from "@/content/search-index";
import { seedBlogPosts, seedBlogPostsIfEmpty, syncSearchDocuments } from "@/server/blog/seed";

export type Seeder = {
  name: string;
  /** `npm run db:seed`. Returns the number of rows it wrote. */
  run: () => Promise<number>;
  /** At server start, when that must do less than `run` (default: `run`). */
  atStart?: () => Promise<number>;
};

/** Each feature registers its idempotent seeder here (blog posts, the search index...). */
export const seeders: Seeder[] = [
  { name: "blog-posts", run: () => seedBlogPosts(seedPosts), atStart: () => seedBlogPostsIfEmpty(seedPosts) },
  { name: "search-documents", run: () => syncSearchDocuments(staticSearchDocuments()) },
];
