import type { APIRoute } from "astro";
import { NO_STORE } from "@/lib/cache-control";
import { readGatedImage } from "@/server/gate/gated-images";
import { cacheControlFor } from "@/routes";

/**
 * A gated area's picture, for verified visitors only. Anyone else gets the same 404 as for a
 * name that does not exist, so the answer does not even confirm the file. Private: no shared
 * cache may keep it.
 */
export const GET: APIRoute = async ({ params, locals }) => {
  const viewer = await locals.viewer();
  const image = viewer.verified ? await readGatedImage(params.name ?? "") : null;
  if (!image) return new Response("Not found", { status: 404, headers: { "content-type": "text/plain; charset=utf-8", "cache-control": NO_STORE } });
  return new Response(new Uint8Array(image), {
    headers: {
      "content-type": "image/svg+xml",
      "cache-control": cacheControlFor("/api/gated-images/[name]"),
      vary: "Cookie",
      "x-content-type-options": "nosniff",
      // An SVG opened on its own runs no script and loads nothing.
      "content-security-policy": "default-src 'none'; style-src 'unsafe-inline'",
    },
  });
};
