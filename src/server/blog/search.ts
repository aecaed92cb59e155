import { sql } from "drizzle-orm";
import { getDb } from "@/server/db/client";
import { SENTENCE_END } from "@/lib/sentences";
import { pageSlice } from "@/lib/pagination";
import { searchExcerpt, type TextPart } from "@/lib/search-excerpt";
import { decodeEntities } from "./format";
import { toStorableText, truncateText } from "@/lib/text";
import { MAX_QUERY_LENGTH } from "@/lib/search-query";

export type SnippetPart = TextPart;

export type SearchResult = {
  kind: "post" | "page";
  path: string;
  title: string;
  summary: string;
  /** Publication date of a post. */
  date: Date | null;
  rank: number;
  /**
   * The excerpt (src/lib/search-excerpt.ts) as plain-text parts, from the start of the sentence
   * holding the first match; `hit` parts (every matched word) render as <mark>. Never HTML.
   */
  snippet: SnippetPart[];
};

/** One page of results, and where it sits in all of them. */
export type SearchPage = {
  results: SearchResult[];
  total: number;
  /** The page shown: the one asked for, or the last when that is past the end. */
  page: number;
  pageCount: number;
  /** The page asked for is past the last page (the last page is shown). */
  pastEnd: boolean;
  perPage: number;
  /** 1-based positions of the first and last result shown (0 when there are none). */
  from: number;
  to: number;
};

export const RESULTS_PER_PAGE = 10;

/** Highlight markers ts_headline puts around matches: control characters no page text contains. */
const START = "\u0002";
const STOP = "\u0003";
/**
 * The whole text with every match marked: PostgreSQL knows which words matched (stems, "SEO" for
 * seo, "websites" for website); src/lib/search-excerpt.ts then picks the passage to show.
 */
const HEADLINE_OPTIONS = `StartSel=${START}, StopSel=${STOP}, HighlightAll=true`;

/**
 * The end of a post's heading or list item that no SENTENCE_END mark closes (its last character,
 * any inline tags closing after it, the closing tag), so the excerpt can give it a full stop
 * instead of running it into the next paragraph ("What to expect Local SEO is…").
 */
const UNENDED_BLOCK = sql.raw(`'([^${SENTENCE_END}[:space:]>])((</[a-z]+>)*)[[:space:]]*</(h[1-6]|li)>'`);

