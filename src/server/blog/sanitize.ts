import sanitizeHtml from "sanitize-html";
import { siteUrl } from "@/lib/site-url";

/**
 * The allow-list for blog post bodies. Post HTML is stored sanitised (every write goes through
 * sanitizePostHtml) and sanitised again when a page renders it, so a row written around the
 * console still cannot inject script.
 *
 * - Only text-level and block tags a post needs; no script, style, iframe, object, form, svg, math.
 * - No event handlers, no style or class attributes (no style injection), no ids (no clobbering).
 * - Links: http, https, mailto, tel and site-relative paths; no javascript:, data:, vbscript:
 *   or protocol-relative URLs. Links to other sites get rel="noopener noreferrer".
 * - Images: http, https and site-relative sources only (no data: URLs: posts use files under /public).
 * - An <h1> becomes an <h2>: the post title is the page's only h1.
 */
const options: sanitizeHtml.IOptions = {
  allowedTags: [
    "h2",
    "h3",
    "h4",
    "h5",
    "h6",
    "p",
    "br",
    "hr",
    "blockquote",
    "pre",
    "code",
    "kbd",
    "samp",
    "ul",
    "ol",
    "li",
    "dl",
    "dt",
    "dd",
    "strong",
    "b",
    "em",
    "i",
    "u",
    "s",
    "del",
    "ins",
    "mark",
    "small",
    "sub",
    "sup",
    "abbr",
    "cite",
    "q",
    "span",
    "a",
    "img",
    "figure",
    "figcaption",
    "table",
    "caption",
    "thead",
    "tbody",
    "tfoot",
    "tr",
    "th",
    "td",
  ],
  allowedAttributes: {
    a: ["href", "title", "rel"],
    img: ["src", "alt", "title", "width", "height", "loading"],
    abbr: ["title"],
    th: ["scope", "colspan", "rowspan"],
    td: ["colspan", "rowspan"],
    ol: ["start", "reversed"],
    q: ["cite"],
    blockquote: ["cite"],
  },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesByTag: { img: ["http", "https"] },
  allowedSchemesAppliedToAttributes: ["href", "src", "cite"],
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  // Text inside these is dropped with the tag, not kept as visible text.
  nonTextTags: ["script", "style", "textarea", "option", "noscript", "iframe", "object", "embed", "svg", "math", "template", "title", "head"],
  parseStyleAttributes: false,
  enforceHtmlBoundary: false,
  transformTags: {
    h1: "h2",
    a: (tagName, attribs) => {
      const href = attribs.href?.trim() ?? "";
      const next: sanitizeHtml.Attributes = { ...attribs };
      delete next.rel;
      if (isExternal(href)) next.rel = "noopener noreferrer";
      return { tagName, attribs: next };
    },
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: "lazy" } }),
  },
  exclusiveFilter: (frame) => frame.tag === "img" && !frame.attribs.src,
};

function isExternal(href: string): boolean {
  if (!/^https?:\/\//i.test(href)) return false;
  try {
    return new URL(href).host !== siteUrl().host;
  } catch {
    return true;
  }
}

/** Cleans a post body to the allow-list above. Safe to run more than once (idempotent). */
export function sanitizePostHtml(html: string): string {
  return sanitizeHtml(html ?? "", options).trim();
}
