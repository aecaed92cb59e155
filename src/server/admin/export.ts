import type { Db } from "@/server/db/client";
import { toCsv, type CsvValue } from "./csv";
import { allInboxRows, inboxDef, isInboxSlug, type InboxSlug } from "./inboxes";

/** "contact-submissions.csv" → "contact-submissions"; anything else → null. */
export function exportSlug(name: string): InboxSlug | null {
  const m = /^([a-z-]+)\.csv$/.exec(name);
  return m && isInboxSlug(m[1]) ? m[1] : null;
}

/** The whole inbox as CSV: an id column, then every field the detail view shows. */
export async function inboxCsv(db: Db, slug: InboxSlug): Promise<string> {
  const def = inboxDef(slug);
  const rows = await allInboxRows(db, slug);
  const header = ["ID", ...def.fields.map((f) => f.label)];
  const body = rows.map((r) => [r.id, ...def.fields.map((f) => r[f.key] as CsvValue)]);
  return toCsv(header, body);
}
