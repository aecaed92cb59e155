import "server-only";
import { asc, eq } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "@/server/db/client";
import { outbox } from "@/server/db/schema";

/** The browser tests' view of the outbox (their server holds the embedded database). */
export const mailHookSchema = z.object({ op: z.literal("outbox"), to: z.string().trim().toLowerCase().max(254) });

/** The e-mails queued for one address, oldest first: what a visitor would find in their inbox. */
export async function mailFor(db: Db, to: string) {
  return db
    .select({ id: outbox.id, kind: outbox.kind, subject: outbox.subject, text: outbox.textBody, headers: outbox.headers })
    .from(outbox)
    .where(eq(outbox.toAddress, to))
    .orderBy(asc(outbox.id));
}
