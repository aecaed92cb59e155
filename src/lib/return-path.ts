const BASE = "http://return.invalid";

/**
 * A path on this site, as the browser will follow it, or null. The check is made on the value
 * after URL normalisation, because that is what a Location header or a link resolves to:
 * "/.//evil.example" passes a check of its raw text but becomes "//evil.example", another host.
 * Encoded slashes and backslashes at the start are refused too, since a proxy or a server that
 * decodes the path before routing would turn them into the same thing.
 */
export function sameSitePath(value: string | null | undefined): string | null {
  if (!value || value.length > 512 || !value.startsWith("/") || /[\u0000-\u001f\u007f-\u009f\\]/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  if (!path.startsWith("/") || /^\/(?:[/\\]|%2f|%5c)/i.test(path)) return null;
  // The value as followed must resolve to itself: nothing a second normalisation could move.
  return new URL(path, BASE).origin === BASE ? path : null;
}

/**
 * Where a visitor goes back to after verifying: a path on this site, never anywhere else. An
 * address that is not a same-site path (another host, "//host", a backslash, a scheme, control
 * characters, encoded forms of those) falls back to the home page, so `?next=` cannot send
 * anyone away.
 */
export function returnPath(value: string | null | undefined): string {
  const path = sameSitePath(value);
  return path && !/^\/verify(?:[?#]|$)/.test(path) ? path : "/";
}

/** Where an administrator goes after the passkey step: the page they came from, or else the console. */
export function adminReturnPath(value: string | null | undefined): string {
  const path = returnPath(value);
  return path === "/" ? "/admin" : path;
}

/** A page's address from its URL while it is built: prerendered pages are written as files (/portfolio.html, /index.html). */
export const pageAddress = (pathname: string) => pathname.replace(/(?:\/index)?\.html$/, "") || "/";

/** The /verify address that returns to `path` once verified. */
export const verifyHref = (path: string | undefined) => (path && returnPath(path) !== "/" ? `/verify?next=${encodeURIComponent(returnPath(path))}` : "/verify");
