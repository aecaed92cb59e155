import { exportCopy } from "@/content/admin";
import { sourceDetails, type Channel, type LeadSource } from "@/lib/attribution";
import { codeLabel } from "@/content/lead-labels";
import type { Db } from "@/server/db/client";
import { newestFirstBatches, type Row } from "@/server/db/row-batches";
import { logger } from "@/server/log";
import { pacedStream, type Drained } from "@/server/paced-stream";
import { CSV_BOM, csvLine, type CsvValue } from "./csv";
import { inboxDef, isInboxSlug, type InboxField, type InboxSlug } from "./inboxes";

/** Rows read from the database at a time: one batch is a few milliseconds of the embedded database's thread. */
export const EXPORT_BATCH_ROWS = 200;

/** "contact-submissions.csv" → "contact-submissions"; anything else → null. */
export function exportSlug(name: string): InboxSlug | null {
  const m = /^([a-z-]+)\.csv$/.exec(name);
  return m && isInboxSlug(m[1]) ? m[1] : null;
}

/** A field's cell: the words the record shows for a code, else the value as stored. */
function cellOf(field: InboxField, value: unknown): CsvValue {
  return field.codes && typeof value === "string" ? codeLabel(field.codes, value) : (value as CsvValue);
}

/**
 * The whole inbox as CSV, newest first: an id column, then every field the detail view shows
 * (codes as their words, times in Atlanta with their offset), then each coded field's stored
 * code under "<label> (code)", for a program or a formula that must not change with the words,
 * then where the lead came from (sourceDetails: the channel as label and code, pages, campaign).
 * Written a batch of rows at a time, each read from the database only when the client has taken
 * the one before (pacedStream), so the server holds one batch however large the inbox.
 *
 * The first batch is read before this resolves: a database that does not answer rejects here,
 * before anything is sent. One that fails later ends the file with a line saying it is
 * incomplete, then fails the stream, so the download fails as well (decision 0055).
 */
export function inboxCsvStream(db: Db, slug: InboxSlug, drained?: Drained): Promise<ReadableStream<Uint8Array>> {
  const def = inboxDef(slug);
  const coded = def.fields.filter((f) => f.codes);
  const source = (r: Row) => sourceDetails(r.attribution as LeadSource | null, r.channel as Channel | null).map((d) => d.value);
  const header = ["ID", ...def.fields.map((f) => f.label), ...coded.map((f) => `${f.label} (code)`), ...sourceDetails(null, null).map((d) => d.label)];
  const lines = (rows: Row[]) =>
    rows.map((r) => csvLine([r.id as number, ...def.fields.map((f) => cellOf(f, r[f.key])), ...coded.map((f) => r[f.key] as CsvValue), ...source(r)]));
  async function* csv() {
    const batches = newestFirstBatches(db, def.table, { time: def.created, id: def.id }, EXPORT_BATCH_ROWS);
    try {
      const first = await batches.next();
      let written = first.done ? 0 : first.value.length;
      yield [CSV_BOM + csvLine(header), ...(first.done ? [] : lines(first.value))];
      try {
        for await (const batch of batches) {
          written += batch.length;
          yield lines(batch);
        }
      } catch (err) {
        logger.error({ err, inbox: slug, rows: written }, "csv export cut short: the database failed part way");
        yield [csvLine([exportCopy.cutShort(written)])];
        throw err;
      }
    } finally {
      // The client hung up, or the file is done: the read ends either way.
      await batches.return(undefined);
    }
  }
  return pacedStream(csv(), drained);
}
