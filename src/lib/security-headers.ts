/**
 * Response headers, in one place so the middleware (rendered pages), the static file server
 * (prerendered pages and assets) and the tests agree. Pages' Content-Security-Policy is Astro's,
 * set in astro.config.mjs (docs/decisions/0006-content-security-policy.md).
 */
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
