import { afterAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { lockingBackends, useDatabase } from "../support/db";
import { verifyHitsFrom } from "../support/verify-hits";
import { auditLog, invitationCodes, outbox, rateLimitHits, verifiedSessions } from "@/server/db/schema";
import { sha256 } from "@/server/crypto";
import { personRef, visitorActor } from "@/server/audit";
import { CODE_PATTERN } from "../support/invitation-code";
import {
  createInvitationCode,
  createFirstAdminCodeIfNone,
  ensureBootstrapAdminCode,
  generateCode,
  hashCode,
  listInvitationCodes,
  normalizeCode,
  revokeInvitationCode,
} from "@/server/gate/codes";
import { ADMIN_IDLE_MS, findLiveSession, hashSessionToken, revokeSessionByToken } from "@/server/gate/session";
import { endingSessions } from "@/server/gate/session-cache";
import { verifyInvitation } from "@/server/gate/verify";
import { listAudit } from "@/server/admin/audit-log";
import type { VerifyLimits } from "@/server/gate/verify-limits";
import { messages } from "@/content/messages";
import { codeExpired, codeUsedUp } from "@/content/gate";
import type { Db } from "@/server/db/client";
import { env } from "@/server/env";
import type { FormState } from "@/lib/forms";
import { server } from "@/actions";
import { actionContext, callAction } from "../support/actions";
import { signInAdmin } from "../support/admin-sign-in";
import { MAX_CODE_LENGTH, verifyEmailMessage } from "@/lib/schemas/verify";

// The verify form's action (src/actions/forms.ts), called as Astro calls it: the posted form, the
// client address and user agent from the request, and the browser's cookies.
const jar = { store: new Map<string, string>() };
const requestIp = { ip: "192.0.2.250" };
const verifyCode = (formData: FormData) =>
  callAction<FormState>(server.verify, formData, actionContext({ ip: requestIp.ip, userAgent: "vitest", cookies: jar.store }));

function formData(values: Record<string, string>) {
  const fd = new FormData();
  for (const [k, v] of Object.entries(values)) fd.set(k, v);
  return fd;
}

const roomy: VerifyLimits = { ipLimit: 1000, emailLimit: 1000 };
let ipN = 0;
const ip = () => `192.0.2.${++ipN}`;

async function verify(db: Db, code: string, email: string, limits = roomy, from = ip()) {
  return verifyInvitation(db, { code, email, ip: from, userAgent: "vitest" }, limits);
}

describe("invitation code format", () => {
  it("generates GTE-XXXX-XXXX codes from the unambiguous alphabet and hashes them normalised", () => {
    const codes = new Set(Array.from({ length: 500 }, generateCode));
    expect(codes.size).toBe(500);
    for (const c of codes) {
      expect(c).toMatch(CODE_PATTERN);
      expect(c.slice(4)).not.toMatch(/[01ILO]/);
    }
    expect(normalizeCode("  gte-abcd-efgh \n")).toBe("GTE-ABCD-EFGH");
    expect(hashCode(" gte-abcd-efgh")).toBe(hashCode("GTE-ABCD-EFGH"));
    expect(hashCode("GTE-ABCD-EFGH")).toMatch(/^k1:[0-9a-f]{64}$/);
    // Keyed: not the plain SHA-256 a copy of the database could test guesses against.
    expect(hashCode("GTE-ABCD-EFGH")).not.toContain(sha256("GTE-ABCD-EFGH"));
  });
});

describe.each(lockingBackends)("invitation gate on %s", (backend) => {
  it("validates, uses and creates a 30-day client session; stores only hashes", async () => {
    const db = await useDatabase(backend);
    const { code, row } = await createInvitationCode(db, { role: "client", maxUses: 2, label: "Acme", createdBy: "test" });
    expect(row.codeHash).toBe(hashCode(code));
    // Nothing derived from the code is kept beside its hash.
    expect(Object.keys(row).sort()).toEqual([
      "codeHash",
      "createdAt",
      "createdBy",
      "email",
      "expiresAt",
      "id",
      "label",
      "lastUsedAt",
      "maxUses",
      "revokedAt",
      "role",
      "useCount",
    ]);

    const r = await verify(db, `  ${code.toLowerCase()} `, "  Ana@Example.COM ");
    expect(r.ok).toBe(true);
    if (!r.ok || r.step !== "session") return;
    expect(r.message).toBe(messages.verifySuccess);
    expect(r.role).toBe("client");
    expect(r.token).toMatch(/^[A-Za-z0-9_-]{43}$/); // 256 bits, base64url
    expect(r.maxAgeSeconds).toBe(30 * 24 * 3600);

    const [session] = await db.select().from(verifiedSessions).where(eq(verifiedSessions.id, r.sessionId));
    expect(session.tokenHash).toBe(hashSessionToken(r.token));
    expect(session.tokenHash).not.toContain(sha256(r.token));
    expect(session.email).toBe("ana@example.com");
    expect(session.invitationCodeId).toBe(row.id);
    const days = (session.expiresAt.getTime() - session.verifiedAt.getTime()) / 86_400_000;
    expect(days).toBeCloseTo(30, 3);

    const [used] = await db.select().from(invitationCodes).where(eq(invitationCodes.id, row.id));
    expect(used.useCount).toBe(1);
    expect((await findLiveSession(db, r.token))?.id).toBe(r.sessionId);

    // Neither the raw code nor the raw token is anywhere in the database.
    const dump = await db.execute(sql`
      SELECT (SELECT coalesce(json_agg(t)::text, '') FROM invitation_codes t) ||
             (SELECT coalesce(json_agg(t)::text, '') FROM verified_sessions t) ||
             (SELECT coalesce(json_agg(t)::text, '') FROM audit_log t) ||
             (SELECT coalesce(json_agg(t)::text, '') FROM rate_limits t) AS everything`);
    const everything = String((dump as unknown as { rows: { everything: string }[] }).rows[0].everything);
    expect(everything).toContain(row.codeHash);
    expect(everything.toUpperCase()).not.toContain(code);
    expect(everything).not.toContain(r.token);

    const ok = await db.select().from(auditLog).where(eq(auditLog.action, "gate.verify"));
    expect(ok.map((a) => a.outcome)).toEqual(["ok"]);
    expect(ok[0]).toMatchObject({ actor: visitorActor("ana@example.com"), detail: { person: personRef("ana@example.com"), role: "client" } });
  });

  it("names a visitor in the audit log by a reference of their address, which the console finds from the address", async () => {
    const db = await useDatabase(backend);
    const { code } = await createInvitationCode(db, { role: "client", email: "rosa@example.com" });
    await verify(db, "GTE-WRNG-CODE", "Rosa@Example.com");
    await verify(db, code, "rosa@example.com");
    await db.insert(auditLog).values({ actor: "admin:owner@gatewaytech.example", action: "code.revoke" });
    const entries = await db.select().from(auditLog);
    expect(JSON.stringify(entries).toLowerCase()).not.toContain("rosa@example.com");
    const found = await listAudit(db, { actor: " rosa@example.com " });
    expect({ person: found.person, outcomes: found.rows.map((r) => r.outcome).sort() }).toEqual({
      person: personRef("rosa@example.com"),
      outcomes: ["invalid", "ok"],
    });
  });

  it("finds an administrator's entries by the address they hold", async () => {
    const db = await useDatabase(backend);
    await db.insert(invitationCodes).values({ codeHash: "k1:admin", role: "admin", email: "owner@gatewaytech.example" });
    await db.insert(auditLog).values({ actor: "admin:owner@gatewaytech.example", action: "code.revoke" });
    const found = await listAudit(db, { actor: "owner@gatewaytech.example" });
    expect({ person: found.person, actors: found.rows.map((r) => r.actor) }).toEqual({ person: null, actors: ["admin:owner@gatewaytech.example"] });
  });

  it("answers unknown, revoked and wrong-e-mail codes with the same message, used-up and expired ones in words to their holder, and audits the reason", async () => {
    const db = await useDatabase(backend);
    const revoked = await createInvitationCode(db, { role: "client" });
    await revokeInvitationCode(db, revoked.row.id, "test");
    const expired = await createInvitationCode(db, { role: "client", expiresAt: new Date(Date.now() - 1000) });
    const usedUp = await createInvitationCode(db, { role: "client", maxUses: 1 });
    expect((await verify(db, usedUp.code, "first@example.com")).ok).toBe(true);
    const bound = await createInvitationCode(db, { role: "client", email: "Owner@Example.com" });

    const answers = await Promise.all([
      verify(db, generateCode(), "a@example.com"),
      verify(db, revoked.code, "a@example.com"),
      verify(db, bound.code, "someone-else@example.com"),
      verify(db, "x".repeat(80), "a@example.com"),
    ]);
    for (const a of answers) expect(a).toEqual({ ok: false, kind: "invalid", message: messages.verifyInvalid });
    // Only the holder of the right code gets this far, so its state is no secret to them (decision 0065).
    expect(await verify(db, expired.code, "a@example.com")).toEqual({ ok: false, kind: "over", message: codeExpired(expired.row.expiresAt!), offerLink: true });
    expect(await verify(db, usedUp.code, "a@example.com")).toEqual({ ok: false, kind: "over", message: codeUsedUp, offerLink: true });

    const reasons = (await db.select().from(auditLog).where(eq(auditLog.outcome, "invalid"))).map((a) => (a.detail as { reason: string }).reason).sort();
    expect(reasons).toEqual(["expired", "malformed", "revoked", "unknown", "used up", "wrong email"]);

    // The bound code still works for its owner, whatever the case of the address.
    const owner = await verify(db, bound.code, " owner@EXAMPLE.com");
    expect(owner.ok).toBe(true);
  });

  it("answers blank input with the spec's message", async () => {
    const db = await useDatabase(backend);
    expect(await verify(db, "   ", "a@example.com")).toMatchObject({ ok: false, kind: "blank", message: messages.verifyBlank });
    expect(await verify(db, "GTE-AAAA-BBBB", "  ")).toMatchObject({ ok: false, kind: "blank", message: messages.verifyBlank });
  });

  it("gives exactly one session when 20 visitors race for the last use", async () => {
    const db = await useDatabase(backend);
    const { code, row } = await createInvitationCode(db, { role: "client", maxUses: 3 });
    expect((await verify(db, code, "one@example.com")).ok).toBe(true);
    expect((await verify(db, code, "two@example.com")).ok).toBe(true);
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => verify(db, code, `racer${i}@example.com`)));
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.ok).every((r) => r.message === codeUsedUp)).toBe(true);
    const sessions = await db.select().from(verifiedSessions).where(eq(verifiedSessions.invitationCodeId, row.id));
    expect(sessions).toHaveLength(3);
    const [after] = await db.select().from(invitationCodes).where(eq(invitationCodes.id, row.id));
    expect(after.useCount).toBe(3);
  });

  it("expires sessions, ends admin sessions after 30 idle minutes and touches last_activity at most once a minute", async () => {
    const db = await useDatabase(backend);
    const client = await createInvitationCode(db, { role: "client" });
    const c = await verify(db, client.code, "c@example.com");
    if (!c.ok || c.step !== "session") throw new Error("client verify failed");

    // Touch: a session active 5 minutes ago is brought up to date; a fresh one is not rewritten.
    const fiveMinAgo = new Date(Date.now() - 5 * 60_000);
    await db.update(verifiedSessions).set({ lastActivity: fiveMinAgo }).where(eq(verifiedSessions.id, c.sessionId));
    await findLiveSession(db, c.token);
    const [touched] = await db.select().from(verifiedSessions).where(eq(verifiedSessions.id, c.sessionId));
    expect(touched.lastActivity.getTime()).toBeGreaterThan(fiveMinAgo.getTime() + 60_000);
    await findLiveSession(db, c.token);
    const [again] = await db.select().from(verifiedSessions).where(eq(verifiedSessions.id, c.sessionId));
    expect(again.lastActivity.getTime()).toBe(touched.lastActivity.getTime());

    await db
      .update(verifiedSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verifiedSessions.id, c.sessionId));
    expect(await findLiveSession(db, c.token)).toBeNull();

    const a = await signInAdmin(db, "boss@example.com");
    const [adminRow] = await db.select().from(verifiedSessions).where(eq(verifiedSessions.id, a.sessionId));
    expect(adminRow.expiresAt.getTime() - adminRow.verifiedAt.getTime()).toBe(12 * 3600 * 1000);
    expect((await findLiveSession(db, a.token))?.role).toBe("admin");
    await db
      .update(verifiedSessions)
      .set({ lastActivity: new Date(Date.now() - ADMIN_IDLE_MS - 60_000) })
      .where(eq(verifiedSessions.id, a.sessionId));
    expect(await findLiveSession(db, a.token)).toBeNull();

    // Forged and malformed tokens are simply unknown.
    expect(await findLiveSession(db, "A".repeat(43))).toBeNull();
    expect(await findLiveSession(db, "not a token")).toBeNull();
  });

  it("revoking a code ends its sessions; logging out ends one session", async () => {
    const db = await useDatabase(backend);
    const { code, row } = await createInvitationCode(db, { role: "client", maxUses: 5 });
    const one = await verify(db, code, "one@example.com");
    const two = await verify(db, code, "two@example.com");
    if (!one.ok || !two.ok || one.step !== "session") throw new Error("verify failed");

    expect((await endingSessions((ending) => revokeSessionByToken(db, one.token, ending)))?.id).toBe(one.sessionId);
    expect(await findLiveSession(db, one.token)).toBeNull();
    expect(await findLiveSession(db, two.token)).not.toBeNull();

    expect(await revokeInvitationCode(db, row.id, "admin:test@example.com")).toBe(true);
    expect(await revokeInvitationCode(db, row.id, "admin:test@example.com")).toBe(false);
    expect(await findLiveSession(db, two.token)).toBeNull();
    expect(await verify(db, code, "three@example.com")).toMatchObject({ ok: false, message: messages.verifyInvalid });

    const list = await listInvitationCodes(db);
    expect(list.find((r) => r.id === row.id)?.status).toBe("revoked");
    const [entry] = await db.select().from(auditLog).where(eq(auditLog.action, "gate.code.revoke"));
    expect(entry).toMatchObject({ actor: "admin:test@example.com", target: `invitation_code:${row.id}` });
    expect(entry.detail).toMatchObject({ sessionsEnded: 1 });
  });

  it("counts every address of one IPv6 /64 as one client: 25 guesses from 25 of them, 5 checked", async () => {
    const db = await useDatabase(backend);
    const limits: VerifyLimits = { ipLimit: 5, emailLimit: 10 };
    const outcomes: string[] = [];
    for (let i = 1; i <= 25; i++) {
      const answer = await verify(db, generateCode(), "victim@example.com", limits, `2001:db8:77:1::${i.toString(16)}`);
      outcomes.push(answer.ok ? "ok" : answer.kind);
    }
    expect(outcomes.filter((o) => o === "invalid")).toHaveLength(5);
    expect(outcomes.filter((o) => o === "rate_limited")).toHaveLength(20);
    // The next /64 is another client.
    expect(await verify(db, generateCode(), "other@example.com", limits, "2001:db8:77:2::1")).toMatchObject({ kind: "invalid" });
  });

  it("limits failures per IP (then even a good code waits) and per e-mail, in the database", async () => {
    const db = await useDatabase(backend);
    const limits: VerifyLimits = { ipLimit: 5, emailLimit: 10 };
    const good = await createInvitationCode(db, { role: "client", maxUses: 10 });
    const attacker = "198.51.100.7";
    for (let i = 0; i < 5; i++) {
      expect(await verify(db, generateCode(), `guess${i}@example.com`, limits, attacker)).toMatchObject({ kind: "invalid" });
    }
    const blocked = await verify(db, good.code, "real@example.com", limits, attacker);
    expect(blocked.ok).toBe(false);
    if (blocked.ok) return;
    expect(blocked.kind).toBe("rate_limited");
    expect(blocked.message).toMatch(/^Too many attempts, try again in (1[0-5]|[1-9]) minutes?$/);
    expect(blocked.retryAfterSeconds).toBeGreaterThan(14 * 60);
    // Another address is not affected.
    expect((await verify(db, good.code, "real@example.com", limits, "198.51.100.8")).ok).toBe(true);

    // Ten failures for one e-mail from ten addresses: past that, an address that failed gets no
    // more tries for an hour, a fresh one gets one, and the owner's good code still works.
    for (let i = 0; i < 10; i++) await verify(db, generateCode(), "target@example.com", limits, `203.0.113.${i + 1}`);
    const again = await verify(db, generateCode(), "target@example.com", limits, "203.0.113.1");
    expect(again).toMatchObject({ ok: false, kind: "rate_limited" });
    if (!again.ok) expect(again.retryAfterSeconds).toBeGreaterThan(59 * 60);
    expect(await verify(db, generateCode(), "target@example.com", limits, "203.0.113.50")).toMatchObject({ kind: "invalid" });
    expect(await verify(db, generateCode(), "target@example.com", limits, "203.0.113.50")).toMatchObject({ kind: "rate_limited" });
    expect((await verify(db, good.code, "target@example.com", limits, "203.0.113.99")).ok).toBe(true);

    // The buckets hold no addresses in clear, and every attempt is audited.
    const buckets = (await db.select().from(rateLimitHits)).map((r) => r.bucket);
    expect(buckets.some((b) => b.includes("target@example.com"))).toBe(false);
    const outcomes = (await db.select().from(auditLog).where(eq(auditLog.action, "gate.verify"))).map((a) => a.outcome);
    expect(outcomes.filter((o) => o === "rate_limited")).toHaveLength(3);
    expect(outcomes.filter((o) => o === "invalid")).toHaveLength(16);
    expect(outcomes.filter((o) => o === "ok")).toHaveLength(2);
    // The agency hears of the guessing once, by the audit log and an e-mail.
    expect(await db.select().from(auditLog).where(eq(auditLog.action, "gate.guessing"))).toHaveLength(1);
    expect((await db.select().from(outbox)).filter((m) => m.kind === "gate-guessing-alert")).toHaveLength(1);
  });

  it("creates the bootstrap admin code once; a revoked one stays revoked across restarts; a new value retires the old", async () => {
    const db = await useDatabase(backend);
    const first = await ensureBootstrapAdminCode(db, "GTE-ADMN-BOOT");
    expect(first).toMatchObject({ created: true, retired: [] });
    expect(first.row.role).toBe("admin");
    const s = await verify(db, "gte-admn-boot", "owner@example.com");
    expect(s).toMatchObject({ ok: true, role: "admin" });

    // A restart with the same value changes nothing.
    const restart = await ensureBootstrapAdminCode(db, "GTE-ADMN-BOOT");
    expect(restart).toMatchObject({ created: false, retired: [] });
    expect(restart.row.id).toBe(first.row.id);
    expect(restart.row.useCount).toBe(1);

    // Revoked in the console, it stays revoked when the server starts again with the same value.
    expect(await revokeInvitationCode(db, first.row.id, "admin:owner@example.com")).toBe(true);
    const afterRevoke = await ensureBootstrapAdminCode(db, " GTE-ADMN-BOOT ");
    expect(afterRevoke.created).toBe(false);
    expect(afterRevoke.row.revokedAt).not.toBeNull();
    expect(await verify(db, "GTE-ADMN-BOOT", "owner@example.com")).toMatchObject({ ok: false, kind: "invalid" });
    if (s.ok) expect(await findLiveSession(db, s.token)).toBeNull();

    // A new value is a new code; the previous value's codes are retired with their sessions.
    const next = await ensureBootstrapAdminCode(db, "GTE-ADMN-NEW2");
    expect(next.created).toBe(true);
    const n = await verify(db, "GTE-ADMN-NEW2", "owner@example.com");
    expect(n).toMatchObject({ ok: true, role: "admin" });
    const third = await ensureBootstrapAdminCode(db, "GTE-ADMN-NEW3");
    expect(third.retired).toEqual([next.row.id]);
    if (n.ok) expect(await findLiveSession(db, n.token)).toBeNull();
    expect(await verify(db, "GTE-ADMN-NEW2", "owner@example.com")).toMatchObject({ ok: false, kind: "invalid" });

    // Servers starting at once with a new value create one row.
    await Promise.all(Array.from({ length: 5 }, () => ensureBootstrapAdminCode(db, "GTE-ADMN-NEW4")));
    const rows = await db
      .select()
      .from(invitationCodes)
      .where(eq(invitationCodes.codeHash, hashCode("GTE-ADMN-NEW4")));
    expect(rows).toHaveLength(1);
  });

  it("prints one first admin code when several servers start at once on an empty database, and none after", async () => {
    const db = await useDatabase(backend);
    const results = await Promise.all(Array.from({ length: 6 }, () => createFirstAdminCodeIfNone(db)));
    const made = results.filter((r) => r !== null);
    expect(made).toHaveLength(1);
    expect(made[0]!.code).toMatch(CODE_PATTERN);
    expect(made[0]!.row).toMatchObject({ role: "admin", maxUses: 5 });
    const admins = await db.select().from(invitationCodes).where(eq(invitationCodes.role, "admin"));
    expect(admins).toHaveLength(1);
    // Revoking it does not make the next start print another one.
    await revokeInvitationCode(db, admins[0].id, "admin:owner@example.com");
    expect(await createFirstAdminCodeIfNone(db)).toBeNull();
  });

  it("holds the IP limit under 20 concurrent wrong guesses: exactly 5 'Invalid invitation code'", async () => {
    const db = await useDatabase(backend);
    const limits: VerifyLimits = { ipLimit: 5, emailLimit: 1000 };
    const attacker = "198.51.100.77";
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => verify(db, generateCode(), `burst${i}@example.com`, limits, attacker)));
    expect(answers.filter((a) => a.message === messages.verifyInvalid)).toHaveLength(5);
    const limited = answers.filter((a) => !a.ok && a.kind === "rate_limited");
    expect(limited).toHaveLength(15);
    for (const a of limited) expect(a.message).toMatch(/^Too many attempts, try again in (1[0-5]|[1-9]) minutes?$/);
    const hits = await verifyHitsFrom(db, attacker);
    expect(hits).toHaveLength(5);
    const outcomes = (await db.select().from(auditLog).where(eq(auditLog.action, "gate.verify"))).map((a) => a.outcome).sort();
    expect(outcomes).toEqual([...Array(5).fill("invalid"), ...Array(15).fill("rate_limited")]);
  });

  it("holds the e-mail limit under 20 concurrent wrong guesses from 20 addresses: past it, one try per address", async () => {
    const db = await useDatabase(backend);
    const limits: VerifyLimits = { ipLimit: 1000, emailLimit: 10 };
    const round = () => Promise.all(Array.from({ length: 20 }, (_, i) => verify(db, generateCode(), "Target@Example.com", limits, `203.0.113.${100 + i}`)));
    expect((await round()).filter((a) => !a.ok && a.kind === "invalid")).toHaveLength(20);
    expect((await round()).filter((a) => !a.ok && a.kind === "rate_limited")).toHaveLength(20);
    expect(await db.select().from(auditLog).where(eq(auditLog.action, "gate.guessing"))).toHaveLength(1);
  });

  it("never refuses a correct code for failures someone else sent with the same e-mail, the owner's included", async () => {
    const db = await useDatabase(backend);
    const limits: VerifyLimits = { ipLimit: 5, emailLimit: 10 };
    const victim = await createInvitationCode(db, { role: "client", email: "victim@example.com" });
    const owner = await ensureBootstrapAdminCode(db, "GTE-OWNR-LOCK");
    for (const email of ["victim@example.com", "owner@gatewaytech.example"]) {
      for (let i = 0; i < 10; i++) await verify(db, generateCode(), email, limits, i < 5 ? "198.51.100.201" : "198.51.100.202");
    }
    expect((await verify(db, victim.code, "victim@example.com", limits, "192.0.2.77")).ok).toBe(true);
    expect(owner).not.toBeNull();
    expect(await verify(db, "GTE-OWNR-LOCK", "owner@gatewaytech.example", limits, "192.0.2.78")).toMatchObject({ ok: true, role: "admin" });
  });

  it("counts and audits odd e-mails sent through the form: emoji past the length limit, a NUL", async () => {
    const db = await useDatabase(backend);
    const from = "198.51.100.91";
    requestIp.ip = from;
    jar.store.clear();
    for (const email of [`a${"😀".repeat(300)}@example.com`, "dana\u0000@example.com"]) {
      expect(await verifyCode(formData({ code: "GTE-AAAA-BBBB", email }))).toMatchObject({ status: "error", fieldErrors: { email: verifyEmailMessage } });
    }
    const entries = await db.select().from(auditLog).where(eq(auditLog.action, "gate.verify"));
    expect(entries.map((e) => [e.outcome, (e.detail as { reason?: string }).reason])).toEqual([
      ["invalid", "malformed email"],
      ["invalid", "malformed email"],
    ]);
    expect(await verifyHitsFrom(db, from)).toHaveLength(2);
  });

  it("past an e-mail's limit, a network its owner verified from before keeps its tries: a typo, then the right code", async () => {
    const db = await useDatabase(backend);
    const limits: VerifyLimits = { ipLimit: 5, emailLimit: 10 };
    const email = "owner@gatewaytech.example";
    await ensureBootstrapAdminCode(db, "GTE-OWNR-HOME");
    const office = "192.0.2.90";
    expect(await verify(db, "GTE-OWNR-HOME", email, limits, office)).toMatchObject({ ok: true, role: "admin" });
    for (let i = 0; i < 10; i++) await verify(db, generateCode(), email, limits, i < 5 ? "198.51.100.211" : "198.51.100.212");
    expect(await verify(db, "GTE-OWNR-HOEM", email, limits, office)).toMatchObject({ kind: "invalid" });
    expect(await verify(db, "GTE-OWNR-HOME", email, limits, office)).toMatchObject({ ok: true, role: "admin" });
    // Any other network still gets one try in the hour.
    expect(await verify(db, generateCode(), email, limits, "198.51.100.213")).toMatchObject({ kind: "invalid" });
    expect(await verify(db, "GTE-OWNR-HOME", email, limits, "198.51.100.213")).toMatchObject({ kind: "rate_limited" });
  });

  it("audits and counts malformed input the form sends: an over-long code is just an invalid code, a bad address a field error", async () => {
    const db = await useDatabase(backend);
    const from = "198.51.100.90";
    requestIp.ip = from;
    jar.store.clear();
    const wrong = await verifyCode(formData({ code: "GTE-AAAA-BBBB", email: "a@example.com" }));
    const long = await verifyCode(formData({ code: "X".repeat(5000), email: "a@example.com" }));
    // Same answer as any wrong code: nothing tells a malformed code apart.
    expect(long).toEqual({ ...wrong, values: { code: "X".repeat(5000), email: "a@example.com" } });
    expect(wrong).toEqual({ status: "error", message: messages.verifyInvalid, values: { code: "GTE-AAAA-BBBB", email: "a@example.com" } });

    const badEmail = await verifyCode(formData({ code: "GTE-AAAA-BBBB", email: "not-an-address" }));
    expect(badEmail).toMatchObject({ status: "error", fieldErrors: { email: verifyEmailMessage } });
    const longEmail = await verifyCode(formData({ code: "GTE-AAAA-BBBB", email: `${"a".repeat(300)}@example.com` }));
    expect(longEmail).toMatchObject({ status: "error", fieldErrors: { email: verifyEmailMessage } });

    // Blank keeps the spec's message and is not counted.
    expect(await verifyCode(formData({ code: "  ", email: "a@example.com" }))).toMatchObject({ status: "error", message: messages.verifyBlank });

    const entries = await db.select().from(auditLog).where(eq(auditLog.action, "gate.verify"));
    expect(entries.map((e) => (e.detail as { reason?: string }).reason).sort()).toEqual([
      "blank",
      "malformed",
      "malformed email",
      "malformed email",
      "unknown",
    ]);
    expect(entries.every((e) => e.ip === from)).toBe(true);
    expect(JSON.stringify(entries)).not.toContain("X".repeat(100));
    expect(await verifyHitsFrom(db, from)).toHaveLength(4);

    // So the fifth failure, whatever its shape, is the last one before the limit.
    expect(await verifyCode(formData({ code: "Y".repeat(100), email: "b@example.com" }))).toMatchObject({ message: messages.verifyInvalid });
    const limited = await verifyCode(formData({ code: "GTE-AAAA-CCCC", email: "c@example.com" }));
    expect(limited.message).toMatch(/^Too many attempts, try again in/);
    expect(jar.store.size).toBe(0);
  });
});

describe("ADMIN_BOOTSTRAP_CODE in the environment", () => {
  afterAll(() => {
    delete process.env.ADMIN_BOOTSTRAP_CODE;
  });

  it("is refused at start when longer than the /verify form accepts, with a readable message", () => {
    const longest = "ABCDEFGHJK".repeat(7).slice(0, MAX_CODE_LENGTH);
    process.env.ADMIN_BOOTSTRAP_CODE = `${longest}X`;
    expect(() => env()).toThrow(/ADMIN_BOOTSTRAP_CODE: must be at most 64 characters, the longest code the \/verify form accepts/);
    process.env.ADMIN_BOOTSTRAP_CODE = ` ${longest} `;
    expect(env().ADMIN_BOOTSTRAP_CODE).toBe(longest);
  });

  it("is refused at start when it is guessable, naming the rule and not the value", () => {
    process.env.ADMIN_BOOTSTRAP_CODE = "GTE-ADMN-BOOT";
    expect(() => env()).toThrow(
      /^Invalid setting: ADMIN_BOOTSTRAP_CODE: must be at least 20 characters with at least 10 different ones[^;]*\(see \.env\.example\)$/,
    );
    expect(() => env()).not.toThrow(/GTE-ADMN-BOOT/);
  });
});
