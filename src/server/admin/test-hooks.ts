import "server-only";
import { sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "@/server/db/client";
import { outbox } from "@/server/db/schema";

/**
 * Browser-test hook for the console's Mail screen (enabled like the gate's: E2E_TEST_HOOKS=1 on a
 * plain-http site). Parks an e-mail as the delivery worker does after its last failed attempt,
 * which a real failure would take hours of backoff to reach.
 */
export const mailTestHookSchema = z.object({
  op: z.literal("park-mail"),
  to: z.string().max(254),
  subject: z.string().max(200).default("A message the mail server refused"),
});
export type MailTestHook = z.infer<typeof mailTestHookSchema>;

export async function runMailTestHook(db: Db, hook: MailTestHook): Promise<{ id: number }> {
  const [row] = await db
    .insert(outbox)
    .values({
      kind: "e2e-parked",
      toAddress: hook.to.trim().toLowerCase(),
      subject: hook.subject,
      textBody: "This message was parked by a browser test to try the console's Retry button.",
      attempts: 8,
      failedAt: sql`now()`,
      lastError: "550 5.1.1 Mailbox unavailable (parked by a browser test)",
    })
    .returning({ id: outbox.id });
  return { id: row.id };
}
