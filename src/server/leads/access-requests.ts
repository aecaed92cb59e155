import { accessRequestSchema } from "@/lib/schemas/access-request";
import { accessRequests } from "@/server/db/schema";
import { accessRequestNotification } from "./notifications";
import { rowLead } from "./pipeline";

/** /request-access and POST /api/forms/access-request: stored pending, with submitted_at, and notified (spec §7). */
export const accessRequestLead = rowLead({
  form: "access-request",
  schema: accessRequestSchema,
  table: accessRequests,
  lead: (d, { key, now }) => ({
    values: {
      name: d.name,
      email: d.email,
      phone: d.phone,
      company: d.company,
      businessDescription: d.businessDescription,
      status: "pending",
      submittedAt: now,
      idempotencyKey: key,
    },
    mails: accessRequestNotification(d, now),
  }),
});
