import { z } from "zod";
import { isSitePath } from "@/lib/media";
import { storableText } from "./fields";

/**
 * The images of a blog post, checked the same way by the editor island (before it posts) and by
 * the console's save action (src/server/admin/schemas.ts): every image must be on this site,
 * because the site's Content-Security-Policy (img-src 'self') blocks pictures from anywhere else,
 * and every image needs alt text. Images are uploaded in the editor (docs/decisions/0015).
 */

export const outsideImageMessage =
  "Images must be uploaded here: the site's security policy blocks pictures from other addresses, so they would show as broken boxes. Upload the picture with the field above, or use a path on this site such as /blog/my-image.jpg.";

const featuredAltMissingMessage = "Please describe the featured image for people who cannot see it (alt text).";

/** What a featured image is, as the form posts it. */
export const featuredImageUrlField = storableText(z.string().trim().max(500, "The image address must be 500 characters or fewer."))
  .refine((v) => v === "" || isSitePath(v), outsideImageMessage)
  .optional()
  .transform((v) => (v ? v : null));

export const featuredImageAltField = storableText(z.string().trim().max(300, "Alt text must be 300 characters or fewer."))
  .optional()
  .transform((v) => (v ? v : null));

/** The alt text asked for with an image for the body: it goes into the body with the image. */
export const bodyImageAltSchema = storableText(
  z
    .string()
    .trim()
    .min(1, "Please describe the image (its alt text) before uploading it: the image goes into the body with it.")
    .max(300, "Alt text must be 300 characters or fewer."),
);

/** One image of a post body, as written. */
export type BodyImage = { src: string; alt: string | null; syntax: "markdown" | "html" };

const ATTR = /([^\s=/>"']+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>"'`=<]+)))?/g;

function decodeAttribute(value: string): string {
  return value
    .replace(/&(?:quot|#34|#x22);/gi, '"')
    .replace(/&(?:apos|#39|#x27);/gi, "'")
    .replace(/&lt;/gi, "<")
    .replace(/&gt;/gi, ">")
    .replace(/&amp;/gi, "&");
}

/** The <img> tags of HTML (in an HTML body, or raw HTML inside Markdown). */
function htmlImages(text: string): BodyImage[] {
  const out: BodyImage[] = [];
  for (const tag of text.matchAll(/<img\b([^>]*)>/gi)) {
    const attrs = new Map<string, string>();
    for (const a of tag[1].matchAll(ATTR)) {
      const name = a[1].toLowerCase();
      if (!attrs.has(name)) attrs.set(name, decodeAttribute(a[2] ?? a[3] ?? a[4] ?? ""));
    }
    const src = attrs.get("src")?.trim();
    // An <img> with no address shows nothing (and the sanitiser drops it).
    if (!src) continue;
    const alt = attrs.get("alt")?.trim();
    out.push({ src, alt: alt ? alt : null, syntax: "html" });
  }
  return out;
}

/** Markdown without its code: images written inside code are text, not images. */
function withoutCode(markdown: string): string {
  return markdown.replace(/^ {0,3}(`{3,}|~{3,})[^\n]*\n[\s\S]*?(?:^ {0,3}\1[`~]*[ \t]*$|(?![\s\S]))/gm, "").replace(/(`+)(?!`)[\s\S]*?(?<!`)\1(?!`)/g, "");
}

/** Markdown's images: inline `![alt](src "title")`, reference `![alt][ref]`, `![alt][]` and `![ref]` with `[ref]: src`. */
function markdownImages(markdown: string): BodyImage[] {
  const text = withoutCode(markdown);
  const definitions = new Map<string, string>();
  for (const d of text.matchAll(/^ {0,3}\[([^\]\n]+)\]:[ \t]*(?:<([^>\n]*)>|(\S+))/gm)) {
    const label = d[1].trim().toLowerCase().replace(/\s+/g, " ");
    if (!definitions.has(label)) definitions.set(label, (d[2] ?? d[3]).trim());
  }
  const out: BodyImage[] = [];
  const image =
    /!\[((?:\\.|[^\]\\])*)\](?:\(\s*(?:<([^>\n]*)>|((?:\\.|\([^()\s]*\)|[^()\s\\])*))(?:\s+(?:"[^"]*"|'[^']*'|\([^)]*\)))?\s*\)|\[((?:\\.|[^\]\\])*)\])?/g;
  for (const m of text.matchAll(image)) {
    const alt = m[1].replace(/\\(.)/g, "$1").trim();
    let src: string | undefined;
    if (m[2] !== undefined || m[3] !== undefined) src = (m[2] ?? m[3]).trim();
    else {
      const label = (m[4] === undefined || m[4].trim() === "" ? m[1] : m[4]).trim().toLowerCase().replace(/\s+/g, " ");
      src = definitions.get(label);
      // `![text]` with no definition is text, not an image.
      if (src === undefined) continue;
    }
    out.push({ src, alt: alt ? alt : null, syntax: "markdown" });
  }
  return out;
}

/** Every image a body names, in order of kind: Markdown's own, then HTML tags. */
export function imagesInBody(body: string, format: "html" | "markdown"): BodyImage[] {
  return format === "markdown" ? [...markdownImages(body), ...htmlImages(withoutCode(body))] : htmlImages(body);
}

const shown = (src: string) => (src.length > 80 ? `${src.slice(0, 77)}…` : src);

/** The body's first image problem as a field message naming the image, or null when every image is on this site with alt text. */
export function bodyImagesError(body: string, format: "html" | "markdown"): string | null {
  for (const img of imagesInBody(body, format)) {
    if (!isSitePath(img.src)) {
      return `The image “${shown(img.src)}” is not on this site, and the site's security policy blocks pictures from other addresses. Upload it with “Image for the body” below and use the address it gives.`;
    }
    if (!img.alt) {
      return img.syntax === "markdown"
        ? `The image “${shown(img.src)}” has no alt text. Describe what it shows between the brackets: ![what it shows](${shown(img.src)}).`
        : `The image “${shown(img.src)}” has no alt text. Describe what it shows in its alt attribute: alt="what it shows".`;
    }
  }
  return null;
}

/** The cross-field rules: a featured image needs alt text, and the body's images must pass. Shared by both schemas below and the server's. */
export function checkPostImages(
  v: { featuredImageUrl: string | null; featuredImageAlt: string | null; body: string; format: "html" | "markdown" },
  ctx: z.RefinementCtx,
): void {
  // Runs even when another field was refused, so every message shows at once: check what is there.
  if (v.featuredImageUrl && !v.featuredImageAlt) ctx.addIssue({ code: "custom", path: ["featuredImageAlt"], message: featuredAltMissingMessage });
  const body = typeof v.body === "string" ? bodyImagesError(v.body, v.format === "markdown" ? "markdown" : "html") : null;
  if (body) ctx.addIssue({ code: "custom", path: ["body"], message: body });
}

/** The editor island's check before it posts: the same fields and rules the server applies. */
export const postImagesSchema = z
  .object({
    featuredImageUrl: featuredImageUrlField,
    featuredImageAlt: featuredImageAltField,
    format: z.enum(["html", "markdown"]).default("html"),
    body: z.string().default(""),
  })
  .superRefine(checkPostImages);
