"use server";
import "server-only";
import { messages } from "@/content/messages";
import { leadAction } from "@/server/forms/lead-action";
import { contactPageLead, homeContactLead } from "./contact";

/** The home page contact form (source "home"). */
export const submitHomeContact = leadAction(homeContactLead, {
  success: messages.homeContactSuccess,
  failureMessage: messages.homeContactFailure,
});

/** The /contact project inquiry (source "contact-page"); verified visitors only. */
export const submitContactPage = leadAction(contactPageLead, {
  success: messages.contactPageSuccess,
  failureMessage: messages.homeContactFailure,
  verifiedOnly: true,
});
