import { eq, getTableName, sql } from "drizzle-orm";
import { site } from "@/content/site";
import { formatAgencyTime } from "@/lib/dates";
import type { LeadStage } from "@/lib/lead-stages";
import type { Db } from "@/server/db/client";
import { audit, auditedBy } from "@/server/audit";
import { enqueueMail } from "@/server/mail/outbox";
import type { AdminContext } from "./access";
import { inboxDef, type InboxSlug } from "./inboxes";
import type { ReplyInput } from "./schemas";

/** The inboxes whose leads can be answered from their record: every one with words to answer (a subscriber sent none). */
export function repliable(slug: InboxSlug): boolean {
  return inboxDef(slug).fields.some((f) => f.kind === "long");
}

/** The reply's text: the owner's words, then the lead's own, quoted as mail programs quote. */
export function replyText(body: string, original: { name: string; at: Date; words: string }): string {
  const quoted = original.words
    .split(/\r?\n/)
    .map((line) => (line ? `> ${line}` : ">"))
    .join("\n");
  return `${body}\n\n${site.name}\n${site.email} · ${site.phone.display}\n\nOn ${formatAgencyTime(original.at)}, ${original.name} wrote:\n${quoted}\n`;
}

/**
 * Answers a lead from its record: the reply goes into the outbox (kept across restarts, sent once
 * by whichever server's worker claims it) with Reply-To set to the agency, tied to the lead so its
 * record lists it with its delivery state; a new lead moves to contacted; all in one transaction
 * with its audit entry (the reply's outbox id, never its words). Null when the lead is gone.
 */
export async function sendReply(db: Db, input: ReplyInput, admin: AdminContext): Promise<{ mailId: number; contacted: boolean } | null> {
  const def = inboxDef(input.inbox);
  const long = def.fields.find((f) => f.kind === "long");
  const target = `${input.inbox}:${input.id}`;
  return db.transaction(async (tx) => {
    const [lead] = (await tx.select().from(def.table).where(eq(def.id, input.id)).for("update")) as Record<string, unknown>[];
    if (!lead || !long) {
      await audit(tx, { ...auditedBy(admin), action: `${input.inbox}.reply`, outcome: "not-found", target });
      return null;
    }
    const mailId = await enqueueMail(tx, {
      kind: "lead-reply",
      to: String(lead.email),
      subject: input.subject,
      text: replyText(input.replyBody, { name: String(lead.name ?? lead.email), at: lead[def.createdKey] as Date, words: String(lead[long.key] ?? "") }),
      replyTo: site.email,
      sensitive: false,
      lead: { table: getTableName(def.table), id: input.id },
    });
    const contacted = (lead.stage as LeadStage) === "new";
    if (contacted)
      await tx
        .update(def.table)
        .set({ stage: "contacted", stageChangedAt: sql`now()` } as never)
        .where(eq(def.id, input.id));
    await audit(tx, { ...auditedBy(admin), action: `${input.inbox}.reply`, target, detail: { mailId, movedToContacted: contacted } });
    return { mailId, contacted };
  });
}
