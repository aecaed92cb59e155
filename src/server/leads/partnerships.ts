import { partnershipSchema } from "@/lib/schemas/partnership";
import { partnershipApplications } from "@/server/db/schema";
import { partnershipNotification } from "./notifications";
import { rowLead } from "./pipeline";

/** The equity partnership application (verified visitors; the action checks that before calling). */
export const partnershipLead = rowLead({
  form: "partnership",
  schema: partnershipSchema,
  table: partnershipApplications,
  lead: (d, { key, now }) => ({
    values: {
      businessName: d.businessName,
      industry: d.industry,
      name: d.name,
      email: d.email,
      phone: d.phone,
      revenueRange: d.revenueRange,
      description: d.description,
      idempotencyKey: key,
      createdAt: now,
    },
    mails: partnershipNotification(d, now),
  }),
});
