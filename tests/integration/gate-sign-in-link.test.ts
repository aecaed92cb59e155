import { describe, expect, it } from "vitest";
import { and, eq, sql } from "drizzle-orm";
import { lockingBackends, useDatabase } from "../support/db";
import { auditLog, invitationCodes, outbox, signInLinks, verifiedSessions } from "@/server/db/schema";
import type { Db } from "@/server/db/client";
import { unseal } from "@/server/crypto";
import { codeExpired, signInLinkCopy, tooManyAttempts } from "@/content/gate";
import { messages } from "@/content/messages";
import { createInvitationCode, revokeInvitationCode } from "@/server/gate/codes";
import { findLiveSession } from "@/server/gate/session";
import { requestSignInLink, SIGN_IN_LINK_ANSWER_FLOOR_MS, signInLinkStatus, redeemSignInLink } from "@/server/gate/sign-in-link";
import { verifyInvitation } from "@/server/gate/verify";
import type { VerifyLimits } from "@/server/gate/verify-limits";

const roomy: VerifyLimits = { ipLimit: 1000, emailLimit: 1000 };
let ipN = 0;
const ip = () => `198.51.100.${++ipN}`;

const verify = (db: Db, code: string, email: string) => verifyInvitation(db, { code, email, ip: ip(), userAgent: "vitest" }, roomy);

/** An approval's code (bound, one use, 7 days), already used once by its address: a client who has verified. */
async function verifiedClient(db: Db, email: string) {
  const { code, row } = await createInvitationCode(db, { role: "client", maxUses: 1, email, expiresAt: new Date(Date.now() + 7 * 86_400_000) });
  expect((await verify(db, code, email)).ok).toBe(true);
  return { code, row };
}

const ask = (db: Db, email: string, limits = roomy, from = ip()) => requestSignInLink(db, { email, ip: from, returnTo: "/portfolio" }, limits);

/** The link in the newest sign-in mail to `email`, as the mail worker fills it in. */
async function mailedToken(db: Db, email: string): Promise<string> {
  const [mail] = await db
    .select()
    .from(outbox)
    .where(and(eq(outbox.toAddress, email), eq(outbox.kind, "sign-in-link")))
    .orderBy(sql`${outbox.id} desc`)
    .limit(1);
  const url = (JSON.parse(unseal(mail.sealed!)!) as { linkUrl: string }).linkUrl;
  return new URL(url).searchParams.get("token")!;
}

const mailsTo = async (db: Db, email: string) => (await db.select().from(outbox).where(eq(outbox.toAddress, email))).length;

