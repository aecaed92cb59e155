import { and, count, desc, isNotNull, isNull } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { outbox } from "@/server/db/schema";

export type ParkedMail = {
  id: number;
  kind: string;
  toAddress: string;
  subject: string;
  attempts: number;
  lastError: string | null;
  failedAt: Date | null;
  createdAt: Date;
};

/**
 * Messages the delivery worker gave up on after its last attempt (failed_at set, never sent),
 * most recent first. Only what the console shows: never the body, which may carry a code.
 */
export async function listParkedMail(db: Db, limit = 200): Promise<ParkedMail[]> {
  return db
    .select({
      id: outbox.id,
      kind: outbox.kind,
      toAddress: outbox.toAddress,
      subject: outbox.subject,
      attempts: outbox.attempts,
      lastError: outbox.lastError,
      failedAt: outbox.failedAt,
      createdAt: outbox.createdAt,
    })
    .from(outbox)
    .where(and(isNotNull(outbox.failedAt), isNull(outbox.sentAt)))
    .orderBy(desc(outbox.failedAt), desc(outbox.id))
    .limit(limit);
}

/** Messages still waiting for delivery (queued or between attempts). */
export async function queuedMailTotal(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(outbox)
    .where(and(isNull(outbox.sentAt), isNull(outbox.failedAt)));
  return row.n;
}
