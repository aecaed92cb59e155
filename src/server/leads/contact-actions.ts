"use server";
import "server-only";
import { leadAction } from "@/server/forms/lead-action";
import { leadForms } from "./forms";

/** The home page contact form (source "home"). */
export const submitHomeContact = leadAction(leadForms.homeContact.def, leadForms.homeContact.options);

/** The /contact project inquiry (source "contact-page"); verified visitors only. */
export const submitContactPage = leadAction(leadForms.contactPage.def, leadForms.contactPage.options);
