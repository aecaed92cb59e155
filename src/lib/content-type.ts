/**
 * A Content-Type with `charset=utf-8` added when it is text that names no charset: every page,
 * feed and file of this site is UTF-8, and a browser or crawler left to guess may guess another
 * (mime-types and Astro leave it off SVG, XML, JSON and rendered HTML).
 */
export function withCharset(type: string): string {
  const text = /^text\/|^application\/(javascript|json|xml)\b|\+(xml|json)\b/i.test(type);
  return text && !/;\s*charset=/i.test(type) ? `${type}; charset=utf-8` : type;
}
