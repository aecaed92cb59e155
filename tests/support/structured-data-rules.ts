import { DomUtils, parseDocument } from "htmlparser2";

/**
 * What a page must say about itself for search results and shared links, from the rules the
 * consumers document: Google Search Central's structured data pages (Article, LocalBusiness,
 * Organization logo, WebSite), the Open Graph protocol and X's summary_large_image card. Every
 * test of the structured-data-testing-tool package's Google, Facebook and Twitter presets is
 * here, its warnings held as errors (docs/decisions/0040), plus the LocalBusiness and WebSite
 * rules that package does not have. Returns one line per problem, empty when the page passes.
 */
export function structuredDataProblems(html: string): string[] {
  const doc = parseDocument(html);
  const elements = DomUtils.getElementsByTagName(() => true, doc.children, true);
  const meta = new Map<string, string>();
  for (const el of elements.filter((e) => e.name === "meta")) {
    const key = el.attribs.property ?? el.attribs.name;
    if (key) meta.set(key, el.attribs.content ?? "");
  }
  const canonical = elements.find((e) => e.name === "link" && e.attribs.rel === "canonical")?.attribs.href;
  const problems = sharingTagProblems(meta, canonical);

  const scripts = elements.filter((e) => e.name === "script" && e.attribs.type === "application/ld+json");
  if (scripts.length === 0) problems.push("no JSON-LD");
  for (const script of scripts) {
    let data: Thing;
    try {
      data = JSON.parse(text(script)) as Thing;
    } catch {
      problems.push("a JSON-LD block that is not JSON");
      continue;
    }
    if (data["@context"] !== "https://schema.org") problems.push(`${String(data["@type"])}: @context is not https://schema.org`);
    problems.push(...thingProblems(data));
  }
  return problems;
}

type Thing = Record<string, unknown>;

function sharingTagProblems(meta: Map<string, string>, canonical: string | undefined): string[] {
  const problems: string[] = [];
  // Open Graph's required four (og:url only where the page has an address of its own: a
  // not-found view has none), the description, site name and locale, the image's text
  // alternative, and the large-image card's own tags.
  const required = [
    "og:title",
    "og:type",
    "og:image",
    "og:image:alt",
    "og:description",
    "og:site_name",
    "og:locale",
    "twitter:card",
    "twitter:title",
    "twitter:description",
    "twitter:image",
    "twitter:image:alt",
  ];
  for (const key of required) if (!meta.get(key)?.trim()) problems.push(`no ${key}`);
  for (const key of ["og:image", "twitter:image"]) if (meta.has(key) && !isAbsoluteUrl(meta.get(key))) problems.push(`${key} is not an absolute URL`);
  if (canonical && !meta.get("og:url")) problems.push("no og:url");
  else if (canonical && meta.get("og:url") !== canonical) problems.push("og:url differs from the canonical address");
  if (meta.get("twitter:card") && meta.get("twitter:card") !== "summary_large_image" && meta.get("twitter:card") !== "summary")
    problems.push("unknown twitter:card");
  return problems;
}

function thingProblems(thing: Thing): string[] {
  const type = String(thing["@type"]);
  if (["Article", "BlogPosting", "NewsArticle"].includes(type)) return articleProblems(thing);
  if (type === "Organization" || type === "LocalBusiness" || type === "ProfessionalService") return businessProblems(thing);
  if (type === "WebSite") return websiteProblems(thing);
  return [`${type}: a type these rules do not know (add its rules)`];
}

