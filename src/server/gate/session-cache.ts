import { LRUCache } from "lru-cache";
import type { Db } from "@/server/db/client";

/**
 * Live client sessions remembered for a short while, only on the embedded database (decision
 * 0016). PGlite is opened by one process at a time (src/server/db/lock.ts), so every write that
 * ends a session runs in this process and clears the memory as it commits: a revoked session is
 * anonymous on its next request, as it is without the memory. With PostgreSQL several servers
 * share the sessions and none of them may remember one, so nothing is kept there.
 *
 * Admin sessions are never kept: their idle limit is measured on every request.
 */
export type KeptSession = { id: number; email: string; verifiedAt: Date; expiresAt: Date; invitationCodeId: number | null };

/** Long enough to absorb a burst of page views, short enough that last_activity stays near the truth. */
const KEEP_MS = 30_000;
const MAX_ENTRIES = 10_000;

// One database handle per process; a new handle (the database reopened) starts with nothing kept.
let owner: Db | null = null;
// Least recently used first out when full; each entry lives KEEP_MS, never past its session's expiry.
const store = new LRUCache<string, KeptSession>({ max: MAX_ENTRIES, ttl: KEEP_MS });
/** Bumped by every write that may end a session; a lookup that straddled one is not kept. */
let generation = 0;

function storeOf(db: Db): LRUCache<string, KeptSession> {
  if (owner !== db) {
    store.clear();
    owner = db;
  }
  return store;
}

export function sessionGeneration(): number {
  return generation;
}

export function keptSession(db: Db, tokenHash: string): KeptSession | null {
  return storeOf(db).get(tokenHash) ?? null;
}

/** Keeps a session read from the database, unless a session write began or ended since the read began (`readAt`). */
export function keepSession(db: Db, tokenHash: string, session: KeptSession, readAt: number, now = Date.now()): void {
  if (readAt !== generation) return;
  const left = session.expiresAt.getTime() - now;
  if (left <= 0) return;
  storeOf(db).set(tokenHash, session, { ttl: Math.min(KEEP_MS, left) });
}

declare const ending: unique symbol;
/**
 * Proof that a write runs inside endingSessions(): every function that ends or deletes a session
 * row takes one, and only endingSessions() makes one, so no code can end a session and leave it
 * remembered (a unit test checks that every such write asks for it).
 */
export type SessionEnding = { readonly [ending]: true; /** When the sessions end: the revoked_at to write. */ readonly at: Date };

/**
 * Runs a write that may end sessions (logout, a revoke in the console, a revoked code, a new
 * verification replacing the browser's session, retention) and forgets every kept session once
 * it has committed, and also when it failed, since part of it may have. Callers wrap the whole
 * transaction, not a statement inside it.
 */
export async function endingSessions<T>(write: (ending: SessionEnding) => Promise<T>): Promise<T> {
  generation += 1;
  try {
    return await write({ at: new Date() } as SessionEnding);
  } finally {
    generation += 1;
    store.clear();
  }
}
