/**
 * One cookie's value from a Cookie header, read the same way everywhere (pages, islands, the
 * production server). A name that appears twice is ambiguous and counts as absent, and a value
 * that is not valid percent-encoding is ignored: neither can make a request look like another
 * visitor's, and neither can fail a page.
 */
export function readCookie(header: string | null | undefined, name: string): string | undefined {
  if (!header) return undefined;
  let found: string | undefined;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq < 0 || part.slice(0, eq).trim() !== name) continue;
    if (found !== undefined) return undefined;
    found = part.slice(eq + 1).trim();
  }
  if (found === undefined) return undefined;
  try {
    return decodeURIComponent(found.replace(/^"(.*)"$/, "$1"));
  } catch {
    return undefined;
  }
}
