import { exportCopy } from "@/content/admin";
import type { Db } from "@/server/db/client";
import { newestFirstBatches, type Row } from "@/server/db/row-batches";
import { logger } from "@/server/log";
import { CSV_BOM, csvLine, type CsvValue } from "./csv";
import { inboxDef, isInboxSlug, type InboxSlug } from "./inboxes";

/** Rows read from the database at a time: one batch is a few milliseconds of the embedded database's thread. */
export const EXPORT_BATCH_ROWS = 200;

/** "contact-submissions.csv" → "contact-submissions"; anything else → null. */
export function exportSlug(name: string): InboxSlug | null {
  const m = /^([a-z-]+)\.csv$/.exec(name);
  return m && isInboxSlug(m[1]) ? m[1] : null;
}

export type CsvStreamOptions = {
  /** Resolves once the client has taken what was sent (the production server's socket); without it, batches go as fast as they are read. */
  drained?: () => Promise<void> | undefined;
};

/**
 * The whole inbox as CSV, newest first: an id column, then every field the detail view shows.
 * Written a batch of rows at a time, each read from the database only when the client has taken
 * the one before, so the server holds one batch however large the inbox.
 *
 * The first batch is read before this resolves: a database that does not answer rejects here,
 * before anything is sent. One that fails later ends the file with a line saying it is
 * incomplete, then fails the stream, so the download fails as well (docs/decisions/0051).
 */
export async function inboxCsvStream(db: Db, slug: InboxSlug, { drained }: CsvStreamOptions = {}): Promise<ReadableStream<Uint8Array>> {
  const def = inboxDef(slug);
  const batches = newestFirstBatches(db, def.table, { time: def.created, id: def.id }, EXPORT_BATCH_ROWS);
  const lines = (rows: Row[]) => rows.map((r) => csvLine([r.id as number, ...def.fields.map((f) => r[f.key] as CsvValue)]));
  const first = await batches.next();
  let pending: Uint8Array | null = utf8([CSV_BOM + csvLine(["ID", ...def.fields.map((f) => f.label)]), ...(first.done ? [] : lines(first.value))]);
  let written = first.done ? 0 : first.value.length;
  let failure: unknown;
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        if (pending !== null) {
          controller.enqueue(pending);
          pending = null;
          return;
        }
        if (failure) return controller.error(failure);
        await drained?.();
        try {
          const next = await batches.next();
          if (next.done) return controller.close();
          written += next.value.length;
          controller.enqueue(utf8(lines(next.value)));
        } catch (err) {
          failure = err;
          logger.error({ err, inbox: slug, rows: written }, "csv export cut short: the database failed part way");
          controller.enqueue(utf8([csvLine([exportCopy.cutShort(written)])]));
        }
      },
      async cancel() {
        await batches.return(undefined);
      },
    },
    // Nothing is read ahead of the client: a batch is fetched only when the reader asks for it.
    { highWaterMark: 0 },
  );
}

/**
 * The lines as UTF-8, written one by one into a buffer of their size. Joined into one string
 * first, a batch would be a string too large for the young generation: allocated with the
 * long-lived objects, it would stay until a full collection, and memory would grow with each
 * batch until then.
 */
function utf8(lines: readonly string[]): Uint8Array {
  const out = Buffer.allocUnsafe(lines.reduce((n, line) => n + Buffer.byteLength(line), 0));
  let at = 0;
  for (const line of lines) at += out.write(line, at);
  return out;
}
