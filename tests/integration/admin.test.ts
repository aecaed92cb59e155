/**
 * The admin console's server side: access-request approval and rejection, the console's
 * operations (src/server/admin/operations) and the role check on every console
 * action.
 *
 * Role checks: every console action in src/actions/admin.ts asks adminAccess() for the request's
 * admin before it reads the form, and throws ActionError NOT_FOUND for anyone else. Each action is
 * called as Astro calls it for a posted form (tests/support/actions.ts), as an anonymous visitor,
 * a client session and an admin session.
 */
import { describe, expect, it, vi } from "vitest";
import { count, eq, sql } from "drizzle-orm";
import { lockingBackends, useDatabase } from "../support/db";
import type { Db } from "@/server/db/client";
import { accessRequests, auditLog, blogPosts, contactSubmissions, invitationCodes, leadNotes, outbox, verifiedSessions } from "@/server/db/schema";
import { ANONYMOUS, type Viewer } from "@/server/gate/visitor";
import { CODE_PATTERN } from "../support/invitation-code";
import { verifyInvitation } from "@/server/gate/verify";
import { fieldErrorsOf, formValues } from "@/lib/forms";
import { ActionError } from "astro:actions";
import { admin as consoleActions } from "@/actions/admin";
import { actionContext, callAction } from "../support/actions";
import { confirmSession } from "../support/admin-sign-in";
import { POST_BODY_MAX_BYTES } from "@/lib/post-body-limit";
import { sha256 } from "@/server/crypto";
import { findLiveSession } from "@/server/gate/session";
import { adminAccess, type AdminContext } from "@/server/admin/access";
import { createCode, revokeCode } from "@/server/admin/operations/codes";
import { approve } from "@/server/admin/operations/leads";
import { retryMail } from "@/server/admin/operations/mail";
import { approveAccessRequest, rejectAccessRequest, APPROVAL_CODE_DAYS } from "@/server/admin/approval";
import { listActiveSessions } from "@/server/admin/sessions";
import { getOverview } from "@/server/admin/overview";
import { listParkedMail } from "@/server/admin/outbox";
import { blogPostSchema } from "@/server/admin/schemas";
import { logger } from "@/server/log";

/** What an action or page gets from Astro for one request: the middleware's viewer and the request, its client address in CLIENT_IP_HEADER. */
const requestContext = (viewer: Viewer, ip = "192.0.2.10") => actionContext({ viewer, ip });

/** The admin context the console's operations get, through the same check the actions and pages run. */
async function adminOf(viewer: Viewer, ip?: string): Promise<AdminContext> {
  const admin = await adminAccess(requestContext(viewer, ip));
  if (!admin) throw new Error("not an admin");
  return admin;
}

const ADMIN: Viewer = { verified: true, admin: true, role: "admin", email: "owner@gatewaytech.example", sessionId: 1, codeId: 7, verifiedAt: new Date() };
const CLIENT: Viewer = { verified: true, admin: false, role: "client", email: "client@example.com", sessionId: 2, codeId: 7, verifiedAt: new Date() };
const roomy = { ipLimit: 1000, emailLimit: 1000 };

async function newRequest(db: Db, email = "dana@peachtreedental.example") {
  const [row] = await db
    .insert(accessRequests)
    .values({ name: "Dana Whitfield", email, company: "Peachtree Dental", businessDescription: "A two-chair dental practice in Midtown." })
    .returning();
  return row;
}

async function tally(db: Db) {
  const [a] = await db.select({ n: count() }).from(auditLog);
  const [c] = await db.select({ n: count() }).from(invitationCodes);
  const [o] = await db.select({ n: count() }).from(outbox);
  const [s] = await db
    .select({ n: count() })
    .from(verifiedSessions)
    .where(sql`${verifiedSessions.revokedAt} is null`);
  const [b] = await db.select({ n: count() }).from(blogPosts);
  const reqs = await db.select({ id: accessRequests.id, status: accessRequests.status }).from(accessRequests).orderBy(accessRequests.id);
  const contacts = await db.select({ id: contactSubmissions.id, stage: contactSubmissions.stage }).from(contactSubmissions).orderBy(contactSubmissions.id);
  const [n] = await db.select({ n: count() }).from(leadNotes);
  return { audit: a.n, codes: c.n, outbox: o.n, liveSessions: s.n, posts: b.n, reqs, contacts, notes: n.n };
}

