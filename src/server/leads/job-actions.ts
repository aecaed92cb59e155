"use server";
import "server-only";
import { leadAction } from "@/server/forms/lead-action";
import { leadForms } from "./forms";

/** Careers "Apply Now". */
export const submitJobApplication = leadAction(leadForms.jobApplication.def, leadForms.jobApplication.options);
