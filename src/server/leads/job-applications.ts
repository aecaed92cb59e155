import { findPosition } from "@/content/careers";
import { jobApplicationSchema } from "@/lib/schemas/job-application";
import { jobApplications } from "@/server/db/schema";
import { jobApplicationNotification } from "./notifications";
import { rowLead } from "./pipeline";

function positionBySlug(slug: string) {
  return findPosition(slug) ?? null;
}

/** The application schema on the server also checks that the position is one of the open ones. */
const serverSchema = jobApplicationSchema.superRefine((d, ctx) => {
  if (!positionBySlug(d.position))
    ctx.addIssue({ code: "custom", path: ["position"], message: "This position is no longer open. Please choose one from the careers page." });
});

/** Careers "Apply Now": stored in job_applications with the position's slug and title. */
export const jobApplicationLead = rowLead({
  form: "job-application",
  schema: serverSchema,
  table: jobApplications,
  lead: (d, { key, now }) => {
    const title = positionBySlug(d.position)!.title;
    return {
      values: {
        positionSlug: d.position,
        positionTitle: title,
        name: d.name,
        email: d.email,
        phone: d.phone,
        profileUrl: d.profileUrl,
        coverNote: d.coverNote,
        idempotencyKey: key,
        createdAt: now,
      },
      mails: jobApplicationNotification({ positionTitle: title, ...d }, now),
      data: { title },
    };
  },
});
