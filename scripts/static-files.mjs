// The prerendered site as files served from memory: read once at start with the brotli and gzip
// copies the build made beside them (scripts/precompress.mjs), each answered in the encoding the
// client prefers by its Accept-Encoding q-values (negotiator), revalidated by ETag with
// If-None-Match lists and weak comparison (fresh), typed by mime-types, with its
// Content-Security-Policy (Astro's hashes, from the build's _headers.json, by exact path), the
// site's security headers and a cache policy by kind. Memory, not a file server reading the disk
// per request: `send` measured a quarter of the speed on /about (decision 0018). A query string
// never makes a static page render: /about?x=1 is the file /about.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import fresh from "fresh";
import mime from "mime-types";
import { chooseEncoding } from "../src/lib/content-encoding.ts";
import { FIXED_NAME_FILE, IMMUTABLE, REVALIDATE } from "../src/lib/cache-control.ts";
import { withCharset } from "../src/lib/content-type.ts";
import { NON_DOCUMENT_CSP, pagePolicy, securityHeaders } from "../src/lib/security-headers.ts";
import { VARIANTS } from "./precompress.mjs";

/** The file's type by its name, with the charset on every text type. */
const contentTypeOf = (file) => withCharset(mime.contentType(path.extname(file)) || "application/octet-stream");

/** "/about.html" → "/about", "/index.html" → "/", "/services/index.html" → "/services". */
function routeOf(file) {
  if (!file.endsWith(".html")) return `/${file}`;
  const route = `/${file.slice(0, -".html".length)}`.replace(/\/index$/, "");
  return route || "/";
}

/** Each page's Content-Security-Policy by its exact path (the adapter's own lookup matches substrings: `/` got `/404`'s). */
function readCsp(headersJson) {
  const map = new Map();
  if (!fs.existsSync(headersJson)) return map;
  for (const entry of JSON.parse(fs.readFileSync(headersJson, "utf8"))) {
    const csp = entry.headers.find((h) => h.key.toLowerCase() === "content-security-policy");
    if (csp) map.set(entry.pathname, pagePolicy(csp.value));
  }
  return map;
}

/** One encoding of a file: its bytes and a strong ETag from them, the same on every server of a deployment. */
const variantOf = (body) => ({ body, etag: `"${crypto.createHash("sha256").update(body).digest("base64url").slice(0, 22)}"` });

export function createStaticFiles(clientDir, headersJson, sameSite = () => true) {
  const csps = readCsp(headersJson);
  const common = Object.fromEntries(securityHeaders().map(({ key, value }) => [key, value]));
  const byRoute = new Map();
  for (const entry of fs.readdirSync(clientDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || Object.values(VARIANTS).some((suffix) => entry.name.endsWith(suffix))) continue;
    const file = path.relative(clientDir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/");
    const route = routeOf(file);
    const html = file.endsWith(".html");
    const variants = { identity: variantOf(fs.readFileSync(path.join(clientDir, file))) };
    for (const [encoding, suffix] of Object.entries(VARIANTS)) {
      if (fs.existsSync(path.join(clientDir, file + suffix))) variants[encoding] = variantOf(fs.readFileSync(path.join(clientDir, file + suffix)));
    }
    byRoute.set(route, {
      variants,
      encodings: Object.keys(variants).filter((e) => e !== "identity"),
      headers: {
        ...common,
        "Content-Type": contentTypeOf(file),
        // Hashed names never change content; pages are revalidated (cheap, by ETag).
        "Cache-Control": html ? REVALIDATE : file.startsWith("_astro/") ? IMMUTABLE : FIXED_NAME_FILE,
        "Content-Security-Policy": html ? (csps.get(route) ?? NON_DOCUMENT_CSP) : NON_DOCUMENT_CSP,
        Vary: "Accept-Encoding",
      },
    });
  }
  const notFoundPage = byRoute.get("/404");
  byRoute.delete("/404");

  function answer(res, status, text, headers = {}) {
    res.writeHead(status, { ...common, "Content-Security-Policy": NON_DOCUMENT_CSP, "Content-Type": "text/plain; charset=utf-8", ...headers });
    res.end(text);
  }

  function serveFile(req, res, entry, status = 200) {
    const encoding = chooseEncoding(req.headers["accept-encoding"], entry.encodings) ?? "identity";
    const { body, etag } = entry.variants[encoding];
    if (status === 200 && fresh(req.headers, { etag })) {
      res.writeHead(304, { ETag: etag, "Cache-Control": entry.headers["Cache-Control"], Vary: entry.headers.Vary });
      res.end();
      return;
    }
    const headers = { ...entry.headers, ETag: etag };
    if (encoding !== "identity") headers["Content-Encoding"] = encoding;
    headers["Content-Length"] = body.length;
    res.writeHead(status, headers);
    res.end(req.method === "HEAD" ? undefined : body);
  }

  /** The site's 404 page, with status 404. */
  function notFound(req, res) {
    if (notFoundPage) serveFile(req, res, notFoundPage, 404);
    else answer(res, 404, "Not found");
  }

  return {
    /** Answers the request if its path is a file of the build; false to let the page renderer answer. */
    serve(req, res) {
      let pathname;
      try {
        pathname = decodeURIComponent(new URL(req.url ?? "/", "http://x").pathname);
      } catch {
        return false;
      }
      const entry = byRoute.get(pathname.length > 1 ? pathname.replace(/\/$/, "") : pathname);
      if (!entry) return false;
      if (req.method !== "GET" && req.method !== "HEAD") {
        if (!sameSite(req)) answer(res, 403, "This request came from another site and was refused.");
        else answer(res, 405, "This address only answers GET and HEAD.", { Allow: "GET, HEAD" });
        return true;
      }
      serveFile(req, res, entry);
      return true;
    },
    notFound,
  };
}
