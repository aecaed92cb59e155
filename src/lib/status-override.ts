/**
 * Next.js gives a page the status its own render decides (200, or 404 from notFound()): a proxy
 * response that lets the page render cannot change it, and a rewrite's status is dropped too. A
 * proxy that needs another status for a page it lets render (503 while the database is down) sets
 * this response header; the production server (src/server/http/request-handler.ts) puts it on the
 * status line and removes the header.
 */
export const STATUS_OVERRIDE_HEADER = "x-gte-status";
