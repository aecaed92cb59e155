/**
 * The excerpt a search result shows: a short passage of the page's plain text that starts where a
 * sentence starts (the one holding the first match, or the text's first), ends at a word boundary
 * with an ellipsis when cut, and marks every occurrence of the matched words. The result is plain
 * text parts for React to render (`hit` parts as <mark>); nothing here is HTML.
 */

import { SENTENCE_END } from "./sentences";

export type TextPart = { text: string; hit: boolean };

/**
 * The end of a heading or list item that no SENTENCE_END mark closes (its last character, any
 * inline tags closing after it, the closing tag).
 */
const UNENDED_BLOCK = new RegExp(`([^${SENTENCE_END}\\s>])((?:</[a-z]+>)*)\\s*</(h[1-6]|li)>`, "gi");

/**
 * A post's HTML as the text its excerpt is cut from: a heading or list item without a closing
 * mark gets a full stop, so it reads as a sentence instead of running into the next paragraph
 * ("What to expect. Local SEO is…"), and every tag becomes a space. Entities stay as written;
 * the search decodes them with the marks it reads from the database (parseSnippet).
 */
export function postExcerptText(html: string): string {
  return html.replace(UNENDED_BLOCK, "$1.$2</$3>").replace(/<[^>]+>/g, " ");
}

/** About two lines on a phone, three on a desktop. */
export const EXCERPT_MAX = 220;
export const ELLIPSIS = "…";

const WORD_CHAR = "[\\p{L}\\p{N}]";

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * Where `words` occur in `text` as whole words (not inside a longer word), ignoring case:
 * sorted, non-overlapping [start, end) ranges.
 */
export function findWords(text: string, words: readonly string[]): [number, number][] {
  const clean = [...new Set(words.map((w) => w.trim().toLowerCase()).filter((w) => w.length > 0))];
  if (clean.length === 0) return [];
  // Longest first, so "web design" wins over "web" where both match.
  clean.sort((a, b) => b.length - a.length);
  const pattern = new RegExp(`(?<!${WORD_CHAR})(?:${clean.map((w) => escapeRegExp(w).replace(/\s+/g, "\\s+")).join("|")})(?!${WORD_CHAR})`, "giu");
  const ranges: [number, number][] = [];
  for (const m of text.matchAll(pattern)) ranges.push([m.index, m.index + m[0].length]);
  return ranges;
}

function toParts(text: string, hits: readonly [number, number][], start: number, end: number): TextPart[] {
  const parts: TextPart[] = [];
  let at = start;
  for (const [s, e] of hits) {
    if (e <= start || s >= end) continue;
    const from = Math.max(s, start);
    const to = Math.min(e, end);
    if (from > at) parts.push({ text: text.slice(at, from), hit: false });
    parts.push({ text: text.slice(from, to), hit: true });
    at = to;
  }
  if (at < end) parts.push({ text: text.slice(at, end), hit: false });
  return parts;
}

/**
 * A sentence ends at . ! ? or …, possibly followed by closing quotes or brackets, then white space,
 * and the next one starts with a capital letter or a digit (so "e.g. the" does not end one).
 */
const SENTENCE_BREAK = /[.!?…]["'”’)\]]*\s+(?=["'“‘(\[]?[\p{Lu}\p{N}])/gu;

/** Where the sentence holding position `index` of `text` starts (0 when it is the first). */
export function sentenceStart(text: string, index: number): number {
  let start = 0;
  for (const m of text.matchAll(SENTENCE_BREAK)) {
    const next = m.index + m[0].length;
    if (next > index) break;
    start = next;
  }
  return start;
}

/** The start of the word at or after `index` (white space skipped). */
function wordStartAfter(text: string, index: number): number {
  if (index <= 0) return 0;
  const space = text.slice(index - 1).search(/\s/u);
  if (space === -1) return index;
  const at = index - 1 + space;
  const next = text.slice(at).search(/\S/u);
  return next === -1 ? text.length : at + next;
}

/**
 * At most `max` characters of `text` from `start`, ellipsis included: the whole rest if it fits,
 * otherwise cut at the last white space that fits, without trailing punctuation that would read
 * oddly before the ellipsis. Returns the end of the kept text and whether it was cut.
 */
function cutEnd(text: string, start: number, max: number): { end: number; cut: boolean } {
  if (text.length - start <= max) return { end: text.length, cut: false };
  const room = start + max - ELLIPSIS.length;
  // The last white space at or before the room (cutting there keeps every word whole).
  let end = -1;
  for (let i = room; i > start; i--) {
    if (/\s/u.test(text[i])) {
      end = i;
      break;
    }
  }
  // One word longer than the excerpt: cut it (between UTF-16 pairs' halves never).
  if (end === -1) end = /[\uD800-\uDBFF]/.test(text[room - 1] ?? "") ? room - 1 : room;
  // No comma, dash or full stop before the ellipsis ("quote.…" reads as a typo).
  while (end > start && /[\s,;:.–—-]/u.test(text[end - 1])) end--;
  return { end, cut: true };
}

/**
 * The excerpt of `text` for a result whose matched words are `words`: from the start of the
 * sentence holding the first match (the text's start if nothing matches), at most `max`
 * characters, every occurrence of the words marked. A sentence too long to show its match from
 * its start is entered at a word shortly before the match, after an ellipsis.
 */
export function searchExcerpt(text: string, words: readonly string[], max = EXCERPT_MAX): TextPart[] {
  const flat = text.replace(/\s+/gu, " ").trim();
  if (!flat) return [];
  const hits = findWords(flat, words);
  let start = hits.length ? sentenceStart(flat, hits[0][0]) : 0;
  let lead = "";
  if (hits.length && hits[0][1] - start > max * 0.75) {
    // Enter the sentence about a third of the excerpt before the match.
    start = Math.min(wordStartAfter(flat, hits[0][0] - Math.floor(max / 3)), hits[0][0]);
    lead = `${ELLIPSIS} `;
  }
  const { end, cut } = cutEnd(flat, start, max - lead.length);
  const parts = toParts(flat, hits, start, end);
  if (lead) parts.unshift({ text: lead, hit: false });
  if (cut) parts.push({ text: ELLIPSIS, hit: false });
  return mergeText(parts);
}

/** Adjacent plain parts joined, so the text renders as few nodes as it can. */
function mergeText(parts: readonly TextPart[]): TextPart[] {
  const out: TextPart[] = [];
  for (const p of parts) {
    const last = out[out.length - 1];
    if (last && !last.hit && !p.hit) last.text += p.text;
    else out.push({ ...p });
  }
  return out;
}
