"use server";
import "server-only";
import { leadAction } from "@/server/forms/lead-action";
import { leadForms } from "./forms";

/** /request-access: stored pending; the page then shows "Request Submitted!". */
export const submitAccessRequest = leadAction(leadForms.accessRequest.def, leadForms.accessRequest.options);
