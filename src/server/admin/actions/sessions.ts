"use server";
import "server-only";
import { redirect } from "next/navigation";
import { getDb } from "@/server/db/client";
import { audit } from "@/server/audit";
import { adminContext, parseOr } from "../guard";
import { revokeSession } from "../sessions";
import { idSchema } from "../schemas";

/** Ends one verified session at once (the visitor is anonymous on their next request). */
export async function revokeSessionAction(formData: FormData): Promise<void> {
  const { actor, ip } = await adminContext();
  const { id } = parseOr(idSchema, formData, "/admin/sessions");
  const db = await getDb();
  const revoked = await db.transaction(async (tx) => {
    const row = await revokeSession(tx, id);
    await audit(tx, { actor, action: "session.revoke", outcome: row ? "ok" : "not-found", target: `session:${id}`, ip, detail: row ? { email: row.email } : null });
    return row;
  });
  redirect(`/admin/sessions?notice=${revoked ? "revoked" : "missing"}`);
}
