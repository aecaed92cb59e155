/**
 * Cross-site request refusal for every state-changing request (server actions, the forms API,
 * logout, the console). A browser always sends Origin on a POST; a missing or "null" Origin is
 * refused too, so a sandboxed frame or a privacy-stripped request cannot slip through. Non-browser
 * clients of the JSON API send the site's origin themselves (README, "Forms API").
 */
export type OriginVerdict = { ok: true } | { ok: false; reason: string };

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export function checkSameOrigin(method: string, headers: { get(name: string): string | null }, allowedOrigins: Iterable<string>): OriginVerdict {
  if (SAFE_METHODS.has(method.toUpperCase())) return { ok: true };
  if (headers.get("sec-fetch-site") === "cross-site") return { ok: false, reason: "cross-site fetch" };
  const origin = headers.get("origin");
  if (!origin || origin === "null") return { ok: false, reason: "missing origin" };
  for (const allowed of allowedOrigins) if (origin === allowed) return { ok: true };
  return { ok: false, reason: "foreign origin" };
}
