import { sql, type SQL } from "drizzle-orm";
import { getDb, type Db } from "@/server/db/client";
import { SENTENCE_END } from "@/lib/sentences";
import { pageSlice } from "@/lib/pagination";
import { postExcerptText, searchExcerpt, type TextPart } from "@/lib/search-excerpt";
import { MAX_RESULTS, RESULTS_PER_PAGE, normalizeQuery } from "@/lib/search-query";
import { decodeEntities } from "./format";

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
  /** The results listed, at most MAX_RESULTS. */
  total: number;
  /** More match than are listed: the count reads "more than `total`". */
  capped: boolean;
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

/**
 * How many of the newest public posts the first look checks one by one (decision 0051): a word in
 * most posts finds its newest MAX_RESULTS among them at once; a rarer one costs this many checks
 * before the index finds the rest.
 */
export const NEWEST_WINDOW = 500;

/** Highlight markers ts_headline puts around matches: control characters no page text contains. */
const START = "\u0002";
const STOP = "\u0003";
/**
 * The whole text with every match marked: PostgreSQL knows which words matched (stems, "SEO" for
 * seo, "websites" for website); src/lib/search-excerpt.ts then picks the passage to show.
 */
const HEADLINE_OPTIONS = `StartSel=${START}, StopSel=${STOP}, HighlightAll=true`;

/**
 * How much of a result's text is marked first (characters), and how early its first match must
 * lie for that to do: a match within EXCERPT_HEAD_MATCH leaves room in the head for the sentence it
 * starts and the excerpt after it (EXCERPT_MAX). Marking costs what the text is long; the shown
 * posts average 4,000 characters and reach 9,000, and a common word is nearly always in the first
 * paragraph. A text whose first match lies later, or nowhere (a result by its title), is marked
 * whole, as before.
 */
export const EXCERPT_HEAD = 3000;
export const EXCERPT_HEAD_MATCH = 2000;

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

/** A match before its page is chosen: what ranks it, and where it is. */
type Hit = { kind: "post" | "page"; id: number; path: string; rank: number };

type HitRow = { id: number | string; path: string; rank: number | string };

const rows = async <T>(db: Db, query: SQL) => (await db.execute(query)) as unknown as { rows: T[] };
const toHits = (kind: Hit["kind"], list: HitRow[]): Hit[] => list.map((r) => ({ kind, id: Number(r.id), path: r.path, rank: Number(r.rank) }));

const tsquery = (q: string) => sql`websearch_to_tsquery('english', ${q})`;

const NEWEST = MAX_RESULTS + 1;

/**
 * The newest public posts that match, ranked, from the newest NEWEST_WINDOW posts read in date
 * order and each checked: a word in most posts finds its newest NEWEST after about as many checks.
 */
export const windowMatches = (q: string) => sql`
  select w.id, '/blog/' || w.slug as path, ts_rank(w.search_vector, q.query, 1) as rank
    from (select id, slug, published_date, search_vector from blog_posts
           where published and published_date <= now()
           order by published_date desc, id desc limit ${NEWEST_WINDOW}) w,
         ${tsquery(q)} as q(query)
   where w.search_vector @@ q.query
   order by w.published_date desc, w.id desc
   limit ${NEWEST}`;

/**
 * The newest public posts that match, ranked, found through the GIN index. The words are a
 * materialised CTE, so the planner cannot see them and always takes the index, whatever its
 * statistics (the embedded database's are as of its last start or daily vacuum), instead of checking posts one
 * by one along the date index. A query of exclusions alone ("-website", querytree 'T') is not
 * looked up: the index cannot find posts by a word they lack, and would be read whole.
 */
export const indexedMatches = (q: string) => sql`
  with q as materialized (select ${tsquery(q)} as query),
  newest as (
    select p.id from blog_posts p, q
     where querytree(q.query) <> 'T'
       and p.published and p.published_date <= now() and p.search_vector @@ q.query
     order by p.published_date desc, p.id desc limit ${NEWEST}
  )
  select p.id, '/blog/' || p.slug as path, ts_rank(p.search_vector, q.query, 1) as rank
    from newest join blog_posts p using (id), q`;

/**
 * The newest MAX_RESULTS + 1 public posts that match, ranked (the one past MAX_RESULTS says there
 * are more): from the window when it holds that many, otherwise through the index.
 */
async function newestMatchingPosts(db: Db, q: string): Promise<Hit[]> {
  const window = await rows<HitRow>(db, windowMatches(q));
  if (window.rows.length === NEWEST) return toHits("post", window.rows);
  return toHits("post", (await rows<HitRow>(db, indexedMatches(q))).rows);
}

/** The static pages that match (a few dozen rows at most), ranked. */
async function matchingPages(db: Db, q: string): Promise<Hit[]> {
  const found = await rows<HitRow>(
    db,
    sql`select d.id, d.path, ts_rank(d.search_vector, q.query, 1) as rank
          from search_documents d, ${tsquery(q)} as q(query)
         where d.search_vector @@ q.query`,
  );
  return toHits("page", found.rows);
}

