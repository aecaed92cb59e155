import { fallbackSrc, isSitePath, mediaKeyOf, srcsetOf, type MediaImage } from "@/lib/media";
import { siteUrl } from "@/lib/site-url";

/** The body column is at most 48rem wide (max-w-3xl); under that it is the screen less its margins. */
const BODY_IMAGE_SIZES = "(min-width: 48rem) 48rem, calc(100vw - 2rem)";

const ATTR = /([a-z-]+)="([^"]*)"/g;

/** An uploaded image as a <picture>: AVIF and WebP at every width it has, its own size, loaded as it nears the screen. */
function picture(image: MediaImage, alt: string): string {
  return (
    `<picture><source type="image/avif" srcset="${srcsetOf(image, "avif")}" sizes="${BODY_IMAGE_SIZES}">` +
    `<img src="${fallbackSrc(image)}" srcset="${srcsetOf(image, "webp")}" sizes="${BODY_IMAGE_SIZES}" width="${image.width}" height="${image.height}" alt="${alt}" loading="lazy" decoding="async"></picture>`
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
 * The input is the sanitiser's output, so every attribute is double-quoted with its quotes
 * escaped; what is written here is built from the stored image's key and those escaped values.
 */
export function withResponsiveImages(html: string, media: ReadonlyMap<string, MediaImage>): string {
  return html.replace(/<img\b([^>]*)>/g, (tag, rawAttrs: string) => {
    const attrs = new Map<string, string>();
    for (const [, name, value] of rawAttrs.matchAll(ATTR)) attrs.set(name, value);
    const src = (attrs.get("src") ?? "").replace(/&amp;/g, "&");
    const alt = attrs.get("alt") ?? "";
    const key = mediaKeyOf(src);
    const image = key ? media.get(key) : undefined;
    if (image) return picture(image, alt);
    if (sameSite(src)) return tag;
    const label = alt ? `Image: ${alt}` : "Image";
    return `<a href="${attrs.get("src") ?? ""}" rel="noopener noreferrer">${label} (on ${hostOf(src)})</a>`;
  });
}
