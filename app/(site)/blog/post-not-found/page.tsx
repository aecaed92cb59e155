import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { postPage } from "@/content/blog";

export const metadata: Metadata = {
  title: postPage.notFound.title,
  description: postPage.notFound.description,
  robots: { index: false, follow: false },
};

/**
 * The target proxy.ts rewrites an unknown or unpublished /blog/{slug} to. It calls notFound()
 * while it is prerendered at build time, so Next.js stores it with status 404 and serves every
 * rewritten request with a real 404 (a notFound() inside the streamed post page could not).
 */
export default function PostNotFoundPage() {
  notFound();
}
