"use server";
import "server-only";
import { messages } from "@/content/messages";
import { requestAccessCopy } from "@/content/forms";
import { leadAction } from "@/server/forms/lead-action";
import { accessRequestLead } from "./access-requests";

/** /request-access: stored pending; the page then shows "Request Submitted!". */
export const submitAccessRequest = leadAction(accessRequestLead, {
  success: requestAccessCopy.successText,
  failureMessage: messages.accessRequestFailure,
});
