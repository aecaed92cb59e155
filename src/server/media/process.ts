import sharp, { type Metadata, type Sharp } from "sharp";
import {
  IMAGE_MAX_PIXELS,
  IMAGE_TYPES,
  VARIANT_FORMATS,
  formatNamed,
  mismatchedImageMessage,
  notAnImageMessage,
  tooManyPixelsMessage,
  variantWidths,
  type VariantFormat,
} from "@/lib/media";

export type EncodedVariant = { width: number; height: number; format: VariantFormat; bytes: Buffer };

export type ProcessedImage = { ok: true; width: number; height: number; variants: EncodedVariant[] };
export type ImageRefusal = { ok: false; reason: "type" | "mismatch" | "pixels"; message: string };

/** The accepted format the decoder found, by its MIME type; AVIF is HEIF with AV1 inside (HEIC, with HEVC, is not accepted). */
function contentFormat(meta: Metadata): (typeof IMAGE_TYPES)[number] | undefined {
  const mime = meta.format === "heif" ? (meta.compression === "av1" ? "image/avif" : null) : `image/${meta.format}`;
  return IMAGE_TYPES.find((t) => t.mime === mime);
}

/** Encoder settings: AVIF at a moderate effort (effort 4 takes about 8 times as long for a few percent), WebP at the usual quality. */
const ENCODE = {
  avif: (img: Sharp) => img.avif({ quality: 55, effort: 2 }),
  webp: (img: Sharp) => img.webp({ quality: 80 }),
} satisfies Record<VariantFormat, (img: Sharp) => Sharp>;

/**
 * Decodes an upload to check that it is a JPEG, PNG, WebP or AVIF image: its content decides,
 * and a name that claims another of those formats is refused with both named (a browser or a
 * download would trust the name). It reads the header first, without a pixel limit, so an image
 * too large in pixels is refused as that, and only then decodes it under the limit. It turns it upright from its EXIF orientation, and encodes the responsive
 * variants: every width of variantWidths() in AVIF and WebP, never wider than the upload. The
 * variants carry no metadata (no EXIF, GPS, XMP, IPTC or ICC profile: colours are converted to
 * sRGB). An animated file gives its first frame.
 */
export async function processImage(input: Buffer, name: string): Promise<ProcessedImage | ImageRefusal> {
  const open = () => sharp(input, { failOn: "error", limitInputPixels: IMAGE_MAX_PIXELS, autoOrient: true });
  let meta: Metadata;
  try {
    // Reading the header decodes no pixels, so it needs no pixel limit.
    meta = await sharp(input, { failOn: "error", limitInputPixels: false }).metadata();
  } catch {
    return { ok: false, reason: "type", message: notAnImageMessage(name) };
  }
  const holds = contentFormat(meta);
  if (!holds) return { ok: false, reason: "type", message: notAnImageMessage(name) };
  const named = formatNamed(name);
  if (named && named !== holds) return { ok: false, reason: "mismatch", message: mismatchedImageMessage(name, holds, named) };
  if (meta.width * meta.height > IMAGE_MAX_PIXELS) return { ok: false, reason: "pixels", message: tooManyPixelsMessage(name, meta.width, meta.height) };
  const { width, height } = meta.autoOrient;
  try {
    const variants: EncodedVariant[] = [];
    for (const w of variantWidths(width)) {
      for (const format of VARIANT_FORMATS) {
        const { data, info } = await ENCODE[format](open().resize({ width: w, withoutEnlargement: true })).toBuffer({ resolveWithObject: true });
        variants.push({ width: info.width, height: info.height, format, bytes: data });
      }
    }
    return { ok: true, width, height, variants };
  } catch {
    // The header was readable but the pixels are not (a truncated or corrupt file).
    return {
      ok: false,
      reason: "type",
      message: `“${name}” could not be read as an image: the file may be damaged. Please export it again and choose the new file.`,
    };
  }
}
