import { and, count, isNotNull, isNull } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { outbox, verifiedSessions } from "@/server/db/schema";
import { readListCounts } from "@/server/db/list-counts";
import { liveSessionCondition } from "@/server/gate/session";
import { waitingCount, type InboxSlug } from "./inboxes";

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

/**
 * The numbers on the console's first screen. The inboxes' come from the counts kept on write; the
 * sessions and mail counted read only live sessions and unsent mail through their indexes, however
 * many have ended or gone out.
 */
export async function getOverview(db: Db): Promise<Overview> {
  const [counts, sessions, queued, failed] = await Promise.all([
    readListCounts(db),
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
  const waiting = (slug: InboxSlug) => waitingCount(counts, slug);
  return {
    newContacts: waiting("contact-submissions"),
    pendingAccessRequests: waiting("access-requests"),
    newPartnershipApplications: waiting("partnership-applications"),
    newJobApplications: waiting("job-applications"),
    confirmedSubscribers: waiting("newsletter-subscribers"),
    activeSessions: sessions[0].n,
    outboxQueued: queued[0].n,
    outboxFailed: failed[0].n,
  };
}
