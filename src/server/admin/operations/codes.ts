import type { FormState } from "@/lib/forms";
import { getDb } from "@/server/db/client";
import { audit, auditedBy } from "@/server/audit";
import { validatedFormState } from "@/server/forms/form-state";
import { createInvitationCode, revokeCodeSafely, revokeRefusal } from "@/server/gate/codes";
import type { AdminContext } from "../access";
import { codeCreateSchema, idSchema, type CodeCreateInput } from "../schemas";
import { parsedOr, withNotice } from "./parse";
import { unconfirmed } from "../confirm/pending";

const DAY_MS = 24 * 60 * 60 * 1000;

const createCodeForm = { name: "admin-create-code", failureMessage: "The code could not be created. Please try again." };

/** Creates an invitation code; the code itself is returned once, for the result screen, and never stored in clear. */
async function createCodeHandler(data: CodeCreateInput, admin: AdminContext): Promise<FormState> {
  const db = await getDb();
  const expiresAt = data.expiresDays ? new Date(Date.now() + data.expiresDays * DAY_MS) : undefined;
  // createInvitationCode writes the audit entry (gate.code.create, actor = this admin).
  const { code, row } = await createInvitationCode(db, {
    role: data.role,
    maxUses: data.maxUses,
    expiresAt,
    email: data.email,
    label: data.label ?? undefined,
    createdBy: admin.actor,
    by: admin,
  });
  return {
    status: "success",
    message: `Code created. Copy it now: it is shown only once.`,
    data: { code, id: String(row.id), role: data.role, email: data.email ?? "" },
    submittedAt: Date.now(),
  };
}

/** The "new invitation code" form through the one validating path. */
export function createCode(values: Record<string, string>, admin: AdminContext): Promise<FormState> {
  return validatedFormState(codeCreateSchema, values, createCodeForm, (data) => createCodeHandler(data, admin));
}

/**
 * Revokes a code and ends the sessions it created; answers where to go back to. Never the code
 * this session came from, nor the last active administrator code: refused before the question is
 * asked, and again under the lock when the answer comes (another administrator may have acted).
 */
export async function revokeCode(values: Record<string, string>, admin: AdminContext): Promise<string> {
  const parsed = parsedOr(idSchema, values, "/admin/codes");
  if (!parsed.ok) return parsed.redirectTo;
  const { id } = parsed.data;
  const db = await getDb();
  const policy = { sparing: admin.codeId };
  const early = await revokeRefusal(db, id, policy);
  if (early) {
    await audit(db, { ...auditedBy(admin), action: "gate.code.revoke", outcome: "refused", target: `invitation_code:${id}`, detail: { reason: early } });
    return withNotice("/admin/codes", early);
  }
  const confirmFirst = await unconfirmed(admin, { action: "revokeCode", id }, values);
  if (confirmFirst) return confirmFirst;
  // A revoke or its refusal is audited by revokeCodeSafely (gate.code.revoke); a miss is audited here.
  const outcome = await revokeCodeSafely(db, id, admin, policy);
  if (!outcome.ok && outcome.reason === "missing")
    await audit(db, { ...auditedBy(admin), action: "gate.code.revoke", outcome: "not-found", target: `invitation_code:${id}` });
  return withNotice("/admin/codes", outcome.ok ? "revoked" : outcome.reason);
}
