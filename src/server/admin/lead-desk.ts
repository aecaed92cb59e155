import { desc, eq, sql } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { leadNotes, type NewLeadNote } from "@/server/db/schema";
import { audit, auditedBy } from "@/server/audit";
import type { LeadStage } from "@/lib/lead-stages";
import type { AdminContext } from "./access";
import { inboxDef, type InboxSlug } from "./inboxes";
import type { NoteInput, StageInput } from "./schemas";

/** A note on a lead as its record lists it. */
export type LeadNoteView = { id: number; body: string; author: string; createdAt: Date };

type LeadState = { stage: LeadStage; valueDollars: number | null };

/** The notes column that names a lead of each inbox. */
const noteLead = {
  "contact-submissions": "contactSubmissionId",
  "access-requests": "accessRequestId",
  "partnership-applications": "partnershipApplicationId",
  "job-applications": "jobApplicationId",
  "newsletter-subscribers": "newsletterSubscriberId",
} as const satisfies Record<InboxSlug, keyof NewLeadNote>;

/**
 * Moves a lead to a stage with its value and reason, and logs it, in one transaction: the change
 * and its audit entry are stored together or not at all. The entry names the stages and the values
 * but not the reason, which is the owner's text about a person and goes with the lead (decision 0069).
 * Null when the lead does not exist.
 */
export async function changeStage(db: Db, input: StageInput, admin: AdminContext): Promise<{ from: LeadStage; to: LeadStage } | null> {
  const def = inboxDef(input.inbox);
  return db.transaction(async (tx) => {
    const [before] = (await tx.select().from(def.table).where(eq(def.id, input.id)).for("update")) as LeadState[];
    if (!before) {
      await audit(tx, { ...auditedBy(admin), action: `${input.inbox}.stage`, outcome: "not-found", target: `${input.inbox}:${input.id}` });
      return null;
    }
    const moved = before.stage !== input.stage;
    await tx
      .update(def.table)
      .set({
        stage: input.stage,
        valueDollars: input.valueDollars,
        lostReason: input.lostReason,
        ...(moved ? { stageChangedAt: sql`now()` } : {}),
      } as never)
      .where(eq(def.id, input.id));
    await audit(tx, {
      ...auditedBy(admin),
      action: `${input.inbox}.stage`,
      target: `${input.inbox}:${input.id}`,
      detail: { from: before.stage, to: input.stage, valueFrom: before.valueDollars, value: input.valueDollars, reasonGiven: input.lostReason !== null },
    });
    return { from: before.stage, to: input.stage };
  });
}

/** Adds a note to a lead, authored by the administrator, and logs its id (never its text); null when the lead does not exist. */
export async function addNote(db: Db, input: NoteInput, admin: AdminContext): Promise<number | null> {
  const def = inboxDef(input.inbox);
  return db.transaction(async (tx) => {
    // Held until the note is in, so the lead cannot go between the look and the insert.
    const [lead] = await tx.select({ id: def.id }).from(def.table).where(eq(def.id, input.id)).for("update");
    if (!lead) {
      await audit(tx, { ...auditedBy(admin), action: `${input.inbox}.note`, outcome: "not-found", target: `${input.inbox}:${input.id}` });
      return null;
    }
    const [note] = await tx
      .insert(leadNotes)
      .values({ [noteLead[input.inbox]]: input.id, body: input.body, author: admin.actor })
      .returning({ id: leadNotes.id });
    await audit(tx, { ...auditedBy(admin), action: `${input.inbox}.note`, target: `${input.inbox}:${input.id}`, detail: { noteId: note.id } });
    return note.id;
  });
}

/** A lead's notes, newest first (its notes index). */
export async function notesOf(db: Db, slug: InboxSlug, id: number): Promise<LeadNoteView[]> {
  return db
    .select({ id: leadNotes.id, body: leadNotes.body, author: leadNotes.author, createdAt: leadNotes.createdAt })
    .from(leadNotes)
    .where(eq(leadNotes[noteLead[slug]], id))
    .orderBy(desc(leadNotes.createdAt), desc(leadNotes.id));
}
