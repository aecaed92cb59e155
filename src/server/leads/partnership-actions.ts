"use server";
import "server-only";
import { leadAction } from "@/server/forms/lead-action";
import { leadForms } from "./forms";

/** The equity partnership application; verified visitors only. */
export const submitPartnership = leadAction(leadForms.partnership.def, leadForms.partnership.options);
