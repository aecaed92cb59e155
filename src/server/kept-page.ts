import { keptPerRequest, pageKey, routeFor } from "@/routes";
import { encodedBody, renderCache } from "./render-cache";

export type KeptPage = { status: number; headers: Record<string, string>; body: Buffer };

/**
 * A kept public page (one that reads nothing of the visitor, src/server/render-cache.ts) for this
 * address, in the encoding the client takes, or undefined. The production server asks before a
 * request joins the render queue, so a kept page goes out at once, the same answer the pipeline
 * would give, without waiting behind renders. Server islands read the session and always render.
 */
export function keptPage(address: string, acceptEncoding: string | undefined): KeptPage | undefined {
  const url = new URL(address, "http://kept.invalid");
  const rule = routeFor(url.pathname);
  if (!keptPerRequest(rule)) return undefined;
  const kept = renderCache.get(pageKey(url, rule));
  if (!kept) return undefined;
  const { body, encoding } = encodedBody(kept, acceptEncoding ?? null);
  const headers: Record<string, string> = { ...Object.fromEntries(kept.headers), vary: "Accept-Encoding", "content-length": String(body.length) };
  if (encoding) headers["content-encoding"] = encoding;
  return { status: kept.status, headers, body };
}
