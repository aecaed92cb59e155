import type { APIContext } from "astro";
import { describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { lockingBackends, useDatabase } from "../support/db";
import { signInAdmin } from "../support/admin-sign-in";
import type { Db } from "@/server/db/client";
import { verifiedSessions } from "@/server/db/schema";
import { createInvitationCode } from "@/server/gate/codes";
import { sessionCookieName } from "@/server/gate/cookie";
import { verifyInvitation } from "@/server/gate/verify";
import { ANONYMOUS, lookupVisitor, type Viewer } from "@/server/gate/visitor";
import { POST } from "@/pages/admin/keep-alive";
import { onRequest } from "@/middleware";
import { KEEP_ALIVE_PATH } from "@/lib/keep-alive";

// The editor's keep-alive (decision 0067): POST /admin/keep-alive refreshes a live admin session's
// idle time and nothing else; everyone else gets the console's 404, and an idle session stays ended.

const SITE = "http://localhost:4321";

function ping(viewer: Viewer) {
  const request = new Request(`${SITE}${KEEP_ALIVE_PATH}`, { method: "POST", headers: { origin: SITE } });
  return POST({ request, url: new URL(request.url), locals: { viewer: async () => viewer } } as unknown as APIContext) as Promise<Response>;
}

async function sessionRow(db: Db, id: number) {
  const [row] = await db.select().from(verifiedSessions).where(eq(verifiedSessions.id, id));
  return row;
}

/** Moves a session's last request this many minutes into the past, as an owner typing without sending anything would. */
async function idleFor(db: Db, id: number, minutes: number) {
  await db
    .update(verifiedSessions)
    .set({ lastActivity: sql`now() - make_interval(mins => ${minutes})` })
    .where(eq(verifiedSessions.id, id));
}

const adminViewer = (sessionId: number, email: string): Viewer => ({
  verified: true,
  admin: true,
  role: "admin",
  email,
  sessionId,
  codeId: null,
  verifiedAt: new Date(),
});

let n = 0;

describe.each(lockingBackends)("the console's keep-alive (%s)", (backend) => {
  it("refreshes a live admin session's idle time and leaves its lifetime as it was", async () => {
    const db = await useDatabase(backend);
    const email = `typing${++n}@example.com`;
    const { sessionId } = await signInAdmin(db, email);
    await idleFor(db, sessionId, 20);
    const before = await sessionRow(db, sessionId);
    const res = await ping(adminViewer(sessionId, email));
    expect(res.status).toBe(204);
    expect(res.headers.get("cache-control")).toMatch(/no-store/);
    const after = await sessionRow(db, sessionId);
    expect(Date.now() - after.lastActivity.getTime()).toBeLessThan(60_000);
    expect(after.expiresAt.getTime()).toBe(before.expiresAt.getTime());
  });

  it("does not bring back a session the idle limit has ended", async () => {
    const db = await useDatabase(backend);
    const email = `away${++n}@example.com`;
    const { sessionId, token } = await signInAdmin(db, email);
    await idleFor(db, sessionId, 31);
    // The browser's cookie names no live session any more: the middleware's viewer is anonymous.
    expect((await lookupVisitor(token)).viewer.verified).toBe(false);
    expect((await ping(ANONYMOUS)).status).toBe(404);
    // Even a request that found the session live a moment before it went idle cannot revive it.
    expect((await ping(adminViewer(sessionId, email))).status).toBe(404);
    expect(Date.now() - (await sessionRow(db, sessionId)).lastActivity.getTime()).toBeGreaterThan(30 * 60_000);
  });

  it("is the console's 404 without a session and for a client's session", async () => {
    const db = await useDatabase(backend);
    const { code } = await createInvitationCode(db, { role: "client" });
    const client = await verifyInvitation(
      db,
      { code, email: `client${++n}@example.com`, ip: "192.0.2.40", userAgent: null },
      { ipLimit: 100, emailLimit: 100 },
    );
    if (!client.ok) throw new Error("verify failed");
    expect((await ping(ANONYMOUS)).status).toBe(404);
    const clientRes = await ping((await lookupVisitor(client.token)).viewer);
    expect(clientRes.status).toBe(404);
  });

  it("refuses a post from another site before it reaches the session", async () => {
    const db = await useDatabase(backend);
    const email = `crosssite${++n}@example.com`;
    const { sessionId, token } = await signInAdmin(db, email);
    await idleFor(db, sessionId, 20);
    const request = new Request(`${SITE}${KEEP_ALIVE_PATH}`, {
      method: "POST",
      headers: { origin: "https://attacker.example", cookie: `${sessionCookieName()}=${token}` },
    });
    const context = { isPrerendered: false, request, url: new URL(request.url), locals: {} } as unknown as Parameters<typeof onRequest>[0];
    const res = (await onRequest(context, () => POST(context as unknown as APIContext) as Promise<Response>)) as Response;
    expect(res.status).toBe(403);
    expect(Date.now() - (await sessionRow(db, sessionId)).lastActivity.getTime()).toBeGreaterThan(19 * 60_000);
  });
});
