/**
 * Response headers, in one place so next.config.ts, the proxy, the production server's page
 * cache and the tests agree. Why scripts are allowed the way they are: docs/decisions/0006-csp.md.
 */
type Env = Record<string, string | undefined>;

export type ScriptAllowance = {
  /** Per-response nonce for scripts Next.js streams while rendering on request. */
  nonce?: string;
  /** 'sha256-…' sources of inline scripts known in advance (prerendered shells, cached pages). */
  hashes?: Iterable<string>;
};

function tagOrigins(env: Env): string[] {
  return [env.NEXT_PUBLIC_ANALYTICS_SRC, env.NEXT_PUBLIC_MARKETING_SRC].filter((s): s is string => Boolean(s)).map((s) => new URL(s).origin);
}

/**
 * Scripts: this origin, the consented tag origins, and inline scripts only by nonce or hash.
 * Development adds 'unsafe-eval' (React's debugging needs it); production never has it, nor
 * 'unsafe-inline'.
 */
export function contentSecurityPolicy(allow: ScriptAllowance = {}, env: Env = process.env): string {
  const tags = tagOrigins(env);
  const dev = env.NODE_ENV === "development";
  const scriptSrc = ["'self'", ...(allow.nonce ? [`'nonce-${allow.nonce}'`] : []), ...new Set(allow.hashes ?? []), ...(dev ? ["'unsafe-eval'"] : []), ...tags];
  const https = (env.SITE_URL ?? "").startsWith("https://");
  return [
    "default-src 'self'",
    `script-src ${scriptSrc.join(" ")}`,
    // React sets style attributes; inline styles cannot run code.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    `connect-src ${["'self'", ...tags].join(" ")}`,
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
    ...(https ? ["upgrade-insecure-requests"] : []),
  ].join("; ");
}

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
    ...(https ? [{ key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains" }] : []),
  ];
}
