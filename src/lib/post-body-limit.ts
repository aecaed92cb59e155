/**
 * How much a blog post body may hold, in bytes of UTF-8. A form post carries the body once, plus
 * the other fields (a few kilobytes at most) and the multipart framing, and must stay under the
 * server action body limit (256 KB, next.config.ts): 150,000 bytes leaves a wide margin. Bytes,
 * not characters, because an accented letter takes 2 bytes and an emoji 4, so a body of 200,000
 * characters could be 800 KB on the wire and be refused before the server could say why.
 */
export const POST_BODY_MAX_BYTES = 150_000;

export function utf8Bytes(text: string): number {
  return new TextEncoder().encode(text).length;
}

/** The field message for a body over the limit, or null when it fits. Shared by the editor and the server. */
export function postBodySizeError(body: string): string | null {
  const bytes = utf8Bytes(body);
  if (bytes <= POST_BODY_MAX_BYTES) return null;
  const n = (v: number) => v.toLocaleString("en-US");
  return `The body is too long: ${n(bytes)} bytes, and a post can hold ${n(POST_BODY_MAX_BYTES)} (a plain letter takes 1 byte, an accented letter 2, an emoji 4). Shorten it or split it into two posts.`;
}
