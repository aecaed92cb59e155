"use server";
import "server-only";
import { redirect } from "next/navigation";
import { getDb } from "@/server/db/client";
import { audit } from "@/server/audit";
import { createInvitationCode, revokeInvitationCode } from "@/server/gate/codes";
import { adminContext, adminFormAction, parseOr } from "../guard";
import { codeCreateSchema, idSchema } from "../schemas";

const DAY_MS = 24 * 60 * 60 * 1000;

/** Creates an invitation code; the code itself is returned once, for the result screen, and never stored in clear. */
export const createCodeAction = adminFormAction(
  codeCreateSchema,
  { name: "admin-create-code", failureMessage: "The code could not be created. Please try again." },
  async (data, { actor, ip }) => {
    const db = await getDb();
    const expiresAt = data.expiresDays ? new Date(Date.now() + data.expiresDays * DAY_MS) : undefined;
    // createInvitationCode writes the audit entry (gate.code.create, actor = this admin).
    const { code, row } = await createInvitationCode(db, {
      role: data.role,
      maxUses: data.maxUses,
      expiresAt,
      email: data.email,
      label: data.label ?? undefined,
      createdBy: actor,
      ip,
    });
    return {
      status: "success",
      message: `Code created. Copy it now: it is shown only once.`,
      data: { code, id: String(row.id), role: data.role, email: data.email ?? "" },
      submittedAt: Date.now(),
    };
  },
);

/** Revokes a code and ends the sessions it created. */
export async function revokeCodeAction(formData: FormData): Promise<void> {
  const { actor, ip } = await adminContext();
  const { id } = parseOr(idSchema, formData, "/admin/codes");
  const db = await getDb();
  // A successful revoke is audited by revokeInvitationCode (gate.code.revoke); a miss is audited here.
  const ok = await revokeInvitationCode(db, id, actor, ip);
  if (!ok) await audit(db, { actor, action: "gate.code.revoke", outcome: "not-found", target: `invitation_code:${id}`, ip });
  redirect(`/admin/codes?notice=${ok ? "revoked" : "missing"}`);
}
