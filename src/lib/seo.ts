import { site } from "@/content/site";

export type PageSeo = {
  /** Page title; the layout template adds " | Gateway Tech Enterprises". */
  title: string;
  description: string;
  /** Path of the page, e.g. "/services/seo"; becomes the canonical URL. */
  path: string;
  keywords?: readonly string[];
  image?: { url: string; width?: number; height?: number; alt?: string };
  type?: "website" | "article";
  publishedTime?: string;
  modifiedTime?: string;
  authors?: string[];
  /** A title used as is, without the site template (the home page). */
  absoluteTitle?: boolean;
  /** The RSS feed a page announces (the blog and its posts). */
  feed?: { path: string; title: string };
};

/** A page title as the browser tab and shared links show it: the layout's template and Open Graph both use this. */
export const brandedTitle = (title: string) => `${title} | ${site.name}`;

/**
 * A page's title without the brand, for lists inside the site (/search). Template titles never
 * carry it; an absolute title (the home page's, "Gateway Tech Enterprises | …") may, at either end.
 */
export function titleWithoutBrand(seo: Pick<PageSeo, "title" | "absoluteTitle">): string {
  if (!seo.absoluteTitle) return seo.title;
  const prefix = `${site.name} | `;
  if (seo.title.startsWith(prefix)) return seo.title.slice(prefix.length);
  const suffix = brandedTitle("");
  return seo.title.endsWith(suffix) ? seo.title.slice(0, -suffix.length) : seo.title;
}
