import crypto from "node:crypto";
import escapeHtml from "escape-html";
import sanitizeHtml from "sanitize-html";
import { fallbackSrc, isSitePath, mediaKeyOf, srcsetOf, type MediaImage } from "@/lib/media";
import { siteUrl } from "@/lib/site-url";

/** The body column is at most 48rem wide (max-w-3xl); under that it is the screen less its margins. */
const BODY_IMAGE_SIZES = "(min-width: 48rem) 48rem, calc(100vw - 2rem)";

/** An uploaded image as a <picture>: AVIF and WebP at every width it has, its own size, loaded as it nears the screen. */
function picture(image: MediaImage, alt: string): string {
  return (
    `<picture><source type="image/avif" srcset="${srcsetOf(image, "avif")}" sizes="${BODY_IMAGE_SIZES}">` +
    `<img src="${fallbackSrc(image)}" srcset="${srcsetOf(image, "webp")}" sizes="${BODY_IMAGE_SIZES}" width="${image.width}" height="${image.height}" alt="${escapeHtml(alt)}" loading="lazy" decoding="async"></picture>`
  );
}

function sameSite(src: string): boolean {
  if (isSitePath(src)) return true;
  try {
    return new URL(src).host === siteUrl().host;
  } catch {
    return false;
  }
}

function hostOf(src: string): string {
  try {
    return new URL(src).host;
  } catch {
    return "another site";
  }
}

/**
 * A sanitised post body (src/server/blog/sanitize.ts) with its images as the page shows them:
 * an uploaded image becomes a <picture> with AVIF and WebP srcsets, its intrinsic width and
 * height and lazy loading; another image on this site stays as it is. An image from another
 * site, which only posts from before uploads can hold (the editor refuses them now), would be
 * blocked by the Content-Security-Policy and show as a broken box: it becomes a link to the
 * picture, named by its alt text.
 *
 * sanitize-html parses the body and rewrites each <img> (transformTags), everything else passing
 * through as it is. A transform makes one element, not a <picture> holding a <source> and an
 * <img>: an upload becomes an empty <picture> marked with this call's random id, which is then
 * swapped for the whole picture.
 */
export function withResponsiveImages(html: string, media: ReadonlyMap<string, MediaImage>): string {
  const pictures: string[] = [];
  const mark = crypto.randomUUID();
  const out = sanitizeHtml(html, {
    // The body was sanitised already (sanitize.ts): this pass only rewrites images and keeps the
    // rest as it is, so it allows every tag and says so instead of warning once per render.
    allowedTags: false,
    allowedAttributes: false,
    allowVulnerableTags: true,
    transformTags: {
      img: (tagName, attribs) => {
        const src = attribs.src ?? "";
        const key = mediaKeyOf(src);
        const image = key ? media.get(key) : undefined;
        if (image) {
          pictures.push(picture(image, attribs.alt ?? ""));
          return { tagName: "picture", attribs: { "data-picture": `${mark}-${pictures.length - 1}` } };
        }
        if (sameSite(src)) return { tagName, attribs };
        return {
          tagName: "a",
          attribs: { href: src, rel: "noopener noreferrer" },
          text: `${attribs.alt ? `Image: ${attribs.alt}` : "Image"} (on ${hostOf(src)})`,
        };
      },
    },
  });
  return pictures.reduce((body, markup, i) => body.replace(`<picture data-picture="${mark}-${i}"></picture>`, () => markup), out);
}
