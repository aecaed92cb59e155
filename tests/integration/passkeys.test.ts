import { describe, expect, it } from "vitest";
import { and, eq, sql } from "drizzle-orm";
import { lockingBackends, useDatabase } from "../support/db";
import { actionContext, callAction } from "../support/actions";
import { signInAdmin } from "../support/admin-sign-in";
import { SoftAuthenticator } from "../support/soft-authenticator";
import { server } from "@/actions";
import type { Db } from "@/server/db/client";
import { adminPasskeys, adminRecoveryCodes, adminSignIns, auditLog, verifiedSessions } from "@/server/db/schema";
import type { FormState } from "@/lib/forms";
import { CODE_ALPHABET, createInvitationCode } from "@/server/gate/codes";
import { signInCookieName, sessionCookieName } from "@/server/gate/cookie";
import { relyingParty } from "@/server/gate/passkey/relying-party";
import { createRecoveryCode, redeemRecoveryCode } from "@/server/gate/passkey/recovery";
import { completeAdminSignIn, findPendingSignIn, preparePasskeyStep, type PasskeyStep } from "@/server/gate/passkey/sign-in";
import { findLiveSession } from "@/server/gate/session";
import { verifyInvitation } from "@/server/gate/verify";
import { addPasskey, addPasskeyOptions, removePasskey } from "@/server/admin/passkeys";
import type { AdminContext } from "@/server/admin/access";

// The administrator's second step (decision 0024) on both databases: an admin code opens only the
// passkey step; the session is made by a verified WebAuthn answer to a single-use challenge.

const limits = { ipLimit: 1000, emailLimit: 1000 };
const meta = { ip: "192.0.2.31", userAgent: "vitest" };
const authenticatorFor = () => new SoftAuthenticator(relyingParty().origin);

/** The code step alone: the step's token and the options the page would render. */
async function codeStep(db: Db, email: string, bind = true) {
  const { code } = await createInvitationCode(db, { role: "admin", ...(bind ? { email } : {}) });
  const verified = await verifyInvitation(db, { code, email, ip: meta.ip, userAgent: "vitest" }, limits);
  if (!verified.ok || verified.step !== "passkey") throw new Error("the admin code was not accepted");
  const step = await preparePasskeyStep(db, (await findPendingSignIn(db, verified.token))!);
  return { token: verified.token, step };
}

function answerTo(step: PasskeyStep, authenticator: SoftAuthenticator) {
  if (step.mode === "register") return authenticator.register(step.options);
  if (step.mode === "authenticate") return authenticator.authenticate(step.options);
  throw new Error("no ceremony in this step");
}

const sessionCount = async (db: Db) => (await db.select({ n: sql<number>`count(*)::int` }).from(verifiedSessions))[0]!.n;

