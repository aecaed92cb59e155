import "server-only";
import type { IncomingMessage, ServerResponse } from "node:http";
import { checkSameOrigin } from "@/lib/same-origin";
import { securityHeaders } from "@/lib/security-headers";
import { siteUrl } from "@/lib/site-url";
import { answerFormsApi } from "@/server/forms/api";

const PATH = /^\/api\/forms\/([^/?#]+)\/?(?:\?.*)?$/;
// A little over the API's own cap, so it is the API that answers 413 with its message.
const READ_CAP = 64 * 1024 + 1;

/**
 * The JSON forms API answered by the production server itself. Through Next.js's router each
 * POST costs 3–4 ms of CPU before the form is even read, which caps a burst of integrations at
 * ~250 submissions a second on two cores; the API needs none of the router's features. Same
 * checks as everywhere else: this site's Origin (403 otherwise), the forms API's own body cap,
 * schemas, limits and storage (src/server/forms/api.ts). Returns false for any other request.
 */
export async function answerFormsApiDirectly(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
  if (req.method !== "POST") return false;
  const match = PATH.exec(req.url ?? "");
  if (!match) return false;

  const headers = new Headers();
  for (const [k, v] of Object.entries(req.headers)) if (v !== undefined) headers.set(k, Array.isArray(v) ? v.join(", ") : v);
  for (const h of securityHeaders()) res.setHeader(h.key, h.value);
  res.setHeader("Cache-Control", "no-store");

  const host = req.headers.host ?? "";
  const origin = checkSameOrigin("POST", headers, [siteUrl().origin, `http://${host}`, `https://${host}`]);
  if (!origin.ok) {
    res.statusCode = 403;
    res.setHeader("Content-Type", "text/plain; charset=utf-8");
    res.end("Cross-site requests are not accepted.");
    return true;
  }

  // A declared oversized body is refused by the API without reading it; an undeclared one is
  // read to its end (the server's request time-out bounds it) but kept only up to the cap.
  const chunks: Buffer[] = [];
  let size = 0;
  const declared = Number(req.headers["content-length"] ?? NaN);
  if (!(Number.isFinite(declared) && declared > READ_CAP)) {
    for await (const chunk of req) {
      size += (chunk as Buffer).length;
      if (size <= READ_CAP) chunks.push(chunk as Buffer);
    }
  }
  const body = Buffer.concat(chunks);
  let form: string;
  try {
    form = decodeURIComponent(match[1]);
  } catch {
    form = match[1];
  }
  const response = await answerFormsApi(form, new Request(`http://${host || "localhost"}${req.url}`, { method: "POST", headers, body }));
  res.statusCode = response.status;
  response.headers.forEach((value, key) => res.setHeader(key, value));
  const out = Buffer.from(await response.arrayBuffer());
  res.setHeader("Content-Length", out.length);
  // An unread declared body would be parsed as the next request on this connection.
  if (!req.complete) res.setHeader("Connection", "close");
  res.end(out);
  return true;
}
