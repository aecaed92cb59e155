import { createHash } from "node:crypto";

// A script element without src whose type is JavaScript (or absent); JSON-LD and other data
// blocks never run, so the policy does not need them.
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const RUNNABLE_TYPES = new Set(["", "text/javascript", "application/javascript", "module"]);

function attr(attrs: string, name: string): string | undefined {
  const m = new RegExp(`\\b${name}\\s*=\\s*("([^"]*)"|'([^']*)'|([^\\s>]+))`, "i").exec(attrs);
  return m ? (m[2] ?? m[3] ?? m[4] ?? "") : undefined;
}

/** The CSP sources ('sha256-…') of the inline scripts a browser would run in this HTML. */
export function inlineScriptHashes(html: string): string[] {
  const out = new Set<string>();
  for (const m of html.matchAll(SCRIPT)) {
    const [, attrs, body] = m;
    if (attr(attrs, "src") !== undefined) continue;
    if (!RUNNABLE_TYPES.has((attr(attrs, "type") ?? "").trim().toLowerCase())) continue;
    out.add(`'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`);
  }
  return [...out];
}