describe.each(lockingBackends)("an administrator's passkey step (%s)", (backend) => {
  it("a valid admin code alone makes no session: it opens the passkey step, whose token is stored only as a keyed hash", async () => {
    const db = await useDatabase(backend);
    const { token, step } = await codeStep(db, "first@example.com");
    expect(step.mode).toBe("register");
    expect(await sessionCount(db)).toBe(0);
    expect(await findLiveSession(db, token)).toBeNull();
    const [row] = await db.select().from(adminSignIns);
    expect(row!.tokenHash).not.toContain(token);
  });

  it("the first administrator registers a passkey after the code and is signed in as admin", async () => {
    const db = await useDatabase(backend);
    const authenticator = authenticatorFor();
    const { token, step } = await codeStep(db, "first@example.com");
    const done = await completeAdminSignIn(db, token, answerTo(step, authenticator), meta);
    expect(done.ok && done.registered).toBe(true);
    if (!done.ok) return;
    expect((await findLiveSession(db, done.token))?.role).toBe("admin");
    const [stored] = await db.select().from(adminPasskeys);
    expect(stored).toMatchObject({ email: "first@example.com", credentialId: authenticator.id });
  });

  it("with a passkey registered, the holder signs in by proving it, and its counter and last use are recorded", async () => {
    const db = await useDatabase(backend);
    const first = await signInAdmin(db, "owner@example.com");
    const { token, step } = await codeStep(db, "owner@example.com");
    expect(step.mode).toBe("authenticate");
    const done = await completeAdminSignIn(db, token, answerTo(step, first.authenticator), meta);
    expect(done.ok && !done.registered).toBe(true);
    const [stored] = await db.select().from(adminPasskeys);
    expect([stored!.counter, stored!.lastUsedAt !== null]).toEqual([1, true]);
  });

  it("a passkey the address does not have is refused, and no session is made", async () => {
    const db = await useDatabase(backend);
    await signInAdmin(db, "owner@example.com");
    const before = await sessionCount(db);
    const { token, step } = await codeStep(db, "owner@example.com");
    const done = await completeAdminSignIn(db, token, answerTo(step, authenticatorFor()), meta);
    expect(done).toEqual({ ok: false, reason: "unknown passkey" });
    expect(await sessionCount(db)).toBe(before);
  });

  it("an answer made for another origin is refused", async () => {
    const db = await useDatabase(backend);
    const { token, step } = await codeStep(db, "first@example.com");
    const phished = new SoftAuthenticator("https://gatewaytech.example.evil", relyingParty().id);
    expect(await completeAdminSignIn(db, token, answerTo(step, phished), meta)).toEqual({ ok: false, reason: "not verified" });
  });

  it("a challenge answers once: the same good answer sent again is refused", async () => {
    const db = await useDatabase(backend);
    await signInAdmin(db, "owner@example.com");
    const { token, step } = await codeStep(db, "owner@example.com");
    const authenticator = authenticatorFor();
    const answer = answerTo(step, authenticator);
    await completeAdminSignIn(db, token, answer, meta);
    // A second sign-in's token with the first one's answer: its own challenge was never answered.
    const second = await codeStep(db, "owner@example.com");
    expect((await completeAdminSignIn(db, second.token, answer, meta)).ok).toBe(false);
  });

  it("a refused answer uses the challenge up, so a second try needs new options", async () => {
    const db = await useDatabase(backend);
    const owner = await signInAdmin(db, "owner@example.com");
    const { token, step } = await codeStep(db, "owner@example.com");
    await completeAdminSignIn(db, token, answerTo(step, authenticatorFor()), meta);
    expect(await completeAdminSignIn(db, token, answerTo(step, owner.authenticator), meta)).toEqual({ ok: false, reason: "no challenge" });
  });

  it("an expired challenge is refused", async () => {
    const db = await useDatabase(backend);
    const { token, step } = await codeStep(db, "first@example.com");
    await db.update(adminSignIns).set({ challengeExpiresAt: new Date(Date.now() - 1000) });
    expect(await completeAdminSignIn(db, token, answerTo(step, authenticatorFor()), meta)).toEqual({ ok: false, reason: "no challenge" });
  });

  it("an admin code not bound to the address cannot enrol a new passkey once another administrator has one", async () => {
    const db = await useDatabase(backend);
    await signInAdmin(db, "owner@example.com");
    const { step } = await codeStep(db, "intruder@example.com", false);
    expect(step.mode).toBe("recovery-needed");
  });

  it("a recovery code from the command line lets its administrator register a new passkey, once", async () => {
    const db = await useDatabase(backend);
    await signInAdmin(db, "owner@example.com");
    const { code } = await createRecoveryCode(db, "owner@example.com");
    const { token } = await codeStep(db, "owner@example.com");
    const signIn = (await findPendingSignIn(db, token))!;
    expect(await redeemRecoveryCode(db, signIn, code, meta.ip)).toBe("recovered");
    const step = await preparePasskeyStep(db, (await findPendingSignIn(db, token))!);
    expect(step.mode).toBe("register");
    expect((await completeAdminSignIn(db, token, answerTo(step, authenticatorFor()), meta)).ok).toBe(true);
    const again = await codeStep(db, "owner@example.com");
    expect(await redeemRecoveryCode(db, (await findPendingSignIn(db, again.token))!, code, meta.ip)).toBe("invalid");
  });

  it("a recovery code is stored only as a keyed hash, works only for its own address and not after it expires", async () => {
    const db = await useDatabase(backend);
    await signInAdmin(db, "owner@example.com");
    const { code } = await createRecoveryCode(db, "owner@example.com");
    expect(JSON.stringify(await db.select().from(adminRecoveryCodes))).not.toContain(code);
    const other = await codeStep(db, "other@example.com");
    expect(await redeemRecoveryCode(db, (await findPendingSignIn(db, other.token))!, code, meta.ip)).toBe("invalid");
    await db.update(adminRecoveryCodes).set({ expiresAt: new Date(Date.now() - 1000) });
    const owner = await codeStep(db, "owner@example.com");
    expect(await redeemRecoveryCode(db, (await findPendingSignIn(db, owner.token))!, code, meta.ip)).toBe("invalid");
  });

  it("a recovery code carries at least 112 random bits, drawn from the codes' alphabet", async () => {
    const db = await useDatabase(backend);
    const { code } = await createRecoveryCode(db, "owner@example.com");
    const random = code.replace(/^GTR-/, "").replaceAll("-", "");
    expect([[...random].every((c) => CODE_ALPHABET.includes(c)), random.length * Math.log2(CODE_ALPHABET.length) >= 112]).toEqual([true, true]);
  });

  it("wrong recovery codes are limited per sign-in", async () => {
    const db = await useDatabase(backend);
    await signInAdmin(db, "owner@example.com");
    const { token } = await codeStep(db, "owner@example.com");
    const signIn = (await findPendingSignIn(db, token))!;
    for (let i = 0; i < 5; i++) await redeemRecoveryCode(db, signIn, "GTR-WRNG-WRNG-WRNG", meta.ip);
    const { code } = await createRecoveryCode(db, "owner@example.com");
    expect(await redeemRecoveryCode(db, signIn, code, meta.ip)).toBe("too many");
  });

  it("client codes stay one step: the code makes the session", async () => {
    const db = await useDatabase(backend);
    const { code } = await createInvitationCode(db, { role: "client" });
    const verified = await verifyInvitation(db, { code, email: "client@example.com", ip: meta.ip }, limits);
    expect(verified).toMatchObject({ ok: true, role: "client", step: "session" });
  });
});

