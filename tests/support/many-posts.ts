/**
 * A blog of many posts in one statement (generate_series), for the tests that need more posts
 * than a search lists or the newest it checks one by one, and for reading the plans its queries
 * get. Post g is g hours old and published in Web Design; its slug is `<prefix>-<g>`. Title and
 * content are SQL expressions of `g` (the series' number), so a test puts a word in every post,
 * in one in five or in one.
 */
import { sql, type SQL } from "drizzle-orm";
import type { Db } from "@/server/db/client";

export type ManyPosts = {
  prefix?: string;
  /** SQL text expression of g; default "Field note <g>". */
  title?: SQL;
  /** SQL text expression of g (HTML); default one paragraph naming the note. */
  content?: SQL;
};

export async function insertManyPosts(db: Db, count: number, { prefix = "note", title, content }: ManyPosts = {}) {
  await db.execute(sql`
    insert into blog_posts (title, slug, excerpt, author, published_date, modified_date, category, content, published)
    select ${title ?? sql`'Field note ' || g`}, ${prefix} || '-' || g, 'Notes from project ' || g || '.', 'Test Author',
           now() - g * interval '1 hour', now() - g * interval '1 hour', 'Web Design',
           ${content ?? sql`'<p>Notes from project ' || g || '.</p>'`}, true
      from generate_series(1, ${count}::int) as g`);
}

/** The plan PostgreSQL (or PGlite) makes for a query, as EXPLAIN's text lines joined. */
export async function planOf(db: Db, query: SQL): Promise<string> {
  const result = (await db.execute(sql`explain ${query}`)) as unknown as { rows: Record<string, string>[] };
  return result.rows.map((r) => Object.values(r)[0]).join("\n");
}
