"use server";
import "server-only";
import { formCopy } from "@/content/forms";
import { leadAction } from "@/server/forms/lead-action";
import { partnershipLead } from "./partnerships";

/** The equity partnership application; verified visitors only. */
export const submitPartnership = leadAction(partnershipLead, {
  success: formCopy.partnershipSuccess,
  failureMessage: formCopy.partnershipFailure,
  verifiedOnly: true,
});
