import { sql } from "drizzle-orm";
import type { Db } from "./client";
import { KEYED_PREFIX, keyedHashOfDigest, seal, sha256, type HashPurpose } from "@/server/crypto";

/**
 * Columns that held a plain SHA-256 (hex) of a secret before keyed hashes (decision 0011), or
 * the secret itself (`clear`: unsubscribe tokens, which were kept as mailed).
 */
const COLUMNS: { table: string; column: string; purpose: HashPurpose; clear?: boolean }[] = [
  { table: "invitation_codes", column: "code_hash", purpose: "invitation-code" },
  { table: "verified_sessions", column: "token_hash", purpose: "session-token" },
  { table: "newsletter_subscribers", column: "confirm_token_hash", purpose: "newsletter-confirm" },
  { table: "newsletter_subscribers", column: "unsubscribe_token_hash", purpose: "newsletter-unsubscribe" },
  { table: "newsletter_subscribers", column: "unsubscribe_token", purpose: "newsletter-unsubscribe", clear: true },
];

/**
 * The data migration that follows the SQL ones at every open: each plain SHA-256 left from before
 * becomes the keyed hash of that SHA-256, which is what the app now computes from a code or a
 * token, so existing codes, sessions and links keep working; and codes in queued approval
 * e-mails are sealed. SQL cannot do this itself: it does not know the secret. Rows already
 * carried over are skipped, so it costs one indexed look per column once done, and two servers
 * doing it at once write the same values.
 */
export async function rekeyPlainHashes(db: Db): Promise<number> {
  let carried = 0;
  for (const { table, column, purpose, clear } of COLUMNS) {
    const result = await db.execute(
      sql`SELECT id, ${sql.identifier(column)} AS digest FROM ${sql.identifier(table)} WHERE ${sql.identifier(column)} NOT LIKE ${`${KEYED_PREFIX}%`}`,
    );
    const rows = (result as unknown as { rows: { id: number; digest: string }[] }).rows;
    for (const row of rows) {
      await db.execute(
        sql`UPDATE ${sql.identifier(table)} SET ${sql.identifier(column)} = ${keyedHashOfDigest(purpose, clear ? sha256(row.digest) : row.digest)} WHERE id = ${row.id} AND ${sql.identifier(column)} = ${row.digest}`,
      );
    }
    carried += rows.length;
  }
  // Approval e-mails queued before codes were sealed hold the code in their body.
  const queued = await db.execute(
    sql`SELECT id, text_body FROM outbox WHERE kind = 'access-approved' AND sent_at IS NULL AND sealed IS NULL AND text_body LIKE '%Your invitation code: GTE-%'`,
  );
  for (const row of (queued as unknown as { rows: { id: number; text_body: string }[] }).rows) {
    const code = /Your invitation code: (GTE-\S+)/.exec(row.text_body)![1];
    const text = row.text_body.replace(`Your invitation code: ${code}`, "Your invitation code: [[code]]");
    await db.execute(sql`UPDATE outbox SET text_body = ${text}, sealed = ${seal(JSON.stringify({ code }))} WHERE id = ${row.id} AND sealed IS NULL`);
    carried += 1;
  }
  return carried;
}
