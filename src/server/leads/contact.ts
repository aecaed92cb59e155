import { apiContactSchema, contactPageSchema, homeContactSchema } from "@/lib/schemas/contact";
import { contactSubmissions, type NewContactSubmission } from "@/server/db/schema";
import { contactNotification } from "./notifications";
import { rowLead } from "./pipeline";

type ContactRow = Omit<NewContactSubmission, "id" | "createdAt" | "status" | "idempotencyKey">;

/** One contact submission: its row, the agency notification and the visitor's acknowledgement. */
function contactLead(row: ContactRow, { key, now }: { key: string; now: Date }) {
  return {
    values: { ...row, idempotencyKey: key, createdAt: now },
    mails: contactNotification(
      {
        name: row.name,
        email: row.email,
        phone: row.phone ?? null,
        company: row.company ?? null,
        message: row.message,
        source: row.source,
        servicesInterested: row.servicesInterested,
        projectBudget: row.projectBudget,
        timeline: row.timeline,
      },
      now,
    ),
  };
}

/** The home page form (source "home"). */
export const homeContactLead = rowLead({
  form: "contact",
  schema: homeContactSchema,
  table: contactSubmissions,
  lead: (d, ctx) => contactLead({ name: d.name, email: d.email, phone: d.phone, company: d.business, message: d.message, source: "home" }, ctx),
});

/** The JSON API (source "api"); same rate-limit bucket as the home form. */
export const apiContactLead = rowLead({
  form: "contact",
  schema: apiContactSchema,
  table: contactSubmissions,
  lead: (d, ctx) => contactLead({ name: d.name, email: d.email, phone: d.phone, company: d.business, message: d.message, source: "api" }, ctx),
});

/** The /contact project inquiry (source "contact-page"). */
export const contactPageLead = rowLead({
  form: "contact-page",
  schema: contactPageSchema,
  table: contactSubmissions,
  lead: (d, ctx) =>
    contactLead(
      {
        name: d.name,
        email: d.email,
        phone: d.phone,
        company: d.company,
        message: d.message,
        source: "contact-page",
        servicesInterested: d.servicesInterested,
        projectBudget: d.projectBudget,
        timeline: d.timeline,
      },
      ctx,
    ),
});
