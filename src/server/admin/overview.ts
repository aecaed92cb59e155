import { and, count, isNotNull, isNull } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { outbox, verifiedSessions } from "@/server/db/schema";
import { liveSessionCondition } from "@/server/gate/session";
import { countInStatus } from "./inboxes";

export type Overview = {
  newContacts: number;
  pendingAccessRequests: number;
  newPartnershipApplications: number;
  newJobApplications: number;
  confirmedSubscribers: number;
  activeSessions: number;
  outboxQueued: number;
  outboxFailed: number;
};

/** The numbers on the console's first screen. */
export async function getOverview(db: Db): Promise<Overview> {
  const [newContacts, pendingAccessRequests, newPartnershipApplications, newJobApplications, confirmedSubscribers, sessions, queued, failed] =
    await Promise.all([
      countInStatus(db, "contact-submissions", "new"),
      countInStatus(db, "access-requests", "pending"),
      countInStatus(db, "partnership-applications", "new"),
      countInStatus(db, "job-applications", "new"),
      countInStatus(db, "newsletter-subscribers", "confirmed"),
      db.select({ n: count() }).from(verifiedSessions).where(liveSessionCondition()),
      db
        .select({ n: count() })
        .from(outbox)
        .where(and(isNull(outbox.sentAt), isNull(outbox.failedAt))),
      db
        .select({ n: count() })
        .from(outbox)
        .where(and(isNull(outbox.sentAt), isNotNull(outbox.failedAt))),
    ]);
  return {
    newContacts,
    pendingAccessRequests,
    newPartnershipApplications,
    newJobApplications,
    confirmedSubscribers,
    activeSessions: sessions[0].n,
    outboxQueued: queued[0].n,
    outboxFailed: failed[0].n,
  };
}
