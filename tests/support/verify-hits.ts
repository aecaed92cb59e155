import { eq } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { rateLimitHits } from "@/server/db/schema";
import { ipBucket } from "@/server/gate/verify-limits";

/** The code attempts counted against an address's verify limit (every form that takes a code adds to it). */
export const verifyHitsFrom = (db: Db, ip: string) =>
  db
    .select()
    .from(rateLimitHits)
    .where(eq(rateLimitHits.bucket, ipBucket(ip)));
