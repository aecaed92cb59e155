import "server-only";
import { sql } from "drizzle-orm";
import { getDb } from "@/server/db/client";
import { SENTENCE_END } from "@/lib/sentences";
import { decodeEntities } from "./format";
import { toStorableText, truncateText } from "@/lib/text";

export type SnippetPart = { text: string; hit: boolean };

export type SearchResult = {
  kind: "post" | "page";
  path: string;
  title: string;
  summary: string;
  /** Publication date of a post. */
  date: Date | null;
  rank: number;
  /** The highlighted excerpt as plain-text parts; `hit` parts render as <mark>. Never HTML. */
  snippet: SnippetPart[];
};

/** Highlight markers ts_headline puts around matches: control characters no page text contains. */
const START = "\u0002";
const STOP = "\u0003";
const HEADLINE_OPTIONS = `StartSel=${START}, StopSel=${STOP}, MaxWords=32, MinWords=14, ShortWord=3, MaxFragments=2, FragmentDelimiter=" … "`;

export const MAX_QUERY_LENGTH = 200;

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
    .map((p) => ({ hit: p.hit, text: decodeEntities(p.text).replace(/[\u0000-\u001f]/g, " ").replace(/\s+/g, " ") }))
    .filter((p) => p.text.length > 0);
}

type Row = { kind: "post" | "page"; path: string; title: string; summary: string; date: Date | string | null; rank: number | string; snippet: string };

/**
 * Full-text search over the public posts and the static pages (PostgreSQL and PGlite alike):
 * websearch_to_tsquery parses the visitor's words ("quoted phrases", -exclusions, or),
 * ts_rank orders the matches (normalised by document length so long articles do not drown
 * short pages), ts_headline marks the matched words in an excerpt.
 */
export async function searchSite(rawQuery: string, limit = 20): Promise<SearchResult[]> {
  const q = normalizeQuery(rawQuery);
  if (!q) return [];
  const db = await getDb();
  const result = await db.execute(sql`
    with q as (select websearch_to_tsquery('english', ${q}) as query),
    hits as (
      select 'post'::text as kind, '/blog/' || p.slug as path, p.title, p.excerpt as summary,
             p.excerpt || ' ' || regexp_replace(regexp_replace(p.content, ${UNENDED_BLOCK}, '\\1.\\2</\\4>', 'gi'), '<[^>]+>', ' ', 'g') as body,
             p.published_date as date, ts_rank(p.search_vector, q.query, 1) as rank
        from blog_posts p, q
       where p.published = true and p.published_date <= now() and p.search_vector @@ q.query
      union all
      select 'page'::text, d.path, d.title, d.summary, d.body, null::timestamptz, ts_rank(d.search_vector, q.query, 1)
        from search_documents d, q
       where d.search_vector @@ q.query
    ),
    top as (select * from hits order by rank desc, path limit ${limit})
    select top.kind, top.path, top.title, top.summary, top.date, top.rank,
           ts_headline('english', top.body, q.query, ${HEADLINE_OPTIONS}) as snippet
      from top, q
     order by top.rank desc, top.path
  `);
  const rows = (result as unknown as { rows: Row[] }).rows;
  return rows.map((r) => ({
    kind: r.kind,
    path: r.path,
    title: r.title,
    summary: r.summary,
    date: r.date ? new Date(r.date) : null,
    rank: Number(r.rank),
    snippet: parseSnippet(r.snippet),
  }));
}