/** Google's Article: headline, image, dates, author with a name, the page it is the main entity of; the publisher an Organization with an ImageObject logo. */
function articleProblems(a: Thing): string[] {
  const problems: string[] = [];
  const type = String(a["@type"]);
  if (!nonEmpty(a.headline)) problems.push(`${type}: no headline`);
  const images = Array.isArray(a.image) ? a.image : [a.image];
  if (!a.image || !images.every((i) => isAbsoluteUrl(typeof i === "string" ? i : (i as Thing | undefined)?.url)))
    problems.push(`${type}: image is not one or more absolute URLs`);
  for (const key of ["datePublished", "dateModified"]) if (!isIsoDateTime(a[key])) problems.push(`${type}: ${key} is not an ISO 8601 date and time`);
  const authors = Array.isArray(a.author) ? a.author : [a.author];
  if (!a.author || !authors.every((p) => nonEmpty((p as Thing | undefined)?.name))) problems.push(`${type}: author has no name`);
  if (!isAbsoluteUrl((a.mainEntityOfPage as Thing | undefined)?.["@id"] ?? a.mainEntityOfPage)) problems.push(`${type}: no mainEntityOfPage`);
  const publisher = a.publisher as Thing | undefined;
  if (!publisher || !nonEmpty(publisher.name)) problems.push(`${type}: publisher has no name`);
  else {
    if (publisher["@type"] !== "Organization") problems.push(`${type}: publisher is not an Organization`);
    problems.push(...logoProblems(`${type} publisher`, publisher.logo));
  }
  return problems;
}

/** Google's LocalBusiness: name and a postal address; an Organization's logo an ImageObject with a URL. */
function businessProblems(b: Thing): string[] {
  const type = String(b["@type"]);
  const problems: string[] = [];
  if (!nonEmpty(b.name)) problems.push(`${type}: no name`);
  if (!isAbsoluteUrl(b.url)) problems.push(`${type}: url is not absolute`);
  problems.push(...logoProblems(type, b.logo));
  if (type !== "Organization") {
    const address = b.address as Thing | undefined;
    if (address?.["@type"] !== "PostalAddress") problems.push(`${type}: no PostalAddress`);
    else
      for (const key of ["streetAddress", "addressLocality", "addressRegion", "postalCode", "addressCountry"])
        if (!nonEmpty(address[key])) problems.push(`${type}: address has no ${key}`);
    const geo = b.geo as Thing | undefined;
    if (geo && (typeof geo.latitude !== "number" || typeof geo.longitude !== "number")) problems.push(`${type}: geo needs numeric latitude and longitude`);
  }
  return problems;
}

/** A site search action: a URL template with the placeholder the query-input names. */
function websiteProblems(w: Thing): string[] {
  const problems: string[] = [];
  if (!nonEmpty(w.name)) problems.push("WebSite: no name");
  if (!isAbsoluteUrl(w.url)) problems.push("WebSite: url is not absolute");
  const action = w.potentialAction as Thing | undefined;
  if (action) {
    const template = (action.target as Thing | undefined)?.urlTemplate;
    const input = String(action["query-input"] ?? "");
    const name = /^required name=(\w+)$/.exec(input)?.[1];
    if (!name || typeof template !== "string" || !template.includes(`{${name}}`) || !isAbsoluteUrl(template.replace(`{${name}}`, "x")))
      problems.push("WebSite: SearchAction's urlTemplate and query-input do not match");
  }
  return problems;
}

function logoProblems(owner: string, logo: unknown): string[] {
  const l = logo as Thing | undefined;
  if (!l || typeof l !== "object" || l["@type"] !== "ImageObject") return [`${owner}: logo is not an ImageObject`];
  return isAbsoluteUrl(l.url) ? [] : [`${owner}: logo has no absolute url`];
}

const nonEmpty = (v: unknown) => typeof v === "string" && v.trim().length > 0;

function isAbsoluteUrl(v: unknown): boolean {
  if (typeof v !== "string") return false;
  try {
    return ["http:", "https:"].includes(new URL(v).protocol);
  } catch {
    return false;
  }
}

const isIsoDateTime = (v: unknown) => typeof v === "string" && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(v);

type Element = ReturnType<typeof DomUtils.getElementsByTagName>[number];

const text = (el: Element) => DomUtils.textContent(el);
