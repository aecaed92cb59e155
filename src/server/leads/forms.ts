import { formCopy, requestAccessCopy } from "@/content/forms";
import { messages } from "@/content/messages";
import type { LeadFormOptions } from "@/server/forms/form-state";
import type { LeadDefinition } from "./pipeline";
import { accessRequestLead } from "./access-requests";
import { contactPageLead, homeContactLead } from "./contact";
import { jobApplicationLead } from "./job-applications";
import { newsletterLead } from "./newsletter";
import { partnershipLead } from "./partnerships";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each entry pairs a definition with its own schema
type LeadForm = { def: LeadDefinition<any>; options: LeadFormOptions };

/** Every public lead form: what it stores (its definition) and what the visitor reads after. */
export const leadForms: Record<"homeContact" | "contactPage" | "partnership" | "jobApplication" | "accessRequest" | "newsletter", LeadForm> = {
  /** The home page contact form (source "home"). */
  homeContact: { def: homeContactLead, options: { success: messages.homeContactSuccess, failureMessage: messages.homeContactFailure } },
  /** The /contact project inquiry (source "contact-page"); verified visitors only. */
  contactPage: { def: contactPageLead, options: { success: messages.contactPageSuccess, failureMessage: messages.homeContactFailure } },
  /** The equity partnership application; verified visitors only. */
  partnership: { def: partnershipLead, options: { success: formCopy.partnershipSuccess, failureMessage: formCopy.partnershipFailure, verifiedOnly: true } },
  /** Careers "Apply Now". */
  jobApplication: { def: jobApplicationLead, options: { success: (data) => formCopy.jobSuccess(data.title ?? "open"), failureMessage: formCopy.jobFailure } },
  /** /request-access: stored pending; the page then shows "Request Submitted!". */
  accessRequest: { def: accessRequestLead, options: { success: requestAccessCopy.successText, failureMessage: messages.accessRequestFailure } },
  /** The newsletter box: one answer whether or not the address was known. */
  newsletter: { def: newsletterLead, options: { success: formCopy.newsletterSuccess, failureMessage: formCopy.newsletterFailure } },
};
