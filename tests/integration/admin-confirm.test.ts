import { afterAll, describe, expect, it, vi } from "vitest";
import { and, eq, isNull } from "drizzle-orm";
import { lockingBackends, useDatabase } from "../support/db";
import { verifyHitsFrom } from "../support/verify-hits";
import { actionContext, callAction } from "../support/actions";
import { confirmSession, signInAdmin } from "../support/admin-sign-in";
import { SoftAuthenticator } from "../support/soft-authenticator";
import { server } from "@/actions";
import type { FormState } from "@/lib/forms";
import { closeDb, type Db } from "@/server/db/client";
import { adminPasskeys, auditLog, invitationCodes } from "@/server/db/schema";
import { addPasskeyOptions } from "@/server/admin/passkeys";
import { adminAccess } from "@/server/admin/access";
import { confirmOptions, confirmWithCode } from "@/server/admin/confirm/factors";
import { returnOf } from "@/server/admin/confirm/pending";
import { CONFIRM_WINDOW_MS } from "@/server/admin/confirm/window";
import { createInvitationCode } from "@/server/gate/codes";
import { createRecoveryCode } from "@/server/gate/passkey/recovery";
import { relyingParty } from "@/server/gate/passkey/relying-party";
import { findLiveSession } from "@/server/gate/session";
import { verifyInvitation } from "@/server/gate/verify";
import { lookupVisitor } from "@/server/gate/visitor";
import { logger } from "@/server/log";

// ASVS 7.5.2 (decision 0053): ending sessions and removing a passkey need the administrator to
// have proved a factor again within the last five minutes, checked by the action on the server.

const IP = "192.0.2.60";
const roomy = { ipLimit: 1000, emailLimit: 1000 };

function form(values: Record<string, string>): FormData {
  const fd = new FormData();
  for (const [k, v] of Object.entries(values)) fd.set(k, v);
  return fd;
}

/** An administrator signed in the whole way, with what a request of theirs carries. */
async function administrator(db: Db, email = "owner@example.com", authenticator?: SoftAuthenticator) {
  const s = await signInAdmin(db, email, authenticator ? { authenticator } : {});
  const { viewer } = await lookupVisitor(s.token);
  const request = () => actionContext({ viewer, ip: IP });
  const context = (await adminAccess(request()))!;
  return { ...s, viewer, request, context };
}

/** A verified client's session and the code that opened it. */
async function client(db: Db, email = "client@example.com") {
  const { code, row } = await createInvitationCode(db, { role: "client" });
  const verified = await verifyInvitation(db, { code, email, ip: "192.0.2.90" }, roomy);
  if (!verified.ok || verified.step !== "session") throw new Error("the client code was not accepted");
  return { token: verified.token, sessionId: verified.sessionId, codeId: row.id };
}

const live = async (db: Db, token: string) => (await findLiveSession(db, token, { touch: false })) !== null;
const redirectOf = (state: FormState) => state.data?.redirectTo;

/** The passkey prompt on the confirm page, answered by an authenticator, with the action waiting in it. */
async function answerConfirm(db: Db, admin: Awaited<ReturnType<typeof administrator>>, pending: Record<string, string>, authenticator = admin.authenticator) {
  const answer = authenticator.authenticate(await confirmOptions(db, admin.context));
  return callAction<FormState>(server.admin.confirmPasskey, { answer, ...pending }, admin.request());
}

const confirmAudit = (db: Db) => db.select().from(auditLog).where(eq(auditLog.action, "admin.confirm"));