describe.each(lockingBackends)("admin console on %s", (backend) => {
  let db: Db;

  it("approval issues a single-use code bound to the requester's e-mail and queues it, in one transaction", async () => {
    db = await useDatabase(backend);
    const req = await newRequest(db);
    const before = Date.now();
    const result = await approveAccessRequest(db, req.id, { actor: "admin:owner@gatewaytech.example", ip: "203.0.113.9" });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.code).toMatch(CODE_PATTERN);

    const [code] = await db.select().from(invitationCodes).where(eq(invitationCodes.id, result.codeId!));
    expect(code).toMatchObject({ role: "client", email: req.email, maxUses: 1, useCount: 0, revokedAt: null, createdBy: "admin:owner@gatewaytech.example" });
    const days = (code.expiresAt!.getTime() - before) / 86_400_000;
    expect(days).toBeGreaterThan(APPROVAL_CODE_DAYS - 0.01);
    expect(days).toBeLessThan(APPROVAL_CODE_DAYS + 0.01);
    // Only the hash is stored, never the code.
    const dump = JSON.stringify(await db.select().from(invitationCodes));
    expect(dump).not.toContain(result.code!);

    const [stored] = await db.select().from(accessRequests).where(eq(accessRequests.id, req.id));
    expect(stored).toMatchObject({ status: "approved", invitationCodeId: code.id, decidedBy: "admin:owner@gatewaytech.example" });
    expect(stored.decidedAt).toBeInstanceOf(Date);

    const mails = await db.select().from(outbox);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ kind: "access-approved", toAddress: req.email });
    // The stored body names the code by placeholder; the code itself is sealed until sending.
    expect(JSON.stringify(mails[0])).not.toContain(result.code!);
    expect(mails[0].textBody).toContain("Your invitation code: [[code]]");
    expect(mails[0].sealed).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(mails[0].textBody).toMatch(/https?:\/\/[^\s]+\/verify/);

    const entries = await db.select().from(auditLog).where(eq(auditLog.action, "access-request.approve"));
    expect(entries).toHaveLength(1);
    expect(JSON.stringify(entries[0])).not.toContain(result.code!);

    // Bound to the e-mail: another address is refused; the requester gets in, and again after
    // signing out or on a second device, as long as the code lasts (decision 0065).
    expect((await verifyInvitation(db, { code: result.code!, email: "someone@else.example", ip: "192.0.2.1" }, roomy)).ok).toBe(false);
    expect((await verifyInvitation(db, { code: result.code!, email: req.email, ip: "192.0.2.2" }, roomy)).ok).toBe(true);
    expect((await verifyInvitation(db, { code: result.code!, email: req.email, ip: "192.0.2.3" }, roomy)).ok).toBe(true);

    // A second decision on the same request changes nothing.
    const again = await approveAccessRequest(db, req.id, { actor: "admin:other@gatewaytech.example" });
    expect(again).toEqual({ ok: false, reason: "already-decided" });
    expect(await approveAccessRequest(db, 999_999, { actor: "admin:x" })).toEqual({ ok: false, reason: "not-found" });
    const [{ n }] = await db.select({ n: count() }).from(invitationCodes);
    expect(n).toBe(1);
    expect(await db.select().from(outbox)).toHaveLength(1);
  });

  it("stores nothing when the e-mail cannot be queued", async () => {
    db = await useDatabase(backend);
    const req = await newRequest(db);
    await db.execute(
      sql.raw(`CREATE OR REPLACE FUNCTION admin_test_fail() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'outbox down'; END $$`),
    );
    await db.execute(sql.raw(`CREATE TRIGGER admin_test_fail BEFORE INSERT ON outbox FOR EACH ROW EXECUTE FUNCTION admin_test_fail()`));
    try {
      await expect(approveAccessRequest(db, req.id, { actor: "admin:owner@gatewaytech.example" })).rejects.toThrow();
    } finally {
      await db.execute(sql.raw(`DROP TRIGGER admin_test_fail ON outbox`));
      await db.execute(sql.raw(`DROP FUNCTION admin_test_fail()`));
    }
    const [stored] = await db.select().from(accessRequests).where(eq(accessRequests.id, req.id));
    expect(stored).toMatchObject({ status: "pending", invitationCodeId: null, decidedAt: null });
    expect(await db.select().from(invitationCodes)).toHaveLength(0);
    expect(await db.select().from(auditLog)).toHaveLength(0);
    // And it can be approved once the outbox works again.
    expect((await approveAccessRequest(db, req.id, { actor: "admin:owner@gatewaytech.example" })).ok).toBe(true);
  });

  it("rejection sends the polite note only when asked", async () => {
    db = await useDatabase(backend);
    const quiet = await newRequest(db, "quiet@example.com");
    const told = await newRequest(db, "told@example.com");
    expect((await rejectAccessRequest(db, quiet.id, { actor: "admin:a", notify: false })).ok).toBe(true);
    expect((await rejectAccessRequest(db, told.id, { actor: "admin:a", notify: true })).ok).toBe(true);
    const mails = await db.select().from(outbox);
    expect(mails.map((m) => [m.kind, m.toAddress])).toEqual([["access-rejected", "told@example.com"]]);
    expect(await db.select().from(invitationCodes)).toHaveLength(0);
    const statuses = await db.select({ s: accessRequests.status }).from(accessRequests);
    expect(statuses.map((r) => r.s)).toEqual(["rejected", "rejected"]);
    expect(await rejectAccessRequest(db, told.id, { actor: "admin:a", notify: true })).toEqual({ ok: false, reason: "already-decided" });
    expect(await db.select().from(auditLog).where(eq(auditLog.action, "access-request.reject"))).toHaveLength(2);
  });

  it("refuses every console action to anonymous visitors and client sessions, changing nothing", async () => {
    db = await useDatabase(backend);
    const req = await newRequest(db);
    await db.insert(contactSubmissions).values({ name: "Lee", email: "lee@example.com", message: "Hello", source: "home" });
    const [post] = await db
      .insert(blogPosts)
      .values({ title: "Kept", slug: "kept", excerpt: "x", author: "Team", category: "Web Design", content: "<p>x</p>", published: true })
      .returning();
    const [code] = await db.insert(invitationCodes).values({ codeHash: "h", role: "client" }).returning();
    const [session] = await db
      .insert(verifiedSessions)
      .values({ tokenHash: "t", email: "client@example.com", role: "client", invitationCodeId: code.id, expiresAt: new Date(Date.now() + 86_400_000) })
      .returning();

    const form = (values: Record<string, string>) => {
      const fd = new FormData();
      for (const [k, v] of Object.entries(values)) fd.set(k, v);
      return fd;
    };
    // Every console action with a form that would succeed for an admin.
    const fds: Record<string, FormData> = {
      setStage: form({ id: "1", inbox: "contact-submissions", stage: "won", valueDollars: "5000" }),
      addNote: form({ id: "1", inbox: "contact-submissions", body: "Called back." }),
      reply: form({ id: "1", inbox: "contact-submissions", subject: "Re: your message", replyBody: "Thanks." }),
      previewErasure: form({ email: "someone@example.com" }),
      erasePerson: form({ email: "someone@example.com" }),
      approve: form({ id: String(req.id) }),
      reject: form({ id: String(req.id), notify: "on" }),
      createCode: form({ role: "admin", maxUses: "5", expiresDays: "30", label: "sneaky" }),
      revokeCode: form({ id: String(code.id) }),
      revokeSession: form({ id: String(session.id) }),
      saveBlogPost: form({
        intent: "save",
        title: "Injected",
        excerpt: "x",
        author: "x",
        category: "Web Design",
        publishedDate: "2025-01-15",
        published: "on",
        format: "html",
        body: "<p>x</p>",
      }),
      deleteBlogPost: form({ id: String(post.id) }),
      previewPost: form({ title: "Injected", format: "html", body: "<p>x</p>" }),
      retryMail: form({}),
      removePasskey: form({ id: "1" }),
      endOtherSessions: form({}),
      confirmCode: form({ code: "GTE-ABCD-EFGH", do: "revokeSession", id: String(session.id) }),
    };
    // The console actions that take JSON (a passkey ceremony's answer): a well-formed body.
    const answer = { id: "AA", rawId: "AA", type: "public-key", response: { clientDataJSON: "AA" } };
    const bodies: Record<string, object> = { addPasskey: { answer }, confirmPasskey: { answer, do: "revokeSession", id: String(session.id) } };
    const attempts = Object.entries(consoleActions);
    // A test form for every console action, and no other.
    expect(attempts.map((a) => a[0]).sort()).toEqual([...Object.keys(fds), ...Object.keys(bodies)].sort());

    const before = await tally(db);
    // Every refusal is its own line (the minute's allowance is raised so both databases' runs are counted).
    process.env.SECURITY_LOG_PER_MINUTE = "1000";
    const warn = vi.spyOn(logger, "warn");
    for (const viewer of [ANONYMOUS, CLIENT]) {
      for (const [name, action] of attempts) {
        const outcome = await callAction(action, fds[name] ?? bodies[name]!, requestContext(viewer)).then(
          (value) => ({ value }),
          (error: unknown) => ({ error }),
        );
        const as = `${name} as ${viewer.verified ? "client" : "anonymous"}`;
        expect("error" in outcome ? outcome.error : outcome, as).toBeInstanceOf(ActionError);
        expect("error" in outcome && (outcome.error as { code?: string }).code, as).toBe("NOT_FOUND");
      }
    }
    expect(await tally(db)).toEqual(before);
    // Nothing was done, so the audit log is untouched; the refusals are security events in the log instead (ASVS 16.3.2).
    const refusals = warn.mock.calls.map(([fields]) => fields as Record<string, unknown>).filter((f) => f?.event === "security.console-refused");
    warn.mockRestore();
    delete process.env.SECURITY_LOG_PER_MINUTE;
    expect(refusals.map((f) => f.viewer)).toEqual([...attempts.map(() => "anonymous"), ...attempts.map(() => "client")]);
    expect(refusals[0]).toMatchObject({ route: "/_actions", method: "POST", client: expect.stringMatching(/^[A-Za-z0-9_-]{16}$/) });
    expect(refusals.at(-1)).toMatchObject({ sessionId: CLIENT.verified ? CLIENT.sessionId : -1 });

    // The same harness lets an admin through, so the refusals above are the role check at work.
    expect(await callAction(consoleActions.reject, fds.reject, requestContext(ADMIN))).toEqual({
      status: "success",
      data: { redirectTo: `/admin/inbox/access-requests/${req.id}?notice=rejected-notified` },
    });
    const [decided] = await db.select().from(accessRequests).where(eq(accessRequests.id, req.id));
    expect(decided).toMatchObject({ status: "rejected", decidedBy: "admin:owner@gatewaytech.example" });
    await callAction(consoleActions.createCode, fds.createCode, requestContext(ADMIN));
    const [sneaky] = await db.select().from(invitationCodes).where(eq(invitationCodes.label, "sneaky"));
    expect(sneaky).toMatchObject({ role: "admin", maxUses: 5, createdBy: "admin:owner@gatewaytech.example" });
    const after = await tally(db);
    expect(after.audit).toBeGreaterThan(before.audit);
  });

  it("records the admin's IP address, session and code when codes are created, revoked and issued by approval", async () => {
    db = await useDatabase(backend);
    const admin = await adminOf(ADMIN, "198.51.100.23");
    // The admin's session (1), which confirmed it is them a moment ago and answered yes: revoking a code ends sessions.
    const [own] = await db
      .insert(verifiedSessions)
      .values({ tokenHash: "own", email: "owner@gatewaytech.example", role: "admin", expiresAt: new Date(Date.now() + 3_600_000) })
      .returning();
    await confirmSession(db, own!.id);
    await createCode({ role: "client", maxUses: "2", expiresDays: "10", label: "Audited" }, admin);
    const [code] = await db.select().from(invitationCodes).where(eq(invitationCodes.label, "Audited"));
    expect(await revokeCode({ id: String(code.id), confirmed: "yes" }, admin)).toBe("/admin/codes?notice=revoked");
    const req = await newRequest(db);
    await approve({ id: String(req.id) }, admin);

    const entries = await db
      .select()
      .from(auditLog)
      .where(sql`${auditLog.action} in ('gate.code.create', 'gate.code.revoke')`)
      .orderBy(auditLog.id);
    // The typed e-mail alone does not say whose key it was: the session (1) and the code (7) behind it do (ASVS 16.2.1).
    expect(entries.map((e) => [e.action, e.actor, e.ip, e.sessionId, e.codeId])).toEqual([
      ["gate.code.create", "admin:owner@gatewaytech.example", "198.51.100.23", 1, 7],
      ["gate.code.revoke", "admin:owner@gatewaytech.example", "198.51.100.23", 1, 7],
      ["gate.code.create", "admin:owner@gatewaytech.example", "198.51.100.23", 1, 7],
    ]);
  });

  it("counts and lists live sessions the way the gate does: an idle admin session is over", async () => {
    db = await useDatabase(backend);
    const hour = 3_600_000;
    const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000);
    await db.insert(verifiedSessions).values([
      { tokenHash: "a1", email: "busy-admin@example.com", role: "admin", lastActivity: minutesAgo(5), expiresAt: new Date(Date.now() + hour) },
      { tokenHash: "a2", email: "idle-admin@example.com", role: "admin", lastActivity: minutesAgo(31), expiresAt: new Date(Date.now() + hour) },
      {
        tokenHash: "c1",
        email: "quiet-client@example.com",
        role: "client",
        lastActivity: minutesAgo(60 * 24 * 3),
        expiresAt: new Date(Date.now() + 20 * 24 * hour),
      },
      { tokenHash: "c2", email: "expired-client@example.com", role: "client", lastActivity: minutesAgo(5), expiresAt: new Date(Date.now() - 1000) },
      {
        tokenHash: "c3",
        email: "revoked-client@example.com",
        role: "client",
        lastActivity: minutesAgo(5),
        expiresAt: new Date(Date.now() + hour),
        revokedAt: new Date(),
      },
    ]);
    const listed = (await listActiveSessions(db)).map((s) => s.email).sort();
    expect(listed).toEqual(["busy-admin@example.com", "quiet-client@example.com"]);
    expect((await getOverview(db)).activeSessions).toBe(2);
    // The gate agrees: the idle admin's token no longer opens a session.
    const token = "x".repeat(43);
    await db
      .update(verifiedSessions)
      .set({ tokenHash: sha256(token) })
      .where(eq(verifiedSessions.tokenHash, "a2"));
    expect(await findLiveSession(db, token, { touch: false })).toBeNull();
  });

  it("retries parked e-mail from the console, one or all, audited, and never touches sent mail", async () => {
    db = await useDatabase(backend);
    const admin = await adminOf(ADMIN);
    const parked = (to: string) => ({
      kind: "contact-ack",
      toAddress: to,
      subject: "Hello",
      textBody: "x",
      attempts: 8,
      failedAt: new Date(),
      lastError: "550 no such user",
    });
    const [a, b] = await db
      .insert(outbox)
      .values([parked("a@example.com"), parked("b@example.com")])
      .returning();
    const [sent] = await db
      .insert(outbox)
      .values({ ...parked("sent@example.com"), failedAt: null, sentAt: new Date() })
      .returning();
    expect((await listParkedMail(db)).map((m) => m.toAddress).sort()).toEqual(["a@example.com", "b@example.com"]);
    expect((await getOverview(db)).outboxFailed).toBe(2);

    // The console's form as the action reads it (formValues of the post): an id, or none for all.
    const retry = (id?: number) => {
      const fd = new FormData();
      if (id !== undefined) fd.set("id", String(id));
      return retryMail(formValues(fd), admin);
    };
    expect(await retry(a.id)).toBe("/admin/mail?notice=mail-retried");
    const [requeued] = await db.select().from(outbox).where(eq(outbox.id, a.id));
    expect(requeued).toMatchObject({ failedAt: null, sentAt: null, lockedUntil: null });
    expect(requeued.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
    expect(await retry(a.id)).toBe("/admin/mail?notice=mail-gone");
    expect(await retry(sent.id)).toBe("/admin/mail?notice=mail-gone");
    expect(await retry()).toBe("/admin/mail?notice=mail-retried-all");
    expect((await db.select().from(outbox).where(eq(outbox.id, b.id)))[0].failedAt).toBeNull();
    expect((await db.select().from(outbox).where(eq(outbox.id, sent.id)))[0].sentAt).not.toBeNull();
    expect(await listParkedMail(db)).toEqual([]);

    const entries = await db.select().from(auditLog).where(eq(auditLog.action, "mail.retry")).orderBy(auditLog.id);
    expect(entries.map((e) => [e.outcome, e.target, e.actor])).toEqual([
      ["ok", `outbox:${a.id}`, "admin:owner@gatewaytech.example"],
      ["not-found", `outbox:${a.id}`, "admin:owner@gatewaytech.example"],
      ["not-found", `outbox:${sent.id}`, "admin:owner@gatewaytech.example"],
      ["ok", null, "admin:owner@gatewaytech.example"],
    ]);
    expect(entries[3].detail).toEqual({ ids: [b.id] });
  });

  it("limits the post body in bytes and keeps the blog's own addresses out of slugs", () => {
    const post = (over: Record<string, string>) => ({
      intent: "save",
      title: "A post",
      excerpt: "x",
      author: "Team",
      category: "Web Design",
      publishedDate: "2025-01-15",
      format: "html",
      body: "<p>x</p>",
      ...over,
    });
    expect(blogPostSchema.safeParse(post({ body: "a".repeat(POST_BODY_MAX_BYTES) })).success).toBe(true);
    // 60,000 characters, but 180,000 bytes: the old 200,000-character limit let this through to a failed upload.
    const wide = blogPostSchema.safeParse(post({ body: "€".repeat(60_000) }));
    expect(wide.success).toBe(false);
    expect(fieldErrorsOf(wide.error!).body).toMatch(/^The body is too long: 180,000 bytes, and a post can hold 150,000/);
    for (const slug of ["post-not-found", "rss.xml"]) {
      const r = blogPostSchema.safeParse(post({ slug }));
      expect(r.success, slug).toBe(false);
      expect(fieldErrorsOf(r.error!).slug, slug).toBeDefined();
    }
    const fromTitle = blogPostSchema.safeParse(post({ title: "Post not found" }));
    expect(fieldErrorsOf(fromTitle.error!).slug).toBe("/blog/post-not-found is an address the blog itself uses. Please choose another slug.");
    expect(blogPostSchema.safeParse(post({ slug: "post-not-found-guide" })).success).toBe(true);
  });
});
