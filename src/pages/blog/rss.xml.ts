import type { APIRoute } from "astro";
import { rssFeed } from "@/server/blog/rss";

/** RSS 2.0 feed of the public posts: src/server/blog/rss.ts. */
export const GET: APIRoute = () => rssFeed();
