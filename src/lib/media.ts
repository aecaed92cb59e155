/**
 * Images the owner uploads in the console (docs/decisions/0015-images-in-the-database.md): what
 * is accepted, which variants are made and the addresses they are served at. Pure, so the
 * server, the pages and the editor island agree.
 *
 * An uploaded image is served as `/media/<key>-<width>.<avif|webp>`; its canonical address (the
 * one the editor fills in and Markdown names) is its widest WebP variant. Any of its variant
 * addresses names the image: pages render every variant as a <picture>.
 */
import { IMAGE_MAX_BYTES } from "@/lib/post-body-limit";

/** The formats a file may be (checked again by decoding it on the server). */
export const IMAGE_TYPES = [
  { mime: "image/jpeg", label: "JPEG", extensions: ["jpg", "jpeg"] },
  { mime: "image/png", label: "PNG", extensions: ["png"] },
  { mime: "image/webp", label: "WebP", extensions: ["webp"] },
  { mime: "image/avif", label: "AVIF", extensions: ["avif"] },
] as const;

/** For a file input's `accept`. */
export const IMAGE_ACCEPT = IMAGE_TYPES.map((t) => t.mime).join(",");

export { IMAGE_MAX_BYTES };

/** The most pixels a file may decode to (a 40-megapixel camera), so a small file cannot expand into gigabytes. */
export const IMAGE_MAX_PIXELS = 50_000_000;

/** Widths made for every image (never wider than the upload itself). */
const VARIANT_WIDTHS = [480, 960, 1600] as const;

export const VARIANT_FORMATS = ["avif", "webp"] as const;
export type VariantFormat = (typeof VARIANT_FORMATS)[number];

export const VARIANT_MIME: Record<VariantFormat, string> = { avif: "image/avif", webp: "image/webp" };

/** The widths made for an upload `width` pixels wide: the standard ones below it, then the upload's own width capped at the widest. */
export function variantWidths(width: number): number[] {
  const top = Math.min(width, VARIANT_WIDTHS[VARIANT_WIDTHS.length - 1]);
  return [...VARIANT_WIDTHS.filter((w) => w < top), top];
}

/** An uploaded image as pages render it: its key, the widest variant's size and every width it has. */
export type MediaImage = { key: string; width: number; height: number; widths: readonly number[] };

const KEY = "[a-z0-9]+(?:-[a-z0-9]+)*";
const FILE = new RegExp(`^(${KEY})-(\\d{1,5})\\.(avif|webp)$`);
const URL_PATTERN = new RegExp(`^/media/(${KEY})-(\\d{1,5})\\.(avif|webp)$`);

/** `/media/<key>-<width>.<format>` */
export function mediaUrl(key: string, width: number, format: VariantFormat): string {
  return `/media/${key}-${width}.${format}`;
}

/** The parts of a variant's file name (`<key>-<width>.<format>`), or null. */
export function parseMediaFile(file: string): { key: string; width: number; format: VariantFormat } | null {
  const m = FILE.exec(file);
  return m && m[1].length <= 80 ? { key: m[1], width: Number(m[2]), format: m[3] as VariantFormat } : null;
}

/** The key of an uploaded image's address (any of its variants), or null for any other address. */
export function mediaKeyOf(url: string | null | undefined): string | null {
  const m = url ? URL_PATTERN.exec(url.trim()) : null;
  return m && m[1].length <= 80 ? m[1] : null;
}

/** Every uploaded image an HTML fragment or Markdown text names. */
export function mediaKeysIn(text: string): string[] {
  const keys = new Set<string>();
  for (const m of text.matchAll(new RegExp(`/media/(${KEY})-\\d{1,5}\\.(?:avif|webp)`, "g"))) if (m[1].length <= 80) keys.add(m[1]);
  return [...keys];
}

/** A srcset of one format: every width the image has. */
export function srcsetOf(image: MediaImage, format: VariantFormat): string {
  return image.widths.map((w) => `${mediaUrl(image.key, w, format)} ${w}w`).join(", ");
}

/** The fallback <img src>: the variant nearest 960 pixels wide that the image has. */
export function fallbackSrc(image: MediaImage): string {
  const w = image.widths.find((x) => x >= 960) ?? image.widths.at(-1)!;
  return mediaUrl(image.key, w, "webp");
}

/** An address on this site: a path from the root (not `//host`, not `/\host`, no scheme). */
export function isSitePath(src: string): boolean {
  return /^\/(?![/\\])[^\s]*$/.test(src.trim());
}

/** "2.4 MB" */
export function formatMegabytes(bytes: number): string {
  return `${(bytes / (1024 * 1024)).toLocaleString("en-US", { maximumFractionDigits: 1 })} MB`;
}

/** The field message for a file that is not one of the accepted formats. */
export function notAnImageMessage(name: string): string {
  return `“${name}” is not a JPEG, PNG, WebP or AVIF image. Please choose one of those.`;
}

/** The accepted format a file's name claims by its extension, if any. */
export function formatNamed(name: string): (typeof IMAGE_TYPES)[number] | undefined {
  const ext = /\.([^.]+)$/.exec(name.toLowerCase())?.[1] ?? "";
  return IMAGE_TYPES.find((t) => (t.extensions as readonly string[]).includes(ext));
}

/** The field message for a file whose content is one accepted format and whose name says another. */
export function mismatchedImageMessage(name: string, holds: (typeof IMAGE_TYPES)[number], named: (typeof IMAGE_TYPES)[number]): string {
  return `“${name}” is named as ${named.label === "AVIF" ? "an" : "a"} ${named.label} image but holds a ${holds.label}. Please rename it to .${holds.extensions[0]} (or export it as ${named.label}) and choose it again.`;
}

/** The field message for an image with more pixels than IMAGE_MAX_PIXELS, whatever its size in bytes. */
export function tooManyPixelsMessage(name: string, width: number, height: number): string {
  return `“${name}” is ${width.toLocaleString("en-US")} × ${height.toLocaleString("en-US")} pixels; an image may have at most ${IMAGE_MAX_PIXELS / 1_000_000} million. Please choose a smaller one.`;
}

/** The field message for a file over the size limit (or empty), or null. The server checks it on the bytes it got. */
export function imageSizeError(name: string, size: number): string | null {
  if (size > IMAGE_MAX_BYTES)
    return `“${name}” is ${formatMegabytes(size)}; an image may be at most ${formatMegabytes(IMAGE_MAX_BYTES)}. Please choose a smaller one or export it at a lower quality.`;
  if (size === 0) return `“${name}” is empty. Please choose the image again.`;
  return null;
}

/**
 * The editor's check of a chosen file before it is sent: its type as the browser names it (or,
 * unnamed, its extension) and its size. The server decides by decoding the file.
 */
export function imageFileError(file: { name: string; type: string; size: number }): string | null {
  const ext = file.name.toLowerCase().split(".").pop() ?? "";
  const known = IMAGE_TYPES.some((t) => t.mime === file.type || (file.type === "" && (t.extensions as readonly string[]).includes(ext)));
  return known ? imageSizeError(file.name, file.size) : notAnImageMessage(file.name);
}