describe.each(lockingBackends)("the passkey step's action (%s)", (backend) => {
  it("a verified answer replaces the step's cookie with an admin session cookie", async () => {
    const db = await useDatabase(backend);
    const { token, step } = await codeStep(db, "first@example.com");
    const cookies = new Map([[signInCookieName(), token]]);
    const state = await callAction<FormState>(server.passkeyStep, { answer: answerTo(step, authenticatorFor()) }, actionContext({ ...meta, cookies }));
    expect(state.status).toBe("success");
    expect(cookies.has(signInCookieName())).toBe(false);
    expect((await findLiveSession(db, cookies.get(sessionCookieName())!))?.role).toBe("admin");
  });

  it("a malformed answer is refused before anything is looked up, and sets no cookie", async () => {
    await useDatabase(backend);
    const cookies = new Map<string, string>();
    const state = await callAction<FormState>(server.passkeyStep, { answer: { id: "x", type: "password" } }, actionContext({ ...meta, cookies }));
    expect([state.status, cookies.size]).toEqual(["error", 0]);
  });

  it("a refused answer is audited with its reason and leaves the browser without a session", async () => {
    const db = await useDatabase(backend);
    await signInAdmin(db, "owner@example.com");
    const { token, step } = await codeStep(db, "owner@example.com");
    const cookies = new Map([[signInCookieName(), token]]);
    await callAction(server.passkeyStep, { answer: answerTo(step, authenticatorFor()) }, actionContext({ ...meta, cookies }));
    expect(cookies.has(sessionCookieName())).toBe(false);
    const [entry] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "gate.passkey"), eq(auditLog.outcome, "invalid")));
    expect(entry?.detail).toMatchObject({ reason: "unknown passkey" });
  });
});

describe.each(lockingBackends)("passkeys in the console (%s)", (backend) => {
  const adminOf = async (db: Db, email: string): Promise<AdminContext & { authenticator: SoftAuthenticator }> => {
    const s = await signInAdmin(db, email);
    return { actor: `admin:${email}`, email, ip: "192.0.2.40", sessionId: s.sessionId, codeId: null, authenticator: s.authenticator };
  };

  it("another passkey is added with the session's own challenge, and audited", async () => {
    const db = await useDatabase(backend);
    const admin = await adminOf(db, "owner@example.com");
    const options = await addPasskeyOptions(db, admin);
    expect(await addPasskey(db, admin, authenticatorFor().register(options), "Phone", "vitest")).toBe(true);
    expect((await db.select().from(adminPasskeys).where(eq(adminPasskeys.name, "Phone"))).length).toBe(1);
    expect(await db.select().from(auditLog).where(eq(auditLog.action, "passkey.add"))).toHaveLength(1);
  });

  it("a console challenge answers once", async () => {
    const db = await useDatabase(backend);
    const admin = await adminOf(db, "owner@example.com");
    const options = await addPasskeyOptions(db, admin);
    await addPasskey(db, admin, authenticatorFor().register(options), undefined, "vitest");
    expect(await addPasskey(db, admin, authenticatorFor().register(options), undefined, "vitest")).toBe(false);
  });

  it("the last passkey of an address cannot be removed while it has no recovery code", async () => {
    const db = await useDatabase(backend);
    const admin = await adminOf(db, "owner@example.com");
    const [only] = await db.select().from(adminPasskeys);
    expect(await removePasskey(db, admin, only!.id)).toBe("last");
    await createRecoveryCode(db, "owner@example.com");
    expect(await removePasskey(db, admin, only!.id)).toBe("removed");
  });

  it("the console's remove action is refused to anyone but an administrator", async () => {
    const db = await useDatabase(backend);
    await adminOf(db, "owner@example.com");
    const [only] = await db.select().from(adminPasskeys);
    const form = new FormData();
    form.set("id", String(only!.id));
    await expect(callAction(server.admin.removePasskey, form, actionContext())).rejects.toMatchObject({ code: "NOT_FOUND" });
    expect(await db.select().from(adminPasskeys)).toHaveLength(1);
  });
});
