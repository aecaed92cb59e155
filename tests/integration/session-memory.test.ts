import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { lockingBackends, useDatabase } from "../support/db";
import { verifiedSessions } from "@/server/db/schema";
import type { Db } from "@/server/db/client";
import { revokeSession } from "@/server/admin/operations/sessions";
import { createInvitationCode, revokeInvitationCode } from "@/server/gate/codes";
import { endSession } from "@/server/gate/end-session";
import { verifyInvitation } from "@/server/gate/verify";
import { verifyFormState } from "@/server/gate/verify-form";
import { sessionCookieName } from "@/server/gate/cookie";
import { lookupVisitor } from "@/server/gate/visitor";
import { confirmSession, signInAdmin } from "../support/admin-sign-in";
import { endingSessions, keepSession, keptSession, sessionGeneration } from "@/server/gate/session-cache";

// The page's view of a session (lookupVisitor, what the middleware asks) on both databases: the
// embedded one remembers live client sessions for a moment (decision 0016), so every way the site
// ends a session must reach that memory; PostgreSQL, shared by several servers, remembers nothing.

let n = 0;
async function signIn(db: Db, role: "client" | "admin" = "client") {
  n += 1;
  if (role === "admin") return { ...(await signInAdmin(db, `admin${n}@example.com`)), codeId: 0 };
  const { code, row } = await createInvitationCode(db, { role, maxUses: 5 });
  const result = await verifyInvitation(
    db,
    { code, email: `person${n}@example.com`, ip: `192.0.2.${n}`, userAgent: "vitest" },
    { ipLimit: 100, emailLimit: 100 },
  );
  if (!result.ok || result.step !== "session") throw new Error("verify failed");
  return { token: result.token, sessionId: result.sessionId, codeId: row.id };
}

const admin = { actor: "admin:owner@example.com", email: "owner@example.com", ip: null, sessionId: 0, codeId: null };

describe.each(lockingBackends)("a session's end reaches the next page at once (%s)", (backend) => {
  it("logging out", async () => {
    const db = await useDatabase(backend);
    const s = await signIn(db);
    expect((await lookupVisitor(s.token)).viewer.verified).toBe(true);
    await endSession(s.token, "192.0.2.1");
    expect((await lookupVisitor(s.token)).viewer.verified).toBe(false);
  });

  it("a revoke in the console", async () => {
    const db = await useDatabase(backend);
    const s = await signIn(db);
    const owner = await signIn(db, "admin");
    await confirmSession(db, owner.sessionId);
    expect((await lookupVisitor(s.token)).viewer.verified).toBe(true);
    await revokeSession({ id: String(s.sessionId), confirmed: "yes" }, { ...admin, sessionId: owner.sessionId });
    expect((await lookupVisitor(s.token)).viewer.verified).toBe(false);
  });

  it("verifying again in the same browser: the first session is dead at once", async () => {
    const db = await useDatabase(backend);
    const cookies = new Map<string, string>();
    const jar = { get: (name: string) => cookies.get(name), set: (name: string, value: string) => void cookies.set(name, value) };
    const verifyWith = async () => {
      const { code } = await createInvitationCode(db, { role: "client", maxUses: 1 });
      const state = await verifyFormState({ code, email: "twice@example.com" }, { ip: "192.0.2.77", userAgent: "vitest", jar });
      expect(state.status).toBe("success");
      return cookies.get(sessionCookieName())!;
    };
    const first = await verifyWith();
    expect((await lookupVisitor(first)).viewer.verified).toBe(true);
    const second = await verifyWith();
    expect((await lookupVisitor(first)).viewer.verified).toBe(false);
    expect((await lookupVisitor(second)).viewer.verified).toBe(true);
  });

  it("revoking the code the session came from", async () => {
    const db = await useDatabase(backend);
    const s = await signIn(db);
    expect((await lookupVisitor(s.token)).viewer.verified).toBe(true);
    await revokeInvitationCode(db, s.codeId, admin.actor);
    expect((await lookupVisitor(s.token)).viewer.verified).toBe(false);
  });
});

describe("what is remembered", () => {
  it("a session read before a session write ended is not kept (the read may predate the write)", async () => {
    const db = await useDatabase("pglite");
    const readAt = sessionGeneration();
    await endingSessions(async () => {});
    keepSession(
      db,
      "a-token-hash",
      { id: 1, email: "a@example.com", verifiedAt: new Date(), expiresAt: new Date(Date.now() + 60_000), invitationCodeId: null },
      readAt,
    );
    expect(keptSession(db, "a-token-hash")).toBeNull();
  });

  it("the embedded database answers a client's repeat visit from memory", async () => {
    const db = await useDatabase("pglite");
    const s = await signIn(db);
    await lookupVisitor(s.token);
    await db.update(verifiedSessions).set({ email: "changed@example.com" }).where(eq(verifiedSessions.id, s.sessionId));
    const again = await lookupVisitor(s.token);
    expect(again.viewer.verified && again.viewer.email).not.toBe("changed@example.com");
  });

  it("an admin session is read from the database on every request (its idle limit counts each one)", async () => {
    const db = await useDatabase("pglite");
    const s = await signIn(db, "admin");
    await lookupVisitor(s.token);
    await db.update(verifiedSessions).set({ revokedAt: new Date() }).where(eq(verifiedSessions.id, s.sessionId));
    expect((await lookupVisitor(s.token)).viewer.verified).toBe(false);
  });

  it.runIf(lockingBackends.includes("postgres"))("PostgreSQL, shared by several servers, is asked every time", async () => {
    const db = await useDatabase("postgres");
    const s = await signIn(db);
    await lookupVisitor(s.token);
    await db.update(verifiedSessions).set({ revokedAt: new Date() }).where(eq(verifiedSessions.id, s.sessionId));
    expect((await lookupVisitor(s.token)).viewer.verified).toBe(false);
  });
});