describe.each(lockingBackends)("confirming it's the administrator before sessions end (%s)", (backend) => {
  /** Everything a guarded action could end or remove, and how to tell it is still there. */
  async function world(db: Db) {
    const admin = await administrator(db);
    const otherBrowser = await signInAdmin(db, "owner@example.com", { authenticator: admin.authenticator });
    const visitor = await client(db);
    const [spare] = await db
      .insert(adminPasskeys)
      .values({ email: "owner@example.com", credentialId: "spare-key", publicKey: "AA", name: "Spare key" })
      .returning();
    return { admin, otherBrowser, visitor, spare: spare! };
  }
  type World = Awaited<ReturnType<typeof world>>;

  const guarded: [string, (w: World) => Record<string, string>, (db: Db, w: World) => Promise<unknown>][] = [
    ["revokeSession", (w) => ({ id: String(w.visitor.sessionId) }), (db, w) => live(db, w.visitor.token)],
    ["endOtherSessions", () => ({}), (db, w) => live(db, w.otherBrowser.token)],
    [
      "revokeCode",
      (w) => ({ id: String(w.visitor.codeId) }),
      async (db, w) =>
        (
          await db
            .select()
            .from(invitationCodes)
            .where(and(eq(invitationCodes.id, w.visitor.codeId), isNull(invitationCodes.revokedAt)))
        ).length === 1,
    ],
    [
      "removePasskey",
      (w) => ({ id: String(w.spare.id) }),
      async (db, w) => (await db.select().from(adminPasskeys).where(eq(adminPasskeys.id, w.spare.id))).length === 1,
    ],
  ];

  it.each(guarded)(
    "%s without a recent confirmation is refused on the server, changing nothing, and leads to the confirm step carrying it",
    async (name, values, stillThere) => {
      const db = await useDatabase(backend);
      const w = await world(db);
      const action = server.admin[name as keyof typeof server.admin];
      // Even with the confirm step's yes: the window is what is missing.
      const state = await callAction<FormState>(action, form({ ...values(w), confirmed: "yes" }), w.admin.request());
      const target = new URL(redirectOf(state)!, "http://site.invalid");
      expect([target.pathname, target.searchParams.get("do"), target.searchParams.get("id") ?? ""]).toEqual(["/admin/confirm", name, values(w).id ?? ""]);
      expect(await stillThere(db, w)).toBe(true);
    },
  );

  it("a confirmation counts for five minutes, and not after", async () => {
    const db = await useDatabase(backend);
    const admin = await administrator(db);
    const first = await client(db, "first@example.com");
    const second = await client(db, "second@example.com");
    const revoke = (sessionId: number) => callAction<FormState>(server.admin.revokeSession, form({ id: String(sessionId), confirmed: "yes" }), admin.request());
    await confirmSession(db, admin.sessionId, new Date(Date.now() - CONFIRM_WINDOW_MS + 10_000));
    expect(redirectOf(await revoke(first.sessionId))).toBe("/admin/sessions?notice=revoked");
    await confirmSession(db, admin.sessionId, new Date(Date.now() - CONFIRM_WINDOW_MS - 10_000));
    expect(redirectOf(await revoke(second.sessionId))).toMatch(/^\/admin\/confirm\?/);
    expect([await live(db, first.token), await live(db, second.token)]).toEqual([false, true]);
  });

  it("a passkey confirms it is the administrator, carries out the action that waited and returns to its page, audited", async () => {
    const db = await useDatabase(backend);
    const admin = await administrator(db);
    const visitor = await client(db);
    const state = await answerConfirm(db, admin, { do: "revokeSession", id: String(visitor.sessionId), next: "/admin/sessions" });
    expect(redirectOf(state)).toBe("/admin/sessions?notice=revoked");
    expect(await live(db, visitor.token)).toBe(false);
    const [entry] = await confirmAudit(db);
    expect(entry).toMatchObject({ outcome: "ok", actor: "admin:owner@example.com", sessionId: admin.sessionId, detail: { factor: "passkey" } });
  });

  it("with nothing waiting, the confirm step returns to the console page it was given", async () => {
    const db = await useDatabase(backend);
    const admin = await administrator(db);
    expect(redirectOf(await answerConfirm(db, admin, { next: "/admin/security" }))).toBe("/admin/security");
  });

  it("a passkey the address does not have is refused, audited and counted against the verify limits; nothing is done", async () => {
    const db = await useDatabase(backend);
    const admin = await administrator(db);
    const visitor = await client(db);
    const stranger = new SoftAuthenticator(relyingParty().origin);
    const state = await answerConfirm(db, admin, { do: "revokeSession", id: String(visitor.sessionId) }, stranger);
    expect(state.status).toBe("error");
    expect(await live(db, visitor.token)).toBe(true);
    const [entry] = await confirmAudit(db);
    expect(entry).toMatchObject({ outcome: "invalid", detail: { factor: "passkey", reason: "unknown passkey" } });
    expect(await verifyHitsFrom(db, IP)).toHaveLength(1);
  });

  it("the confirm challenge answers once", async () => {
    const db = await useDatabase(backend);
    const admin = await administrator(db);
    const answer = admin.authenticator.authenticate(await confirmOptions(db, admin.context));
    await callAction(server.admin.confirmPasskey, { answer }, admin.request());
    await confirmSession(db, admin.sessionId, new Date(0));
    expect((await callAction<FormState>(server.admin.confirmPasskey, { answer }, admin.request())).status).toBe("error");
  });

  it("the Security page's challenge for a new passkey leaves the confirm step's own in place", async () => {
    const db = await useDatabase(backend);
    const admin = await administrator(db);
    const answer = admin.authenticator.authenticate(await confirmOptions(db, admin.context));
    await addPasskeyOptions(db, admin.context);
    expect((await callAction<FormState>(server.admin.confirmPasskey, { answer, next: "/admin/sessions" }, admin.request())).status).toBe("success");
  });

  it("without JavaScript a recovery code from the command line confirms in place of the passkey, once, through the plain form", async () => {
    const db = await useDatabase(backend);
    const admin = await administrator(db);
    const visitor = await client(db);
    const { code } = await createRecoveryCode(db, "owner@example.com");
    const post = () =>
      callAction<FormState>(server.admin.confirmCode, form({ code, do: "revokeCode", id: String(visitor.codeId), next: "/admin/codes" }), admin.request());
    expect(redirectOf(await post())).toBe("/admin/codes?notice=revoked");
    expect(await live(db, visitor.token)).toBe(false);
    await confirmSession(db, admin.sessionId, new Date(0));
    expect((await post()).fieldErrors?.code).toBe("That recovery code is not valid for your address, or has expired.");
  });

  it("an administrator whose address has no passkey confirms with the code the session was opened with, and with no other", async () => {
    const db = await useDatabase(backend);
    const admin = await administrator(db);
    await db.delete(adminPasskeys);
    const { code: another } = await createInvitationCode(db, { role: "admin", email: "owner@example.com" });
    const post = (code: string) => callAction<FormState>(server.admin.confirmCode, form({ code, next: "/admin/sessions" }), admin.request());
    const refused = await post(another);
    expect(refused.fieldErrors?.code).toBe("That is not the administrator code you signed in with, or it has been revoked or has expired.");
    expect(redirectOf(await post(admin.code.toLowerCase()))).toBe("/admin/sessions");
  });

  it("a wrong code is audited with its reason and never its text", async () => {
    const db = await useDatabase(backend);
    const admin = await administrator(db);
    await db.delete(adminPasskeys);
    await callAction(server.admin.confirmCode, form({ code: "GTE-WRNG-GUES" }), admin.request());
    const [entry] = await confirmAudit(db);
    expect([entry?.outcome, entry?.detail, JSON.stringify(entry).includes("WRNG")]).toEqual(["invalid", { factor: "admin code", reason: "wrong code" }, false]);
  });

  it("a blank code is told next to the field, and counts as no attempt", async () => {
    const db = await useDatabase(backend);
    const admin = await administrator(db);
    const state = await callAction<FormState>(server.admin.confirmCode, form({ code: "  " }), admin.request());
    expect([state.fieldErrors?.code, (await confirmAudit(db)).length]).toEqual(["Please enter the code.", 0]);
  });

  it("wrong codes fill the same limits as /verify: past them even the right code waits, and /verify refuses that network too", async () => {
    const db = await useDatabase(backend);
    const admin = await administrator(db);
    await db.delete(adminPasskeys);
    const limits = { ipLimit: 2, emailLimit: 1000 };
    for (const guess of ["GTE-AAAA-BBBB", "GTE-CCCC-DDDD"]) expect(await confirmWithCode(db, admin.context, guess, limits)).toMatchObject({ kind: "refused" });
    expect(await confirmWithCode(db, admin.context, admin.code, limits)).toMatchObject({ ok: false, kind: "rate_limited" });
    const { code } = await createInvitationCode(db, { role: "client" });
    expect(await verifyInvitation(db, { code, email: "someone@example.com", ip: IP }, limits)).toMatchObject({ ok: false, kind: "rate_limited" });
  });

  it("End my other sessions ends every other session of the administrator's address, and no one else's", async () => {
    const db = await useDatabase(backend);
    const admin = await administrator(db);
    const otherBrowser = await signInAdmin(db, "owner@example.com", { authenticator: admin.authenticator });
    const colleague = await signInAdmin(db, "colleague@example.com");
    const visitor = await client(db);
    await confirmSession(db, admin.sessionId);
    const state = await callAction<FormState>(server.admin.endOtherSessions, form({ confirmed: "yes" }), admin.request());
    expect(redirectOf(state)).toBe("/admin/sessions?notice=others-ended");
    const alive = await Promise.all([admin, otherBrowser, colleague, visitor].map((s) => live(db, s.token)));
    expect(alive).toEqual([true, false, true, true]);
  });

  it("a confirmation is its own session's: another browser of the same administrator is not confirmed by it", async () => {
    const db = await useDatabase(backend);
    const admin = await administrator(db);
    const otherBrowser = await signInAdmin(db, "owner@example.com", { authenticator: admin.authenticator });
    const { viewer } = await lookupVisitor(otherBrowser.token);
    const visitor = await client(db);
    await confirmSession(db, admin.sessionId);
    const state = await callAction<FormState>(
      server.admin.revokeSession,
      form({ id: String(visitor.sessionId), confirmed: "yes" }),
      actionContext({ viewer, ip: IP }),
    );
    expect(redirectOf(state)).toMatch(/^\/admin\/confirm\?/);
  });
});

