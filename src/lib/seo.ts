import type { Metadata } from "next";
import { site } from "@/content/site";
import { absoluteUrl } from "./site-url";

export type PageSeo = {
  /** Page title; the layout template adds " | Gateway Tech Enterprises". */
  title: string;
  description: string;
  /** Path of the page, e.g. "/services/seo"; becomes the canonical URL. */
  path: string;
  keywords?: readonly string[];
  /** noindex,nofollow (portfolio, testimonials, legal pages, gate pages, admin, not-found). */
  noindex?: boolean;
  image?: { url: string; width?: number; height?: number; alt?: string };
  type?: "website" | "article";
  publishedTime?: string;
  modifiedTime?: string;
  authors?: string[];
  /** A title used as is, without the site template (the home page). */
  absoluteTitle?: boolean;
};

/** One builder for every page's metadata: title, description, keywords, canonical, Open Graph, Twitter, robots. */
export function pageMetadata(seo: PageSeo): Metadata {
  const image = seo.image ?? site.ogImage;
  const images = [
    { url: image.url, width: image.width ?? 1200, height: image.height ?? 630, alt: image.alt ?? site.ogImage.alt },
  ];
  const ogTitle = seo.absoluteTitle ? seo.title : `${seo.title} | ${site.name}`;
  return {
    title: seo.absoluteTitle ? { absolute: seo.title } : seo.title,
    description: seo.description,
    keywords: seo.keywords ? [...seo.keywords] : undefined,
    alternates: { canonical: absoluteUrl(seo.path) },
    robots: seo.noindex ? { index: false, follow: false } : { index: true, follow: true },
    openGraph: {
      type: seo.type ?? "website",
      url: absoluteUrl(seo.path),
      siteName: site.name,
      locale: site.locale,
      title: ogTitle,
      description: seo.description,
      images,
      ...(seo.type === "article"
        ? { publishedTime: seo.publishedTime, modifiedTime: seo.modifiedTime, authors: seo.authors }
        : {}),
    },
    twitter: {
      card: "summary_large_image",
      title: ogTitle,
      description: seo.description,
      images: images.map((i) => i.url),
    },
  };
}
