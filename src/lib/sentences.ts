/**
 * The marks that already end a sentence. Search excerpts cut across headings, labels, stats and
 * list items, which carry none; both the static-page index and a post's excerpt add a full stop
 * where none of these ends a fragment, so the two read alike.
 */
export const SENTENCE_END = ".!?:;…";

const ENDED = new RegExp(`[${SENTENCE_END}]$`);

/** Joins text fragments as sentences, one a line, each ending with a mark from SENTENCE_END. */
export function asSentences(fragments: readonly string[]): string {
  return fragments.map((f) => (ENDED.test(f) ? f : `${f}.`)).join("\n");
}