describe.each(lockingBackends)("a client's lasting way in on %s", (backend) => {
  it("an approval's code keeps working for its address: after Sign out and on a second device", async () => {
    const db = await useDatabase(backend);
    const { code, row } = await verifiedClient(db, "client@example.com");
    const again = await Promise.all([verify(db, code, "client@example.com"), verify(db, code, " Client@Example.com ")]);
    expect(again.map((r) => r.ok)).toEqual([true, true]);
    expect(await db.select().from(verifiedSessions).where(eq(verifiedSessions.invitationCodeId, row.id))).toHaveLength(3);
  });

  it("an approval's code stays invalid for any other address", async () => {
    const db = await useDatabase(backend);
    const { code } = await verifiedClient(db, "client@example.com");
    expect(await verify(db, code, "other@example.com")).toEqual({ ok: false, kind: "invalid", message: messages.verifyInvalid });
  });

  it("an approval's code that expired says so to its address, and stays invalid for another", async () => {
    const db = await useDatabase(backend);
    const { code, row } = await verifiedClient(db, "client@example.com");
    const expiresAt = new Date(Date.now() - 60_000);
    await db.update(invitationCodes).set({ expiresAt }).where(eq(invitationCodes.id, row.id));
    expect(await verify(db, code, "client@example.com")).toEqual({ ok: false, kind: "over", message: codeExpired(expiresAt), offerLink: true });
    expect(await verify(db, code, "other@example.com")).toMatchObject({ kind: "invalid", message: messages.verifyInvalid });
  });

  it("a used-up administrator code says so, without offering a sign-in link", async () => {
    const db = await useDatabase(backend);
    const { code, row } = await createInvitationCode(db, { role: "admin", maxUses: 1, email: "owner@example.com" });
    await db.update(invitationCodes).set({ useCount: 1 }).where(eq(invitationCodes.id, row.id));
    expect(await verify(db, code, "owner@example.com")).toMatchObject({ ok: false, kind: "over", offerLink: false });
  });

  it("a sign-in link request answers a known and an unknown address with the same words, no sooner than the floor", async () => {
    const db = await useDatabase(backend);
    await verifiedClient(db, "known@example.com");
    const timed = async (email: string) => {
      const started = performance.now();
      const result = await ask(db, email);
      return { result, ms: performance.now() - started };
    };
    const known = await timed("known@example.com");
    const unknown = await timed("unknown@example.com");
    expect(known.result).toEqual({ ok: true, message: signInLinkCopy.sent });
    expect(unknown.result).toEqual(known.result);
    // One timing class: the known address's extra row and mail (milliseconds) hide under a floor of hundreds.
    expect(SIGN_IN_LINK_ANSWER_FLOOR_MS).toBeGreaterThanOrEqual(300);
    expect(Math.min(known.ms, unknown.ms)).toBeGreaterThanOrEqual(SIGN_IN_LINK_ANSWER_FLOOR_MS - 5);
    expect([await mailsTo(db, "known@example.com"), await mailsTo(db, "unknown@example.com")]).toEqual([1, 0]);
  });

  it("a sign-in link signs in once, back to the page asked for, and is refused after use", async () => {
    const db = await useDatabase(backend);
    const { row } = await verifiedClient(db, "known@example.com");
    await ask(db, "known@example.com");
    const token = await mailedToken(db, "known@example.com");
    // Only the hash is stored, and opening the page does not use the link.
    expect(JSON.stringify(await db.select().from(signInLinks))).not.toContain(token);
    expect(await signInLinkStatus(db, token)).toBe("ready");
    const used = await redeemSignInLink(db, { token, ip: ip() });
    expect(used).toMatchObject({ ok: true, returnTo: "/portfolio" });
    if (!used.ok) return;
    expect((await findLiveSession(db, used.token))?.invitationCodeId).toBe(row.id);
    expect(await redeemSignInLink(db, { token, ip: ip() })).toEqual({ ok: false, reason: "used" });
  });

  it("two presses of one sign-in link at once make one session", async () => {
    const db = await useDatabase(backend);
    await verifiedClient(db, "known@example.com");
    await ask(db, "known@example.com");
    const token = await mailedToken(db, "known@example.com");
    const results = await Promise.all(Array.from({ length: 5 }, () => redeemSignInLink(db, { token, ip: ip() })));
    expect(results.filter((r) => r.ok)).toHaveLength(1);
  });

  it("a sign-in link is refused after 15 minutes", async () => {
    const db = await useDatabase(backend);
    await verifiedClient(db, "known@example.com");
    await ask(db, "known@example.com");
    const token = await mailedToken(db, "known@example.com");
    const [link] = await db.select().from(signInLinks);
    expect(link.expiresAt.getTime() - link.createdAt.getTime()).toBe(15 * 60_000);
    // Sixteen minutes later, as the database's clock sees it.
    await db
      .update(signInLinks)
      .set({ createdAt: sql`now() - interval '16 minutes'`, expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(signInLinks.id, link.id));
    expect(await redeemSignInLink(db, { token, ip: ip() })).toEqual({ ok: false, reason: "expired" });
  });

  it("an expired approval code still gets its address a sign-in link; a revoked one does not, and its links stop working", async () => {
    const db = await useDatabase(backend);
    const { row } = await verifiedClient(db, "known@example.com");
    await db
      .update(invitationCodes)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(invitationCodes.id, row.id));
    await ask(db, "known@example.com");
    const token = await mailedToken(db, "known@example.com");
    await revokeInvitationCode(db, row.id, "test");
    expect(await redeemSignInLink(db, { token, ip: ip() })).toEqual({ ok: false, reason: "revoked" });
    await ask(db, "known@example.com");
    expect(await mailsTo(db, "known@example.com")).toBe(1);
  });

  it("an address that only signed in with an administrator code gets no sign-in link", async () => {
    const db = await useDatabase(backend);
    const { code } = await createInvitationCode(db, { role: "admin", maxUses: 5, email: "owner@example.com" });
    expect((await verify(db, code, "owner@example.com")).ok).toBe(true);
    expect(await ask(db, "owner@example.com")).toEqual({ ok: true, message: signInLinkCopy.sent });
    expect(await mailsTo(db, "owner@example.com")).toBe(0);
  });

  it("sign-in link requests are limited per client address, known or unknown, in the database, and audited", async () => {
    const db = await useDatabase(backend);
    await verifiedClient(db, "known@example.com");
    const from = ip();
    const limits = { ipLimit: 2, emailLimit: 1000 };
    expect((await ask(db, "known@example.com", limits, from)).ok).toBe(true);
    expect((await ask(db, "unknown@example.com", limits, from)).ok).toBe(true);
    const third = await ask(db, "unknown@example.com", limits, from);
    expect(third).toMatchObject({ ok: false, kind: "rate_limited", message: tooManyAttempts(15 * 60) });
    const outcomes = (await db.select().from(auditLog).where(eq(auditLog.action, "gate.sign-in-link.request"))).map((a) => a.outcome).sort();
    expect(outcomes).toEqual(["rate_limited", "sent", "unknown"]);
  });

  it("sign-in link requests are limited per address across client addresses", async () => {
    const db = await useDatabase(backend);
    await verifiedClient(db, "known@example.com");
    const limits = { ipLimit: 1000, emailLimit: 2 };
    await ask(db, "known@example.com", limits);
    await ask(db, "known@example.com", limits);
    expect(await ask(db, "known@example.com", limits)).toMatchObject({ ok: false, kind: "rate_limited" });
    expect(await mailsTo(db, "known@example.com")).toBe(2);
  });
});
