import type { FormState } from "@/lib/forms";
import { privacyPage as copy } from "@/content/admin";
import { getDb } from "@/server/db/client";
import { validatedFormState } from "@/server/forms/form-state";
import { endingSessions } from "@/server/gate/session-cache";
import type { AdminContext } from "../access";
import { ERASED_KINDS, erase, erasurePreview, isAdministrator, type ErasureCounts } from "../erasure";
import { erasureSchema } from "../schemas";
import { withNotice } from "./parse";

export const PRIVACY_PATH = "/admin/privacy";

const previewForm = { name: "admin-erasure-preview", failureMessage: copy.previewFailed };
const eraseForm = { name: "admin-erasure", failureMessage: copy.eraseFailed };

/** The counts as the answer's data (strings, as FormState carries them), with the address they are of. */
const asData = (email: string, counts: ErasureCounts): Record<string, string> => ({
  email,
  ...Object.fromEntries(ERASED_KINDS.map((kind) => [kind, String(counts[kind])])),
});

const administrator = (email: string): FormState => ({
  status: "error",
  message: copy.fixField,
  fieldErrors: { email: copy.administrator },
  values: { email },
});

/** The first step: what erasing the address would remove, kind by kind; nothing is changed. */
export function previewErasure(values: Record<string, string>): Promise<FormState> {
  return validatedFormState(erasureSchema, values, previewForm, async ({ email }) => {
    const db = await getDb();
    if (await isAdministrator(db, email)) return administrator(email);
    return { status: "success", data: asData(email, await erasurePreview(db, email)) };
  });
}

/** The confirmed step: everything under the address erased in one transaction, then back to the page with a notice. */
export function erasePerson(values: Record<string, string>, admin: AdminContext): Promise<FormState> {
  return validatedFormState(erasureSchema, values, eraseForm, async ({ email }) => {
    const db = await getDb();
    const result = await endingSessions((ending) => erase(db, email, admin, ending));
    if (!result.ok) return administrator(email);
    return { status: "success", data: { redirectTo: withNotice(PRIVACY_PATH, "erased") } };
  });
}
