import { PGlite, type PGliteOptions } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";

/**
 * Opens an embedded database with the extensions the schema uses: pg_trgm, whose indexes serve
 * the console's searches (drizzle/0010_list_indexes.sql). A database opened without it reads
 * fine but refuses every write to a table with a trigram index, so the site opens it here only.
 */
export function openEmbedded(dir: string, options: Omit<PGliteOptions, "extensions"> = {}): Promise<PGlite> {
  return PGlite.create(dir, { ...options, extensions: { pg_trgm } });
}