describe("where the confirm step goes back to", () => {
  it.each([
    ["/admin/codes?notice=revoked", "/admin/codes?notice=revoked", null],
    ["//evil.example/admin", "/admin", null],
    ["/.//evil.example", "/admin/codes", { action: "revokeCode", id: 3 } as const],
    ["/blog", "/admin", null],
    ["/admin/confirm?do=endOtherSessions", "/admin", null],
  ])("%s goes back to %s", (next, expected, pending) => {
    expect(returnOf(next, pending)).toBe(expected);
  });
});

describe("the confirm step during a database outage", () => {
  afterAll(async () => {
    await closeDb();
    delete process.env.DATABASE_URL;
  });

  it("answers a plain message to try again, with nothing of the error, and logs it", async () => {
    const db = await useDatabase();
    const admin = await administrator(db);
    await closeDb();
    process.env.DATABASE_URL = "postgres://nobody@127.0.0.1:1/gone";
    const logged = vi.spyOn(logger, "error").mockImplementation(() => undefined);
    const state = await callAction<FormState>(server.admin.confirmCode, form({ code: "GTE-ABCD-EFGH" }), admin.request());
    expect([state, logged.mock.calls.length]).toEqual([
      { status: "error", message: "The confirmation could not be checked. Nothing was done; please try again." },
      1,
    ]);
  });
});
