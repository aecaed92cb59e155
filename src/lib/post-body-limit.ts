/**
 * How much a request may carry. Imported by the production server (server.mjs, as plain
 * TypeScript: no imports here) and by the app.
 *
 * A form of this site is a few kilobytes; the largest, a blog post, carries its body once plus
 * the other fields and the multipart framing. Bodies are capped at FORM_BODY_MAX_BYTES everywhere
 * (server.mjs counts the bytes as they arrive, chunked or not, and answers 413 past the cap;
 * Astro's actions the same: astro.config.mjs), except the blog editor's own pages, where an
 * admin's post also carries images (docs/decisions/0015-images-in-the-database.md): there the
 * cap is UPLOAD_BODY_MAX_BYTES, for an admin session only (server.mjs asks before it reads).
 */
export const FORM_BODY_MAX_BYTES = 256 * 1024;

/**
 * How much a blog post body may hold, in bytes of UTF-8: 150,000 bytes leaves a wide margin under
 * FORM_BODY_MAX_BYTES. Bytes, not characters, because an accented letter takes 2 bytes and an
 * emoji 4, so a body of 200,000 characters could be 800 KB on the wire and be refused before the
 * server could say why.
 */
export const POST_BODY_MAX_BYTES = 150_000;

/** The largest image file the editor takes: a phone photo is 2 to 6 MB. */
export const IMAGE_MAX_BYTES = 10 * 1024 * 1024;

/**
 * The editor's post with images: its two file fields (featured and body image) each a little over
 * the limit still arrive, so the page can answer with a message next to the field and keep
 * everything else typed; anything larger is refused before it is read.
 */
export const UPLOAD_BODY_MAX_BYTES = 2 * IMAGE_MAX_BYTES + FORM_BODY_MAX_BYTES;

/** The pages whose posts may carry images: the blog editor, /admin/blog/new and /admin/blog/<id>, and its in-place upload, /admin/blog/upload (PCRE and JavaScript alike; deploy/nginx.conf uses it). */
export const UPLOAD_PATH_PATTERN = "^/admin/blog/(?:new|upload|[0-9]+)$";
const uploadPath = new RegExp(UPLOAD_PATH_PATTERN);

/** Whether a post to this path may carry images (admins only: the page checks before it reads). */
export function takesUploads(pathname: string): boolean {
  return uploadPath.test(pathname);
}

/** The most a request body to this path may hold. */
export function bodyLimitFor(pathname: string): number {
  return takesUploads(pathname) ? UPLOAD_BODY_MAX_BYTES : FORM_BODY_MAX_BYTES;
}

/** What a request refused for its size is told. */
export function bodyTooLargeMessage(pathname: string): string {
  return takesUploads(pathname)
    ? `This post is larger than the editor takes: an image may be at most ${IMAGE_MAX_BYTES / (1024 * 1024)} MB. Go back, choose a smaller image and send the post again.`
    : "This request is larger than any form of this site.";
}

function utf8Bytes(text: string): number {
  return new TextEncoder().encode(text).length;
}

/** The field message for a body over the limit, or null when it fits. Shared by the editor and the server. */
export function postBodySizeError(body: string): string | null {
  const bytes = utf8Bytes(body);
  if (bytes <= POST_BODY_MAX_BYTES) return null;
  const n = (v: number) => v.toLocaleString("en-US");
  return `The body is too long: ${n(bytes)} bytes, and a post can hold ${n(POST_BODY_MAX_BYTES)} (a plain letter takes 1 byte, an accented letter 2, an emoji 4). Shorten it or split it into two posts.`;
}
