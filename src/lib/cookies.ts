import { parseCookie } from "cookie";

/** Percent-decoding that gives nothing for a value that is not valid percent-encoding, instead of the raw text. */
const decode = (value: string) => {
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
};

/**
 * One cookie's value from a Cookie header, read the same way everywhere (pages, islands, the
 * production server), parsed by the `cookie` package. A name that appears twice is ambiguous and
 * counts as absent (the package would take the first), and a value that is not valid
 * percent-encoding is ignored: neither can make a request look like another visitor's, and
 * neither can fail a page.
 */
export function readCookie(header: string | null | undefined, name: string): string | undefined {
  if (!header) return undefined;
  const sent = header.split(";").filter((pair) => name in parseCookie(pair, { decode: String }));
  return sent.length === 1 ? parseCookie(sent[0]!, { decode })[name] : undefined;
}
