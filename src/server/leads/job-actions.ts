"use server";
import "server-only";
import { formCopy } from "@/content/forms";
import { leadAction } from "@/server/forms/lead-action";
import { jobApplicationLead } from "./job-applications";

/** Careers "Apply Now". */
export const submitJobApplication = leadAction(jobApplicationLead, {
  success: (data) => formCopy.jobSuccess(data.title ?? "open"),
  failureMessage: formCopy.jobFailure,
});
