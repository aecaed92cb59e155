import type { RegistrationResponseJSON } from "@simplewebauthn/server";
import type { FormState } from "@/lib/forms";
import { securityPage } from "@/content/passkeys";
import { passkeyPostSchema } from "@/lib/schemas/passkey";
import { getDb } from "@/server/db/client";
import type { AdminContext } from "../access";
import { addPasskey, removePasskey as removePasskeyRow } from "../passkeys";
import { idSchema } from "../schemas";
import { parsedOr, withNotice } from "./parse";
import { unconfirmed } from "../confirm/pending";

/** Removes one passkey (never an address's last without a recovery code); answers where to go back to. */
export async function removePasskey(values: Record<string, string>, admin: AdminContext): Promise<string> {
  const parsed = parsedOr(idSchema, values, "/admin/security");
  if (!parsed.ok) return parsed.redirectTo;
  const confirmFirst = await unconfirmed(admin, { action: "removePasskey", id: parsed.data.id }, values);
  if (confirmFirst) return confirmFirst;
  const outcome = await removePasskeyRow(await getDb(), admin, parsed.data.id);
  return withNotice("/admin/security", outcome === "removed" ? "passkey-removed" : outcome === "last" ? "passkey-last" : "missing");
}

/** Registers another passkey for the signed-in administrator (JSON from the page's script). */
export async function registerPasskey(input: unknown, admin: AdminContext, userAgent: string | null): Promise<FormState> {
  const parsed = passkeyPostSchema.safeParse(input);
  const added =
    parsed.success && (await addPasskey(await getDb(), admin, parsed.data.answer as unknown as RegistrationResponseJSON, parsed.data.name, userAgent));
  return added ? { status: "success", message: securityPage.added } : { status: "error", message: securityPage.notAdded };
}
