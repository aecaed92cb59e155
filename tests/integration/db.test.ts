import { describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { useDatabase } from "../support/db";
import { blogPosts } from "@/server/db/schema";

describe("database", () => {
  it("migrates and keeps a full-text vector for blog posts", async () => {
    const db = await useDatabase();
    await db.insert(blogPosts).values({
      title: "Local SEO for Atlanta plumbers",
      slug: "local-seo-atlanta",
      excerpt: "How a service business wins the map pack.",
      author: "Team",
      category: "Digital Marketing",
      content: "<p>Reviews and <strong>citations</strong> matter.</p>",
      published: true,
    });
    const rows = await db
      .select({ slug: blogPosts.slug })
      .from(blogPosts)
      .where(sql`${blogPosts.searchVector} @@ websearch_to_tsquery('english', 'citations')`);
    expect(rows.map((r) => r.slug)).toEqual(["local-seo-atlanta"]);
  });
});
