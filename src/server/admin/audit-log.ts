import { eq } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { auditLog, searchableText, type AuditEntry } from "@/server/db/schema";
import { readListCounts } from "@/server/db/list-counts";
import { keysetPage, searchPage, type KeysetPage, type Matches } from "./keyset";
import type { ListWindow } from "@/lib/list-cursor";
import { toStorableText, truncateText } from "@/lib/text";
import { isVerifyEmail } from "@/lib/schemas/verify";
import { personRef } from "@/server/audit";
import { isAdministrator } from "./erasure";

const AUDIT_PAGE_SIZE = 50;

/**
 * A page of the audit log: its rows, the links either side, how many entries the log (or the chosen
 * action) holds, how many match the actor filter, and the actions there are entries of with their
 * counts, for the filter's choices. The counts are kept on write; nothing here counts the log.
 */
export type AuditPage = KeysetPage<AuditEntry> & {
  total: number;
  matches: Matches | null;
  actions: { key: string; n: number }[];
  /** The action filtered by: one the log holds, else "" (all). */
  action: string;
  /** The reference searched for when the actor filter was a visitor's address (decision 0075). */
  person: string | null;
};

const list = { table: auditLog, created: auditLog.createdAt, id: auditLog.id };

/** The audit log, newest first, narrowed to one action and/or an actor containing the given text. */
export async function listAudit(db: Db, opts: { action?: string; actor?: string; window?: ListWindow } = {}): Promise<AuditPage> {
  const counts = await readListCounts(db);
  const actions = counts.keysOf(auditLog);
  // Only an action the log holds filters; anything else in the query string is all actions.
  const action = actions.some((a) => a.key === opts.action) ? opts.action! : "";
  const where = action ? eq(auditLog.action, action) : undefined;
  const total = counts.of(auditLog, action || undefined);
  const window = opts.window ?? { from: "newest" };
  const actor = opts.actor ? truncateText(toStorableText(opts.actor).trim(), 200, "") : "";
  if (!actor) return { ...(await keysetPage<AuditEntry>(db, list, window, AUDIT_PAGE_SIZE, where)), total, matches: null, actions, action, person: null };
  // The log names a visitor by a reference made from their address, never the address: a
  // visitor's address typed here finds that reference. An administrator's entries hold the address.
  const person = isVerifyEmail(actor) && !(await isAdministrator(db, actor)) ? personRef(actor) : null;
  const term = person ?? actor;
  const found = await searchPage<AuditEntry>(db, list, window, AUDIT_PAGE_SIZE, { text: searchableText(auditLog.actor), term, where });
  return { ...found, total, actions, action, person };
}
