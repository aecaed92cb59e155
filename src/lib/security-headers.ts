/**
 * Response headers, in one place so the middleware (rendered pages), the static file server
 * (prerendered pages and assets) and the tests agree. Pages' Content-Security-Policy is Astro's,
 * set in astro.config.mjs (docs/decisions/0006-content-security-policy.md).
 */
import { createHash } from "node:crypto";
import load from "astro/runtime/client/load.prebuilt.js";
import media from "astro/runtime/client/media.prebuilt.js";
import only from "astro/runtime/client/only.prebuilt.js";
import visible from "astro/runtime/client/visible.prebuilt.js";
import islandDev from "astro/runtime/server/astro-island.prebuilt-dev.js";

type Env = Record<string, string | undefined>;

/** For responses that are not pages (assets, JSON, feeds): nothing may run or frame them. */
export const NON_DOCUMENT_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/** The headers every response carries besides the Content-Security-Policy. */
export function securityHeaders(env: Env = process.env): { key: string; value: string }[] {
  const https = (env.SITE_URL ?? "").startsWith("https://");
  return [
    { key: "X-Content-Type-Options", value: "nosniff" },
    { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
    { key: "X-Frame-Options", value: "DENY" },
    { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=(), browsing-topics=()" },
    { key: "Cross-Origin-Opener-Policy", value: "same-origin" },
    // No other site may embed our responses (Spectre-style reads, hotlinking); social cards and feeds are fetched by servers, which this does not bind.
    { key: "Cross-Origin-Resource-Policy", value: "same-origin" },
    ...(https ? [{ key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains" }] : []),
  ];
}

const hashOf = (script: string) => `'sha256-${createHash("sha256").update(script).digest("base64")}'`;

/**
 * Astro's hydration scripts that this site never writes into a page: its islands hydrate with
 * client:settled or client:idle (tests/unit/island-directives.test.ts holds that), and the other
 * island runtime is `astro dev`'s.
 */
const NEVER_WRITTEN = [load, media, only, visible].map(hashOf);
const DEV_ONLY = hashOf(islandDev);

/**
 * A page's Content-Security-Policy as Astro made it, less the hashes of Astro's scripts the site
 * never writes: Astro lists every one it has, used or not. Each is a script more the page would
 * allow and about 55 bytes of every answer, which on a slow phone decide whether a page arrives in
 * the first round trip (docs/decisions/0062).
 */
export function pagePolicy(policy: string, { dev = false }: { dev?: boolean } = {}): string {
  const unused = dev ? NEVER_WRITTEN : [...NEVER_WRITTEN, DEV_ONLY];
  return unused.reduce((p, hash) => p.replace(` ${hash}`, ""), policy);
}
