import { formattedAddress, site } from "@/content/site";
import { absoluteUrl } from "./site-url";

/**
 * The logo as an ImageObject: Google reads `logo` (an Organization's, an article's publisher's)
 * as an image with its address, not a bare URL. The SVG's canvas is 512 x 512.
 */
export function logoJsonLd() {
  return { "@type": "ImageObject", url: absoluteUrl(site.logo), width: 512, height: 512 };
}

/** The business as schema.org ProfessionalService (a LocalBusiness), from src/content/site.ts. */
export function organizationJsonLd() {
  return {
    "@context": "https://schema.org",
    "@type": "ProfessionalService",
    "@id": absoluteUrl("/#organization"),
    name: site.name,
    alternateName: site.shortName,
    description: site.description,
    url: absoluteUrl("/"),
    logo: logoJsonLd(),
    image: absoluteUrl(site.ogImage.url),
    telephone: site.phone.e164,
    email: site.email,
    naics: site.naics,
    foundingDate: String(site.foundingYear),
    priceRange: "$$",
    address: {
      "@type": "PostalAddress",
      streetAddress: site.address.street,
      addressLocality: site.address.city,
      addressRegion: site.address.region,
      postalCode: site.address.postalCode,
      addressCountry: site.address.country,
    },
    geo: { "@type": "GeoCoordinates", latitude: site.geo.latitude, longitude: site.geo.longitude },
    openingHoursSpecification: [
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: [...site.hours.days],
        opens: site.hours.opens,
        closes: site.hours.closes,
      },
    ],
    areaServed: site.areaServed.map((name) => ({ "@type": "City", name: `${name}, GA` })),
    ...(site.social.length ? { sameAs: site.social.map((s) => s.href) } : {}),
    hasMap: `https://maps.google.com/?q=${encodeURIComponent(formattedAddress)}`,
  };
}

export function websiteJsonLd() {
  return {
    "@context": "https://schema.org",
    "@type": "WebSite",
    "@id": absoluteUrl("/#website"),
    name: site.name,
    url: absoluteUrl("/"),
    publisher: { "@id": absoluteUrl("/#organization") },
    inLanguage: "en-US",
    potentialAction: {
      "@type": "SearchAction",
      target: { "@type": "EntryPoint", urlTemplate: `${absoluteUrl("/search")}?q={search_term_string}` },
      "query-input": "required name=search_term_string",
    },
  };
}

/** What a blog post's structured data is made from. */
export type BlogPostingSource = {
  slug: string;
  title: string;
  description: string;
  /** The featured picture's absolute address, or the site's sharing image. */
  imageUrl: string;
  author: string;
  category: string;
  keywords?: string | null;
  readTime: number;
  publishedDate: Date;
  modifiedDate: Date;
};

/** A post as schema.org BlogPosting, with the properties Google's Article rules ask for. */
export function blogPostingJsonLd(post: BlogPostingSource) {
  const url = absoluteUrl(`/blog/${post.slug}`);
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    "@id": `${url}#article`,
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    url,
    headline: post.title,
    description: post.description,
    image: [post.imageUrl],
    datePublished: post.publishedDate.toISOString(),
    dateModified: post.modifiedDate.toISOString(),
    author: { "@type": "Person", name: post.author },
    publisher: { "@id": absoluteUrl("/#organization"), "@type": "Organization", name: site.name, logo: logoJsonLd() },
    articleSection: post.category,
    keywords: post.keywords ?? undefined,
    timeRequired: `PT${post.readTime}M`,
    inLanguage: "en-US",
  };
}

/** Serialises JSON-LD for a <script> tag; "<" is escaped so text can never close the tag. */
export function jsonLdString(data: unknown): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}
