import { connection } from "next/server";
import { rssFeed } from "@/server/blog/rss";

/** RSS 2.0 feed of the public posts: src/server/blog/rss.ts. */
export async function GET() {
  await connection();
  return rssFeed();
}
