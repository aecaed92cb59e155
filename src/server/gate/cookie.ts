import { isHttpsSite } from "@/lib/site-url";

/** On https the __Host- prefix pins the cookie to this host, path / and Secure. */
export function sessionCookieName(): string {
  return isHttpsSite() ? "__Host-gte_session" : "gte_session";
}

/** The half-done admin sign-in between the code and the passkey (decision 0024): same attributes as the session's. */
export function signInCookieName(): string {
  return isHttpsSite() ? "__Host-gte_admin_step" : "gte_admin_step";
}

/** HttpOnly, SameSite=Lax, path /, Secure on https; lives as long as the session row. */
export function sessionCookieOptions(maxAgeSeconds: number) {
  return {
    httpOnly: true,
    sameSite: "lax" as const,
    secure: isHttpsSite(),
    path: "/",
    maxAge: maxAgeSeconds,
  };
}

type CookieOptions = ReturnType<typeof sessionCookieOptions> & { expires?: Date };
type CookieSetter = { set(name: string, value: string, options: CookieOptions): unknown };

/**
 * Removes the session cookie. Written as an expired cookie with the same attributes, because a
 * browser ignores a __Host- cookie (even a deletion) that is not Secure with path /.
 */
export function clearSessionCookie(jar: CookieSetter): void {
  // Max-Age=0 alone is dropped by the serialiser; an expiry in the past always works.
  jar.set(sessionCookieName(), "", { ...sessionCookieOptions(0), expires: new Date(0) });
}

/** The Set-Cookie header that removes the session cookie, for a response built by hand. */
export function clearedSessionCookieHeader(): string {
  return `${sessionCookieName()}=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Max-Age=0; HttpOnly; SameSite=Lax${isHttpsSite() ? "; Secure" : ""}`;
}
