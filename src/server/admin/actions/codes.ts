"use server";
import "server-only";
import { redirect } from "next/navigation";
import { formValues } from "@/lib/forms";
import { adminContext, adminFormAction } from "../guard";
import { codeCreateSchema } from "../schemas";
import { createCodeForm, createCodeHandler, revokeCode } from "../operations/codes";

/** Creates an invitation code; the code itself is returned once, for the result screen, and never stored in clear. */
export const createCodeAction = adminFormAction(codeCreateSchema, createCodeForm, createCodeHandler);

/** Revokes a code and ends the sessions it created. */
export async function revokeCodeAction(formData: FormData): Promise<void> {
  const admin = await adminContext();
  redirect(await revokeCode(formValues(formData), admin));
}
