import { eq, getTableColumns, getTableName, sql, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { Db } from "@/server/db/client";
import { accessRequests, contactSubmissions, jobApplications, outbox, partnershipApplications, rateLimitHits } from "@/server/db/schema";
import { outboxRow, type MailInput } from "@/server/mail/outbox";
import { lockBuckets, needsBucketLock } from "@/server/rate-limit";
import { logger } from "@/server/log";

/** The lead tables: each row carries an idempotency key, unique, so a replay stores nothing. */
export type LeadTable = typeof contactSubmissions | typeof accessRequests | typeof partnershipApplications | typeof jobApplications;

/** What a valid submission stores: its row (idempotency key included) and the e-mails that announce it. */
export type Lead<T extends LeadTable = LeadTable> = { table: T; values: T["$inferInsert"]; mails: MailInput[] };

export type PerIpLimit = { bucket: string; limit: number; windowMs: number };

export type LeadIntake = { kind: "stored"; id: number } | { kind: "replay"; id: number } | { kind: "limited"; retryAfterSeconds: number };

type Member = { lead: Lead; perIp: PerIpLimit };
type Columns = Record<string, PgColumn>;
type Answer = {
  n: number;
  id: number | null;
  winner: number | null;
  existing: number | null;
  count: number;
  place: number | string | null;
  oldest: string | Date | null;
};

/**
 * Rows as one JSON parameter unpacked by jsonb_to_recordset, each column typed as in the schema:
 * a batch costs two parameters however many leads it holds. `lead` columns (the batch's own
 * numbering) come first.
 */
function recordset(
  rows: Record<string, unknown>[],
  columns: Columns,
  keys: string[],
  lead: { name: string; type: string; value: (i: number) => unknown }[],
): SQL {
  const json = rows.map((row, i) => {
    const record: Record<string, unknown> = {};
    for (const l of lead) record[l.name] = l.value(i);
    for (const k of keys) {
      const column = columns[k];
      const value = row[k];
      // JSON columns go in as they are; every other value as the driver would send it.
      record[column.name] = value === null || value === undefined ? null : column.getSQLType().startsWith("json") ? value : column.mapToDriverValue(value);
    }
    return record;
  });
  const definitions = [
    ...lead.map((l) => sql`${sql.identifier(l.name)} ${sql.raw(l.type)}`),
    ...keys.map((k) => sql`${sql.identifier(columns[k].name)} ${sql.raw(columns[k].getSQLType())}`),
  ];
  return sql`jsonb_to_recordset(${JSON.stringify(json)}::jsonb) AS r (${sql.join(definitions, sql`, `)})`;
}

const definedKeys = (row: Record<string, unknown>) => Object.keys(row).filter((k) => row[k] !== undefined);

const names = (columns: Columns, keys: string[]) =>
  sql.join(
    keys.map((k) => sql.identifier(columns[k].name)),
    sql`, `,
  );

/**
 * Stores one or more leads of one table in a single statement. Each submission (numbered `_n`
 * in arrival order, with its address's bucket `_bucket`) goes through:
 *
 *   recent:   the addresses' rate-limit events in the window;
 *   existing: a row already stored under its key (a replay: nothing is stored again);
 *   ranked:   the new keys (a key sent twice in the batch counts once), numbered per address;
 *   lead:     the rows of those still under their address's limit (ON CONFLICT on the key keeps
 *             out a replay stored meanwhile by another writer);
 *   hit:      one rate-limit event per stored row;
 *   mail:     the stored rows' e-mails.
 *
 * One statement is atomic: a row, its e-mails and its event are stored together or not at all.
 * Its snapshot is taken when it starts, so the caller makes sure no other writer counts the same
 * addresses meanwhile (PGlite runs one statement at a time; on PostgreSQL the bucket is locked).
 */
async function insertLeads(db: Db, members: Member[]): Promise<LeadIntake[]> {
  const { table } = members[0].lead;
  const { limit, windowMs } = members[0].perIp;
  const columns = getTableColumns(table) as unknown as Columns;
  const rows = members.map((m) => m.lead.values as Record<string, unknown>);
  const keys = definedKeys(rows[0]);
  const mailColumns = getTableColumns(outbox) as unknown as Columns;
  const mails = members.flatMap((m, n) => m.lead.mails.map((mail) => ({ n, row: outboxRow(mail) as Record<string, unknown> })));
  const mailKeys = Object.keys(mails[0]?.row ?? {});
  // Each e-mail names the row it announces, whose id is known only once the row is stored.
  const leadOfMail: Record<string, SQL> = { leadTable: sql`${getTableName(table)}::text`, leadId: sql`lead.id` };
  const key = sql.identifier(table.idempotencyKey.name);
  const since = new Date(Date.now() - windowMs).toISOString();

  const mail =
    mails.length === 0
      ? sql``
      : sql`, mail AS (
      INSERT INTO ${outbox} (${names(mailColumns, mailKeys)})
      SELECT ${sql.join(
        mailKeys.map((k) => leadOfMail[k] ?? sql`r.${sql.identifier(mailColumns[k].name)}`),
        sql`, `,
      )}
      FROM ${recordset(
        mails.map((m) => m.row),
        mailColumns,
        mailKeys,
        [{ name: "_n", type: "integer", value: (i) => mails[i].n }],
      )}
      JOIN ranked USING (_n) JOIN lead ON lead.k = ranked.${key}
    )`;
  const statement = sql`
    WITH input AS (
      SELECT * FROM ${recordset(rows, columns, keys, [
        { name: "_n", type: "integer", value: (i) => i },
        { name: "_bucket", type: "text", value: (i) => members[i].perIp.bucket },
      ])}
    ), recent AS (
      -- Per address, so each count is a range of the (bucket, created_at) index.
      SELECT addresses._bucket, window_events.count, window_events.oldest
      FROM (SELECT DISTINCT _bucket FROM input) AS addresses,
      LATERAL (
        SELECT count(*)::int AS count, min(${rateLimitHits.createdAt}) AS oldest FROM ${rateLimitHits}
        WHERE ${rateLimitHits.bucket} = addresses._bucket AND ${rateLimitHits.createdAt} > ${since}::timestamptz
      ) AS window_events
    ), existing AS (
      SELECT ${table.id} AS id, ${table.idempotencyKey} AS k FROM ${table} WHERE ${table.idempotencyKey} IN (SELECT ${key} FROM input)
    ), ranked AS (
      SELECT fresh.*, row_number() OVER (PARTITION BY _bucket ORDER BY _n) AS place
      FROM (SELECT DISTINCT ON (${key}) * FROM input WHERE ${key} NOT IN (SELECT k FROM existing) ORDER BY ${key}, _n) AS fresh
    ), lead AS (
      INSERT INTO ${table} (${names(columns, keys)})
      SELECT ${sql.join(
        keys.map((k) => sql`ranked.${sql.identifier(columns[k].name)}`),
        sql`, `,
      )}
      FROM ranked LEFT JOIN recent USING (_bucket) WHERE coalesce(recent.count, 0) + ranked.place <= ${limit}
      ON CONFLICT (${key}) DO NOTHING
      RETURNING ${sql.identifier(table.id.name)} AS id, ${key} AS k
    ), hit AS (
      INSERT INTO ${rateLimitHits} (${sql.identifier(rateLimitHits.bucket.name)})
      SELECT ranked._bucket FROM ranked JOIN lead ON lead.k = ranked.${key}
    )${mail}
    SELECT input._n AS n, lead.id, ranked._n AS winner, existing.id AS existing, coalesce(recent.count, 0) AS count, ranked.place, recent.oldest
    FROM input
    LEFT JOIN existing ON existing.k = input.${key}
    LEFT JOIN lead ON lead.k = input.${key}
    LEFT JOIN ranked ON ranked.${key} = input.${key}
    LEFT JOIN recent ON recent._bucket = input._bucket
    ORDER BY input._n`;

  const res = (await db.execute(statement)) as unknown as { rows: Answer[] };
  return Promise.all(
    res.rows.map(async (a): Promise<LeadIntake> => {
      const n = Number(a.n);
      if (a.id !== null && a.winner !== null && Number(a.winner) === n) return { kind: "stored", id: Number(a.id) };
      if (a.existing !== null) return { kind: "replay", id: Number(a.existing) };
      // The same key earlier in this batch.
      if (a.id !== null) return { kind: "replay", id: Number(a.id) };
      if (a.place !== null && a.count + Number(a.place) > limit) {
        const from = a.oldest ? new Date(a.oldest).getTime() : Date.now();
        return { kind: "limited", retryAfterSeconds: Math.max(1, Math.ceil((from + windowMs - Date.now()) / 1000)) };
      }
      // Kept out by ON CONFLICT: another writer stored the same key meanwhile.
      const { lead } = members[n];
      const stored = await findLeadByKey(db, lead.table, String((lead.values as Record<string, unknown>).idempotencyKey));
      if (stored === null) throw new Error("lead neither stored nor found under its key");
      return { kind: "replay", id: stored };
    }),
  );
}

type Waiting = { member: Member; resolve: (r: LeadIntake) => void; reject: (e: unknown) => void };

/**
 * Submissions that arrive while a batch is being stored wait for it and then go in together, one
 * statement per batch of the same shape (group commit): under load a statement stores dozens of
 * leads for little more than the cost of one, and a lone submission goes straight in. PGlite runs
 * one statement at a time anyway; on PostgreSQL the batch is one transaction that first locks
 * every address's bucket it counts (in one round trip), so other servers' batches touching the
 * same addresses wait, and one commit (one disk flush) covers the whole batch. If a batch's
 * statement fails, each of its submissions is tried on its own, so one bad row cannot take the
 * others down with it.
 */
class GroupCommit {
  private waiting: Waiting[] = [];
  private running = false;

  constructor(private readonly db: Db) {}

  submit(member: Member): Promise<LeadIntake> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ member, resolve, reject });
      if (!this.running) {
        // Starts after the requests the server is reading in this turn of the event loop have joined.
        this.running = true;
        setImmediate(() => void this.drain());
      }
    });
  }

  private async drain() {
    while (this.waiting.length > 0) {
      const batch = this.nextBatch();
      logger.debug({ leads: batch.length, waiting: this.waiting.length }, "lead batch");
      try {
        const results = await this.store(batch.map((w) => w.member));
        batch.forEach((w, i) => w.resolve(results[i]));
      } catch (err) {
        if (batch.length > 1) logger.warn({ err, leads: batch.length }, "lead batch failed; storing its submissions one by one");
        if (batch.length === 1) batch[0].reject(err);
        else for (const w of batch) await this.store([w.member]).then(([r]) => w.resolve(r), w.reject);
      }
    }
    this.running = false;
  }

  private store(members: Member[]): Promise<LeadIntake[]> {
    if (!needsBucketLock(this.db)) return insertLeads(this.db, members);
    return this.db.transaction(async (tx) => {
      await lockBuckets(
        tx as unknown as Db,
        members.map((m) => m.perIp.bucket),
      );
      return insertLeads(tx as unknown as Db, members);
    });
  }

  /** The oldest waiting submission and, up to 100 in all, those of the same shape (table, columns, limit). */
  private nextBatch(): Waiting[] {
    const shape = ({ lead, perIp }: Member) =>
      [getTableName(lead.table), definedKeys(lead.values as Record<string, unknown>).join(","), lead.mails.length > 0, perIp.limit, perIp.windowMs].join("|");
    const first = shape(this.waiting[0].member);
    const batch: Waiting[] = [];
    const rest: Waiting[] = [];
    for (const w of this.waiting) (batch.length < 100 && shape(w.member) === first ? batch : rest).push(w);
    this.waiting = rest;
    return batch;
  }
}

const groupCommits = new WeakMap<object, GroupCommit>();

/**
 * Stores one lead with its address's limit, its e-mails and its rate-limit event, all or nothing,
 * in a batch with whatever arrives at the same moment (GroupCommit). On PostgreSQL the batch
 * locks its addresses' buckets first, so parallel requests from one address, on one server or
 * several, are counted one after the other.
 */
export async function insertLead(db: Db, lead: Lead, perIp: PerIpLimit): Promise<LeadIntake> {
  let group = groupCommits.get(db);
  if (!group) groupCommits.set(db, (group = new GroupCommit(db)));
  return group.submit({ lead, perIp });
}

/** The id of the row stored under this idempotency key, if any. */
async function findLeadByKey(db: Db, table: LeadTable, key: string): Promise<number | null> {
  const [row] = await db.select({ id: table.id }).from(table).where(eq(table.idempotencyKey, key)).limit(1);
  return row?.id ?? null;
}
