import type { APIRoute } from "astro";
import { NO_STORE } from "@/lib/cache-control";
import { parseMediaFile, VARIANT_MIME } from "@/lib/media";
import { serveMediaVariant } from "@/server/media/serve";
import { cacheControlFor } from "@/routes";

/**
 * An uploaded image's variant, /media/<key>-<width>.<avif|webp>, from the database, so every app
 * server answers it. Its address never changes content, so anyone may keep it (immutable in the route table).
 */
export const GET: APIRoute = async ({ params }) => {
  const file = parseMediaFile(params.file ?? "");
  const answer = file ? await serveMediaVariant(file) : { status: 404 as const };
  if (answer.status === 200) {
    return new Response(new Uint8Array(answer.bytes), {
      headers: {
        "content-type": VARIANT_MIME[file!.format],
        "content-length": String(answer.bytes.length),
        "cache-control": cacheControlFor("/media/[file]"),
        "x-content-type-options": "nosniff",
        // The name is the one this site made (slug, hash, width), never the uploaded file's.
        "content-disposition": `inline; filename="${file!.key}-${file!.width}.${file!.format}"`,
      },
    });
  }
  const headers: Record<string, string> = { "content-type": "text/plain; charset=utf-8", "cache-control": NO_STORE };
  if (answer.status === 503) headers["retry-after"] = "30";
  return new Response(answer.status === 404 ? "Not found" : "The image cannot be read just now. Please try again in a moment.", {
    status: answer.status,
    headers,
  });
};
