import { describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { lockingBackends, useDatabase } from "../support/db";
import { actionContext, callAction } from "../support/actions";
import { confirmSession, signInAdmin } from "../support/admin-sign-in";
import { server } from "@/actions";
import type { FormState } from "@/lib/forms";
import type { Db } from "@/server/db/client";
import { auditLog, invitationCodes } from "@/server/db/schema";
import { adminAccess } from "@/server/admin/access";
import { createInvitationCode, revokeCodeSafely } from "@/server/gate/codes";
import { findLiveSession } from "@/server/gate/session";
import { lookupVisitor } from "@/server/gate/visitor";

// No self-lockout (decision 0064): the console never revokes the code or ends the session the
// administrator is using, nor the last active administrator code, and asks before it revokes or
// ends anything. Each refusal is the server's, changes nothing and is audited.

const DAY = 86_400_000;

function form(values: Record<string, string>): FormData {
  const fd = new FormData();
  for (const [k, v] of Object.entries(values)) fd.set(k, v);
  return fd;
}

/** An administrator signed in the whole way (their code is then used up), confirmed a moment ago, with what their requests carry. */
async function administrator(db: Db, email = "owner@example.com") {
  const s = await signInAdmin(db, email);
  await confirmSession(db, s.sessionId);
  const { viewer } = await lookupVisitor(s.token);
  const request = () => actionContext({ viewer, ip: "192.0.2.61" });
  const context = (await adminAccess(request()))!;
  return { ...s, request, context };
}

/** The console's post of a guarded action, as its confirm step's button sends it (the yes) or as the list's button (the question). */
async function post(admin: Awaited<ReturnType<typeof administrator>>, action: "revokeCode" | "revokeSession", id: number, answered = true) {
  const state = await callAction<FormState>(server.admin[action], form({ id: String(id), ...(answered ? { confirmed: "yes" } : {}) }), admin.request());
  return state.data?.redirectTo as string;
}

const isRevoked = async (db: Db, id: number) => Boolean((await db.select().from(invitationCodes).where(eq(invitationCodes.id, id)))[0]?.revokedAt);
const live = async (db: Db, token: string) => (await findLiveSession(db, token, { touch: false })) !== null;
const refusals = (db: Db, action: string) =>
  db
    .select({ target: auditLog.target, detail: auditLog.detail })
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.outcome, "refused")));

describe.each(lockingBackends)("no self-lockout in the console (%s)", (backend) => {
  it("refuses to revoke the code the administrator's session came from, keeping it and the session, audited", async () => {
    const db = await useDatabase(backend);
    await createInvitationCode(db, { role: "admin", maxUses: 5 });
    const admin = await administrator(db);
    const own = admin.context.codeId!;
    expect(await post(admin, "revokeCode", own)).toBe("/admin/codes?notice=own-code");
    expect([await isRevoked(db, own), await live(db, admin.token)]).toEqual([false, true]);
    expect(await refusals(db, "gate.code.revoke")).toEqual([{ target: `invitation_code:${own}`, detail: { reason: "own-code" } }]);
  });

  it("refuses to end the session in use from the sessions list, audited", async () => {
    const db = await useDatabase(backend);
    const admin = await administrator(db);
    expect(await post(admin, "revokeSession", admin.sessionId)).toBe("/admin/sessions?notice=current-session");
    expect(await live(db, admin.token)).toBe(true);
    expect(await refusals(db, "session.revoke")).toEqual([{ target: `session:${admin.sessionId}`, detail: { reason: "current-session" } }]);
  });

  it("refuses to revoke the last active administrator code; expired, used-up and revoked ones do not count", async () => {
    const db = await useDatabase(backend);
    const admin = await administrator(db);
    const { row: last } = await createInvitationCode(db, { role: "admin", maxUses: 5 });
    await createInvitationCode(db, { role: "admin", expiresAt: new Date(Date.now() - DAY) });
    const { row: usedUp } = await createInvitationCode(db, { role: "admin", maxUses: 1 });
    await db.update(invitationCodes).set({ useCount: 1 }).where(eq(invitationCodes.id, usedUp.id));
    const { row: revoked } = await createInvitationCode(db, { role: "admin", maxUses: 5 });
    await db.update(invitationCodes).set({ revokedAt: new Date() }).where(eq(invitationCodes.id, revoked.id));
    expect(await post(admin, "revokeCode", last.id)).toBe("/admin/codes?notice=last-admin-code");
    expect(await isRevoked(db, last.id)).toBe(false);
    expect(await refusals(db, "gate.code.revoke")).toEqual([{ target: `invitation_code:${last.id}`, detail: { reason: "last-admin-code" } }]);
  });

  it("revokes an administrator code when another active one remains", async () => {
    const db = await useDatabase(backend);
    const admin = await administrator(db);
    const { row: first } = await createInvitationCode(db, { role: "admin", maxUses: 5 });
    await createInvitationCode(db, { role: "admin", maxUses: 5 });
    expect(await post(admin, "revokeCode", first.id)).toBe("/admin/codes?notice=revoked");
    expect(await isRevoked(db, first.id)).toBe(true);
  });

  it("two administrators revoking the last two administrator codes at once leave one of them", async () => {
    const db = await useDatabase(backend);
    const codes = await Promise.all([1, 2].map(() => createInvitationCode(db, { role: "admin", maxUses: 5 })));
    const outcomes = await Promise.all(codes.map(({ row }) => revokeCodeSafely(db, row.id, "admin:someone@example.com", { sparing: null })));
    expect(outcomes.map((o) => (o.ok ? "revoked" : o.reason)).sort()).toEqual(["last-admin-code", "revoked"]);
  });

  it("the list's Revoke only asks, even right after a confirmation: the confirm step's yes revokes", async () => {
    const db = await useDatabase(backend);
    const admin = await administrator(db);
    const { row } = await createInvitationCode(db, { role: "client" });
    expect(await post(admin, "revokeCode", row.id, false)).toBe(`/admin/confirm?do=revokeCode&id=${row.id}&next=%2Fadmin%2Fcodes`);
    expect(await isRevoked(db, row.id)).toBe(false);
    expect(await post(admin, "revokeCode", row.id)).toBe("/admin/codes?notice=revoked");
    expect(await isRevoked(db, row.id)).toBe(true);
  });

  it("the machine's owner may revoke the last administrator code, and is told it was the last", async () => {
    const db = await useDatabase(backend);
    const { row } = await createInvitationCode(db, { role: "admin", maxUses: 5 });
    expect(await revokeCodeSafely(db, row.id, "cli", { allowLast: true })).toEqual({ ok: true, sessionsEnded: 0, lastAdminCode: true });
  });
});