type ShownRow = {
  kind: "post" | "page";
  id: number | string;
  title: string;
  summary: string | null;
  date: Date | string | null;
  /** A post's HTML, a page's plain text. */
  body: string;
};

type Shown = { title: string; summary: string; date: Date | null; markedSummary: string; markedBody: string };

/**
 * What the results on the page show: titles, dates and the text with every match marked, for
 * these rows only (ts_headline reads the whole text it is given, so it is never run for a result
 * not shown), and of a post's text its head when the first match is there (EXCERPT_HEAD).
 * A post's HTML becomes text here, not in SQL: the regular expressions cost the embedded
 * database several milliseconds a post.
 */
async function shownResults(db: Db, q: string, hits: Hit[]): Promise<Map<string, Shown>> {
  const ids = (kind: Hit["kind"]) => hits.filter((h) => h.kind === kind).map((h) => sql`${h.id}`);
  const parts: SQL[] = [];
  if (ids("post").length)
    parts.push(sql`select 'post' as kind, id, title, excerpt as summary, published_date as date, content as body
                     from blog_posts where id in (${sql.join(ids("post"), sql`, `)})`);
  if (ids("page").length)
    parts.push(sql`select 'page' as kind, id, title, summary, null::timestamptz as date, body
                     from search_documents where id in (${sql.join(ids("page"), sql`, `)})`);
  if (!parts.length) return new Map();
  const found = (await rows<ShownRow>(db, sql.join(parts, sql` union all `))).rows;
  if (!found.length) return new Map();
  const texts = found.map((r) => sql`(${`${r.kind}:${Number(r.id)}`}, ${r.summary ?? ""}, ${r.kind === "post" ? postExcerptText(r.body) : r.body})`);
  const marked = await rows<{ key: string; marked_summary: string; marked_body: string }>(
    db,
    sql`select t.key, ts_headline('english', t.summary, q.query, ${HEADLINE_OPTIONS}) as marked_summary,
               case when strpos(h.head, ${START}) between 1 and ${EXCERPT_HEAD_MATCH} then h.head
                    else ts_headline('english', t.body, q.query, ${HEADLINE_OPTIONS}) end as marked_body
          from (values ${sql.join(texts, sql`, `)}) as t(key, summary, body), ${tsquery(q)} as q(query),
               -- OFFSET 0 keeps the head one value: pulled up, it would be made once per mention.
               lateral (select ts_headline('english', left(t.body, ${EXCERPT_HEAD}), q.query, ${HEADLINE_OPTIONS}) as head offset 0) h`,
  );
  const marks = new Map(marked.rows.map((m) => [m.key, m]));
  return new Map(
    found.map((r) => {
      const key = `${r.kind}:${Number(r.id)}`;
      const m = marks.get(key);
      return [
        key,
        {
          title: r.title,
          summary: r.summary ?? "",
          date: r.date ? new Date(r.date) : null,
          markedSummary: m?.marked_summary ?? "",
          markedBody: m?.marked_body ?? "",
        },
      ];
    }),
  );
}

/**
 * Full-text search over the public posts and the static pages (PostgreSQL and PGlite alike):
 * websearch_to_tsquery parses the visitor's words ("quoted phrases", -exclusions, or); the
 * candidates are the matching pages and the newest matching posts, at most MAX_RESULTS in all;
 * ts_rank orders them (normalised by document length so long articles do not drown short pages;
 * ties by address, so pages never overlap); ts_headline marks the matched words of the page of
 * results shown, and src/lib/search-excerpt.ts cuts each one's excerpt. What a search costs is
 * bounded by MAX_RESULTS and NEWEST_WINDOW, not by how many posts hold its words (decision 0051).
 *
 * `page` past the last page gives the last page (with `pastEnd`).
 */
export async function searchSite(rawQuery: string, { page = 1, perPage = RESULTS_PER_PAGE }: { page?: number; perPage?: number } = {}): Promise<SearchPage> {
  const q = normalizeQuery(rawQuery);
  if (!q) return { results: [], capped: false, perPage, ...pageSlice(0, page, perPage) };
  const db = await getDb();
  const hits = [...(await newestMatchingPosts(db, q)), ...(await matchingPages(db, q))].sort(
    (a, b) => b.rank - a.rank || (a.path < b.path ? -1 : a.path > b.path ? 1 : 0),
  );
  const listed = hits.slice(0, MAX_RESULTS);
  const slice = pageSlice(listed.length, page, perPage);
  const onPage = listed.slice(slice.offset, slice.offset + slice.limit);
  const shown = await shownResults(db, q, onPage);
  const results = onPage.flatMap((hit): SearchResult[] => {
    const r = shown.get(`${hit.kind}:${hit.id}`);
    // A post deleted between the two queries is left out of the page.
    if (!r) return [];
    const snippet = searchExcerpt(resultText(r.markedSummary, r.markedBody), matchedWords(r.markedSummary, r.markedBody));
    return [{ kind: hit.kind, path: hit.path, title: r.title, summary: r.summary, date: r.date, rank: hit.rank, snippet }];
  });
  return { results, capped: hits.length > MAX_RESULTS, perPage, ...slice };
}
