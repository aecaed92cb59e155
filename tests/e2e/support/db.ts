import pg from "pg";
import { databaseUrl } from "./settings.mjs";

/**
 * The browser suite's view of its server's database (a PostgreSQL database of its own, made by
 * tests/e2e/server.mjs): what a test seeds or checks that no page shows. One small pool per worker.
 */
let pool: pg.Pool | undefined;

export async function query<T extends pg.QueryResultRow = pg.QueryResultRow>(text: string, params: unknown[] = []): Promise<T[]> {
  pool ??= new pg.Pool({ connectionString: databaseUrl, max: 2 });
  return (await pool.query<T>(text, params)).rows;
}

export type QueuedMail = { id: number; kind: string; subject: string; text: string; headers: Record<string, string> | null };

/** The e-mails queued for an address, oldest first: what the site wrote to its outbox. */
export function outboxFor(address: string): Promise<QueuedMail[]> {
  return query<QueuedMail>("SELECT id, kind, subject, text_body AS text, headers FROM outbox WHERE to_address = $1 ORDER BY id", [
    address.trim().toLowerCase(),
  ]);
}

/** Moves every live session of this e-mail past its expiry, as time would. */
export async function expireSessions(email: string): Promise<number> {
  const rows = await query("UPDATE verified_sessions SET expires_at = now() - interval '1 second' WHERE email = $1 AND revoked_at IS NULL RETURNING id", [
    email.trim().toLowerCase(),
  ]);
  return rows.length;
}

/** Sets a code's expiry this many seconds from now (negative: already expired). */
export async function setCodeExpiry(id: number, secondsFromNow: number): Promise<void> {
  await query("UPDATE invitation_codes SET expires_at = now() + make_interval(secs => $2) WHERE id = $1", [id, secondsFromNow]);
}

/**
 * An e-mail in the state the delivery worker leaves one after its last failed attempt, which a
 * real failure takes hours of backoff to reach: for the console's Retry button.
 */
export async function parkFailedMail(to: string, subject: string): Promise<number> {
  const [row] = await query<{ id: number }>(
    `INSERT INTO outbox (kind, to_address, subject, text_body, attempts, failed_at, last_error)
     VALUES ('notification', $1, $2, 'A message the mail server refused.', 8, now(), '550 5.1.1 Mailbox unavailable')
     RETURNING id`,
    [to.trim().toLowerCase(), subject],
  );
  return row.id;
}
