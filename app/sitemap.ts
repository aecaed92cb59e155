import type { MetadataRoute } from "next";
import { connection } from "next/server";
import { sitemapEntries } from "@/server/blog/sitemap";

/** Every indexable route and public post: src/server/blog/sitemap.ts. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  await connection();
  return sitemapEntries();
}
