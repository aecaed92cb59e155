// The prerendered site as files served from memory: read once at start, compressed once
// (Brotli and gzip), answered with their Content-Security-Policy (Astro's hashes, from the
// build's _headers.json), the site's security headers and a cache policy by kind. A query string
// never makes a static page render: /about?x=1 is the file /about.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { NON_DOCUMENT_CSP, securityHeaders } from "../src/lib/security-headers.ts";

const TYPES = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".json": "application/json",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml",
  ".woff2": "font/woff2",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
};
const COMPRESSIBLE = new Set([".html", ".js", ".css", ".svg", ".json", ".txt", ".xml"]);
// Hashed names never change content: a year. Pages: always revalidated (cheap, by ETag).
const IMMUTABLE = "public, max-age=31536000, immutable";
const PAGE = "public, max-age=0, must-revalidate";
const OTHER = "public, max-age=86400";

function walk(dir, base = dir) {
  const out = [];
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) out.push(...walk(full, base));
    else out.push(path.relative(base, full).split(path.sep).join("/"));
  }
  return out;
}

/** "/about.html" → "/about", "/index.html" → "/", "/services/index.html" → "/services". */
function routeOf(file) {
  if (!file.endsWith(".html")) return `/${file}`;
  const route = `/${file.slice(0, -".html".length)}`.replace(/\/index$/, "");
  return route || "/";
}

function readCsp(headersJson) {
  const map = new Map();
  if (!fs.existsSync(headersJson)) return map;
  for (const entry of JSON.parse(fs.readFileSync(headersJson, "utf8"))) {
    const csp = entry.headers.find((h) => h.key.toLowerCase() === "content-security-policy");
    if (csp) map.set(entry.pathname, csp.value);
  }
  return map;
}

export function createStaticFiles(clientDir, headersJson, sameSite = () => true) {
  const csps = readCsp(headersJson);
  const common = securityHeaders().map(({ key, value }) => [key, value]);
  const byRoute = new Map();
  for (const file of walk(clientDir)) {
    const ext = path.extname(file);
    const body = fs.readFileSync(path.join(clientDir, file));
    const route = routeOf(file);
    const html = ext === ".html";
    const headers = {
      ...Object.fromEntries(common),
      "Content-Type": TYPES[ext] ?? "application/octet-stream",
      "Cache-Control": html ? PAGE : file.startsWith("_astro/") ? IMMUTABLE : OTHER,
      "Content-Security-Policy": html ? (csps.get(route) ?? NON_DOCUMENT_CSP) : NON_DOCUMENT_CSP,
      ETag: `"${crypto.createHash("sha256").update(body).digest("base64url").slice(0, 22)}"`,
      Vary: "Accept-Encoding",
    };
    const small = body.length < 1024 || !COMPRESSIBLE.has(ext);
    byRoute.set(route, {
      headers,
      body,
      br: small ? undefined : zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
      gzip: small ? undefined : zlib.gzipSync(body, { level: 9 }),
    });
  }
  const notFoundPage = byRoute.get("/404");
  byRoute.delete("/404");

  function send(req, res, entry, status = 200) {
    const accept = String(req.headers["accept-encoding"] ?? "");
    let body = entry.body;
    const headers = { ...entry.headers };
    if (entry.br && /\bbr\b/.test(accept)) {
      body = entry.br;
      headers["Content-Encoding"] = "br";
    } else if (entry.gzip && /\bgzip\b/.test(accept)) {
      body = entry.gzip;
      headers["Content-Encoding"] = "gzip";
    }
    if (status === 200 && req.headers["if-none-match"] === entry.headers.ETag) {
      res.writeHead(304, { ETag: headers.ETag, "Cache-Control": headers["Cache-Control"], Vary: headers.Vary });
      res.end();
      return;
    }
    headers["Content-Length"] = body.length;
    res.writeHead(status, headers);
    res.end(req.method === "HEAD" ? undefined : body);
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
        if (!sameSite(req)) {
          res.writeHead(403, { "Content-Type": "text/plain; charset=utf-8" });
          res.end("This request came from another site and was refused.");
          return true;
        }
        res.writeHead(405, { Allow: "GET, HEAD", "Content-Type": "text/plain; charset=utf-8" });
        res.end("This address only answers GET and HEAD.");
        return true;
      }
      send(req, res, entry);
      return true;
    },
    /** The site's 404 page, with status 404. */
    notFound(req, res) {
      if (notFoundPage) send(req, res, notFoundPage, 404);
      else {
        res.writeHead(404, { "Content-Type": "text/plain; charset=utf-8" });
        res.end("Not found");
      }
    },
  };
}
