/**
 * Every Cache-Control value the site sends, stated once. The route table (src/routes.ts) gives
 * each route one of these; the static file server (scripts/static-files.mjs) one per kind of
 * file; answers that must never be kept (refusals, outages, the server's own errors, a 404 under
 * a route that may be kept) send NO_STORE. A Cache-Control literal anywhere else fails
 * tests/unit/cache-control.test.ts.
 *
 * Imported by the production server as plain TypeScript: no imports here.
 */

/** An address whose content never changes (hashed assets, uploaded images): a year. */
export const IMMUTABLE = "public, max-age=31536000, immutable";

/** The same for everyone, but revalidated (by ETag) on every use. */
export const REVALIDATE = "public, max-age=0, must-revalidate";

/** A file of public/ with a fixed name (fonts, icons): a day. */
export const FIXED_NAME_FILE = "public, max-age=86400";

/** One visitor's answer: never stored anywhere. */
export const PRIVATE = "private, no-store";

/** A refusal or an outage: never stored, whatever the route's own policy. */
export const NO_STORE = "no-store";

/** Public, kept by shared caches (a CDN, nginx) for `seconds`, revalidated by browsers. */
export const sharedFor = (seconds: number) => `public, max-age=0, s-maxage=${seconds}`;

/** One visitor's, kept by their own browser for `seconds`. */
export const privateFor = (seconds: number) => `private, max-age=${seconds}`;