/** Trims, collapses whitespace, drops control characters and caps the length of a visitor's query. */
export function normalizeQuery(q: unknown): string {
  if (typeof q !== "string") return "";
  const flat = toStorableText(q)
    .replace(/[\u0000-\u001f\u007f]/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  return truncateText(flat, MAX_QUERY_LENGTH, "");
}

/** Splits a ts_headline result into plain text parts; text is entity-decoded, markers become `hit`. */
export function parseSnippet(headline: string): SnippetPart[] {
  const parts: SnippetPart[] = [];
  let rest = headline;
  while (rest.length > 0) {
    const s = rest.indexOf(START);
    if (s === -1) {
      parts.push({ text: rest, hit: false });
      break;
    }
    if (s > 0) parts.push({ text: rest.slice(0, s), hit: false });
    const e = rest.indexOf(STOP, s + 1);
    const end = e === -1 ? rest.length : e;
    parts.push({ text: rest.slice(s + 1, end), hit: true });
    rest = e === -1 ? "" : rest.slice(e + 1);
  }
  return parts
    .map((p) => ({
      hit: p.hit,
      text: decodeEntities(p.text)
        .replace(/[\u0000-\u001f]/g, " ")
        .replace(/\s+/g, " "),
    }))
    .filter((p) => p.text.length > 0);
}

type Row = {
  total: number | string;
  kind: "post" | "page" | null;
  path: string | null;
  title: string | null;
  summary: string | null;
  date: Date | string | null;
  rank: number | string | null;
  marked_summary: string | null;
  marked_body: string | null;
};

const ENDED = new RegExp(`[${SENTENCE_END}]["'”’)]*$`);

/**
 * The words a result matched, as its text spells them ("SEO", "websites"), read from the
 * headline's marks: the excerpt marks every occurrence of these.
 */
function matchedWords(...headlines: string[]): string[] {
  return [
    ...new Set(
      headlines.flatMap((h) =>
        parseSnippet(h)
          .filter((p) => p.hit)
          .map((p) => p.text.trim().toLowerCase()),
      ),
    ),
  ].filter(Boolean);
}

/** The text an excerpt is cut from: the summary (ended as a sentence), then the body. */
function resultText(summaryHeadline: string, bodyHeadline: string): string {
  const plain = (h: string) =>
    parseSnippet(h)
      .map((p) => p.text)
      .join("")
      .trim();
  const summary = plain(summaryHeadline);
  const body = plain(bodyHeadline);
  if (!summary) return body;
  return `${ENDED.test(summary) ? summary : `${summary}.`} ${body}`.trim();
}

/**
 * Full-text search over the public posts and the static pages (PostgreSQL and PGlite alike):
 * websearch_to_tsquery parses the visitor's words ("quoted phrases", -exclusions, or),
 * ts_rank orders the matches (normalised by document length so long articles do not drown
 * short pages; ties by address, so pages never overlap), ts_headline marks the matched words
 * of the page of results shown, and src/lib/search-excerpt.ts cuts each one's excerpt.
 *
 * `page` past the last page gives the last page (with `pastEnd`).
 */
export async function searchSite(rawQuery: string, { page = 1, perPage = RESULTS_PER_PAGE }: { page?: number; perPage?: number } = {}): Promise<SearchPage> {
  const q = normalizeQuery(rawQuery);
  if (!q) return { results: [], perPage, ...pageSlice(0, page, perPage) };
  const db = await getDb();
  const run = async (offset: number) => {
    const result = await db.execute(sql`
      with q as (select websearch_to_tsquery('english', ${q}) as query),
      hits as (
        select 'post'::text as kind, '/blog/' || p.slug as path, p.title, p.excerpt as summary,
               regexp_replace(regexp_replace(p.content, ${UNENDED_BLOCK}, '\\1.\\2</\\4>', 'gi'), '<[^>]+>', ' ', 'g') as body,
               p.published_date as date, ts_rank(p.search_vector, q.query, 1) as rank
          from blog_posts p, q
         where p.published = true and p.published_date <= now() and p.search_vector @@ q.query
        union all
        select 'page'::text, d.path, d.title, d.summary, d.body, null::timestamptz, ts_rank(d.search_vector, q.query, 1)
          from search_documents d, q
         where d.search_vector @@ q.query
      ),
      top as (select * from hits order by rank desc, path limit ${perPage} offset ${offset})
      select (select count(*) from hits)::int as total, top.kind, top.path, top.title, top.summary, top.date, top.rank,
             ts_headline('english', top.summary, q.query, ${HEADLINE_OPTIONS}) as marked_summary,
             ts_headline('english', top.body, q.query, ${HEADLINE_OPTIONS}) as marked_body
        from q left join top on true
       order by top.rank desc, top.path
    `);
    return (result as unknown as { rows: Row[] }).rows;
  };
  const asked = pageSlice(Number.MAX_SAFE_INTEGER, page, perPage);
  let rows = await run(asked.offset);
  const total = Number(rows[0]?.total ?? 0);
  const slice = pageSlice(total, page, perPage);
  // Past the end: the last page instead (a second query, only then).
  if (total > 0 && slice.offset !== asked.offset) rows = await run(slice.offset);
  const results = rows
    .filter((r) => r.path !== null)
    .map((r) => ({
      kind: r.kind!,
      path: r.path!,
      title: r.title!,
      summary: r.summary ?? "",
      date: r.date ? new Date(r.date) : null,
      rank: Number(r.rank),
      snippet: searchExcerpt(resultText(r.marked_summary ?? "", r.marked_body ?? ""), matchedWords(r.marked_summary ?? "", r.marked_body ?? "")),
    }));
  return { results, perPage, ...slice };
}
