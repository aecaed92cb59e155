import { getDb } from "@/server/db/client";
import { logger } from "@/server/log";
import type { VariantFormat } from "@/lib/media";
import { mediaVariant } from "./store";

/** The answer to /media/<key>-<width>.<format>: the bytes, 404 for no such variant, 503 when the database fails (logged). */
export async function serveMediaVariant(file: {
  key: string;
  width: number;
  format: VariantFormat;
}): Promise<{ status: 200; bytes: Buffer } | { status: 404 | 503 }> {
  try {
    const variant = await mediaVariant(await getDb(), file.key, file.width, file.format);
    return variant ? { status: 200, bytes: variant.bytes } : { status: 404 };
  } catch (err) {
    logger.error({ err, key: file.key }, "media variant failed to load");
    return { status: 503 };
  }
}
