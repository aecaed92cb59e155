import { describe, expect, it } from "vitest";
import { structuredDataProblems } from "../support/structured-data-rules";

// The rules the system test holds every page to (tests/system/valid-pages.test.ts): each must
// catch the defect it names, or that test would pass on a page that breaks it.
const site = "https://gatewaytech.example";
const logo = { "@type": "ImageObject", url: `${site}/logo.svg` };
const article = {
  "@context": "https://schema.org",
  "@type": "BlogPosting",
  mainEntityOfPage: { "@type": "WebPage", "@id": `${site}/blog/post` },
  headline: "A post",
  image: [`${site}/blog/post.jpg`],
  datePublished: "2025-03-18T12:00:00.000Z",
  dateModified: "2025-04-02T12:00:00.000Z",
  author: { "@type": "Person", name: "Andre Whitaker" },
  publisher: { "@type": "Organization", name: "Gateway Tech Enterprises", logo },
};
const tags: Record<string, string> = {
  "og:title": "A post",
  "og:type": "article",
  "og:url": `${site}/blog/post`,
  "og:image": `${site}/blog/post.jpg`,
  "og:image:alt": "Title card",
  "og:description": "What the post says.",
  "og:site_name": "Gateway Tech Enterprises",
  "og:locale": "en_US",
  "twitter:card": "summary_large_image",
  "twitter:title": "A post",
  "twitter:description": "What the post says.",
  "twitter:image": `${site}/blog/post.jpg`,
  "twitter:image:alt": "Title card",
};

function page({ data = article, meta = tags }: { data?: object; meta?: Record<string, string> } = {}) {
  const head = Object.entries(meta)
    .map(([k, v]) => (k.startsWith("og:") ? `<meta property="${k}" content="${v}">` : `<meta name="${k}" content="${v}">`))
    .join("");
  return `<!doctype html><html><head><link rel="canonical" href="${site}/blog/post">${head}<script type="application/ld+json">${JSON.stringify(data)}</script></head><body></body></html>`;
}
const without = (key: string) => Object.fromEntries(Object.entries(tags).filter(([k]) => k !== key));

describe("structured data rules", () => {
  it("pass a blog post that has everything", () => {
    expect(structuredDataProblems(page())).toEqual([]);
  });

  it("refuse a publisher logo given as a bare URL instead of an ImageObject", () => {
    expect(structuredDataProblems(page({ data: { ...article, publisher: { ...article.publisher, logo: `${site}/logo.svg` } } }))).toEqual([
      "BlogPosting publisher: logo is not an ImageObject",
    ]);
  });

  it("refuse a publisher that is not an Organization", () => {
    const untyped: Record<string, unknown> = { ...article.publisher };
    delete untyped["@type"];
    expect(structuredDataProblems(page({ data: { ...article, publisher: untyped } }))).toEqual(["BlogPosting: publisher is not an Organization"]);
  });

  it("refuse an article that names no page it is the main entity of", () => {
    const rest: Record<string, unknown> = { ...article };
    delete rest.mainEntityOfPage;
    expect(structuredDataProblems(page({ data: rest }))).toEqual(["BlogPosting: no mainEntityOfPage"]);
  });

  it.each(["twitter:image:alt", "twitter:description", "og:image:alt", "og:description", "og:url"])("refuse a page without %s", (key) => {
    expect(structuredDataProblems(page({ meta: without(key) }))).toEqual([`no ${key}`]);
  });

  it("refuse a type it has no rules for rather than pass it unchecked", () => {
    expect(structuredDataProblems(page({ data: { "@context": "https://schema.org", "@type": "FAQPage" } }))).toEqual([
      "FAQPage: a type these rules do not know (add its rules)",
    ]);
  });
});
