/**
 * Text from visitors, at the edges: what PostgreSQL can store, and cutting without breaking a
 * character. JavaScript strings are UTF-16, so `slice` can split an emoji into a lone surrogate,
 * which the database refuses (the whole submission with it).
 */

/** The field message for text the database cannot keep. */
export const unstorableTextMessage = "Please remove the hidden or broken characters (a null character or half of an emoji) from this field.";

/** False for text with a NUL character or a lone surrogate: PostgreSQL's text type stores neither. */
export function isStorableText(value: string): boolean {
  return !value.includes("\u0000") && value.isWellFormed();
}

/** The same text without NUL characters and lone surrogates (for search terms and other input that is not kept as typed). */
export function toStorableText(value: string): string {
  return value.replace(/\u0000/g, "").toWellFormed();
}

const graphemes = new Intl.Segmenter("en", { granularity: "grapheme" });

/**
 * At most `max` UTF-16 units of `value`, cut between grapheme clusters (an emoji with its
 * modifiers, a letter with its accents stay whole), with `ellipsis` when something was cut.
 */
export function truncateText(value: string, max: number, ellipsis = "…"): string {
  if (value.length <= max) return value;
  const room = max - ellipsis.length;
  let out = "";
  for (const { segment } of graphemes.segment(value)) {
    if (out.length + segment.length > room) break;
    out += segment;
  }
  return out + ellipsis;
}

/**
 * The start of a long text on one line, for a list: whitespace and line breaks become single
 * spaces, and a text longer than `max` is cut at the last space before it, with "…" (mid-word,
 * between graphemes, only when a word alone is longer than half of it).
 */
export function openingWords(value: string, max = 80): string {
  const flat = value.replace(/\s+/g, " ").trim();
  if (flat.length <= max) return flat;
  // One unit is kept for the "…".
  const space = flat.lastIndexOf(" ", max - 1);
  const cut = space > max / 2 ? flat.slice(0, space) : truncateText(flat, max - 1, "");
  return `${cut.replace(/[\s,;:.–—-]+$/, "")}…`;
}
