import { site } from "@/content/site";
import { organizationJsonLd, websiteJsonLd } from "@/lib/jsonld";
import { brandedTitle, type PageSeo } from "@/lib/seo";
import { absoluteUrl } from "@/lib/site-url";
import { JsonLd } from "./JsonLd";

/**
 * Everything a page's <head> says about it: title, description, keywords, canonical URL, robots,
 * Open Graph, Twitter card and the business's structured data. Robots comes from the route table. A page without a canonical URL
 * (the 404 page) passes `canonical={false}`.
 */
export function SeoHead({ seo, robots, canonical = true }: { seo: PageSeo; robots: string; canonical?: boolean }) {
  const title = seo.absoluteTitle ? seo.title : brandedTitle(seo.title);
  const image = seo.image ?? site.ogImage;
  const imageUrl = absoluteUrl(image.url);
  const imageAlt = image.alt ?? site.ogImage.alt;
  // The home page's address is the bare origin, as every other page's has no trailing slash.
  const url = seo.path === "/" ? absoluteUrl("/").replace(/\/$/, "") : absoluteUrl(seo.path);
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={seo.description} />
      {seo.keywords?.length ? <meta name="keywords" content={seo.keywords.join(",")} /> : null}
      <meta name="robots" content={robots} />
      {canonical ? <link rel="canonical" href={url} /> : null}
      <meta name="application-name" content={site.name} />
      <meta name="author" content={site.name} />
      <meta name="format-detection" content="telephone=no" />
      <meta name="theme-color" content={site.themeColor} />
      <link rel="icon" href="/icon.svg" type="image/svg+xml" />
      {seo.feed ? <link rel="alternate" type="application/rss+xml" title={seo.feed.title} href={absoluteUrl(seo.feed.path)} /> : null}
      <meta property="og:title" content={title} />
      <meta property="og:description" content={seo.description} />
      {canonical ? <meta property="og:url" content={url} /> : null}
      <meta property="og:site_name" content={site.name} />
      <meta property="og:locale" content={site.locale} />
      <meta property="og:image" content={imageUrl} />
      <meta property="og:image:width" content={String(image.width ?? 1200)} />
      <meta property="og:image:height" content={String(image.height ?? 630)} />
      <meta property="og:image:alt" content={imageAlt} />
      <meta property="og:type" content={seo.type ?? "website"} />
      {seo.type === "article" && seo.publishedTime ? <meta property="article:published_time" content={seo.publishedTime} /> : null}
      {seo.type === "article" && seo.modifiedTime ? <meta property="article:modified_time" content={seo.modifiedTime} /> : null}
      {seo.type === "article" ? seo.authors?.map((a) => <meta key={a} property="article:author" content={a} />) : null}
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={seo.description} />
      <meta name="twitter:image" content={imageUrl} />
      <meta name="twitter:image:alt" content={imageAlt} />
      <JsonLd data={organizationJsonLd()} />
      <JsonLd data={websiteJsonLd()} />
    </>
  );
}
