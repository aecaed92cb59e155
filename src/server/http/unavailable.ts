import "server-only";
import { NextResponse } from "next/server";
import { site } from "@/content/site";
import { unavailablePage as copy } from "@/content/unavailable";
import { brandedTitle } from "@/lib/seo";

const escape = (s: string) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

// Self-contained on purpose: it must render when nothing else on the server can.
const HTML = `<!doctype html>
<html lang="en-US"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow"><title>${escape(brandedTitle(copy.title))}</title>
<style>body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#0f172a;margin:0;display:grid;place-items:center;min-height:100vh;text-align:center;background:#f8fafc}
main{padding:2rem;max-width:36rem}h1{font-size:1.875rem;margin:0 0 1rem}p{color:#334155;line-height:1.6}
.actions{margin-top:1.5rem;display:flex;gap:.75rem;justify-content:center;flex-wrap:wrap}
a{display:inline-block;padding:.75rem 1.25rem;border-radius:.5rem;font-weight:600;text-decoration:none}
.primary{background:#0e7490;color:#fff}.secondary{border:1px solid #cbd5e1;color:#0f172a;background:#fff}
a:focus-visible{outline:3px solid #0891b2;outline-offset:2px}</style>
</head><body><main><p style="font-weight:700;color:#0e7490">${escape(site.name)}</p><h1>${escape(copy.title)}</h1>
<p>${escape(copy.text)}</p><p>${escape(copy.otherWays)}</p>
<div class="actions"><a class="primary" href="">${escape(copy.retry)}</a><a class="secondary" href="/">${escape(copy.home)}</a></div></main></body></html>`;

/** 503 with Retry-After and a plain page that offers a retry and other ways to reach the agency. */
export function unavailableResponse(): NextResponse {
  return new NextResponse(HTML, {
    status: 503,
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Retry-After": String(copy.retryAfterSeconds),
      "Cache-Control": "no-store",
      "X-Robots-Tag": "noindex, nofollow",
    },
  });
}
