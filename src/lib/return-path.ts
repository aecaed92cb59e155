/**
 * Where a visitor goes back to after verifying: a path on this site, never anywhere else. An
 * address that is not a plain same-site path (another host, "//host", a backslash, a scheme,
 * control characters) falls back to the home page, so `?next=` cannot send anyone away.
 */
export function returnPath(value: string | null | undefined): string {
  if (!value || value.length > 512 || !value.startsWith("/") || /^\/[/\\]/.test(value) || /[\u0000-\u001f\u007f\\]/.test(value)) return "/";
  const base = "http://return.invalid";
  const url = new URL(value, base);
  if (url.origin !== base || url.pathname === "/verify") return "/";
  return `${url.pathname}${url.search}${url.hash}`;
}

/** A page's address from its URL while it is built: prerendered pages are written as files (/portfolio.html, /index.html). */
export const pageAddress = (pathname: string) => pathname.replace(/(?:\/index)?\.html$/, "") || "/";

/** The /verify address that returns to `path` once verified. */
export const verifyHref = (path: string | undefined) => (path && returnPath(path) !== "/" ? `/verify?next=${encodeURIComponent(returnPath(path))}` : "/verify");
