import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { useDatabase } from "../support/db";
import type { Db } from "@/server/db/client";
import { contactSubmissions, partnershipApplications } from "@/server/db/schema";
import { sql } from "drizzle-orm";
import { idleState } from "@/lib/forms";
import { formCopy } from "@/content/forms";
import { messages } from "@/content/messages";

const viewer = vi.hoisted(() => ({ current: { verified: false, admin: false } as Record<string, unknown> }));
vi.mock("@/server/gate/viewer", () => ({ getViewer: async () => viewer.current }));
vi.mock("@/server/request-ip", () => ({ clientIp: async () => "203.0.113.50", ipFromHeaders: () => "203.0.113.50" }));

const { submitContactPage, submitHomeContact } = await import("@/server/leads/contact-actions");
const { submitPartnership } = await import("@/server/leads/partnership-actions");

function formData(values: Record<string, string>) {
  const fd = new FormData();
  for (const [k, v] of Object.entries(values)) fd.set(k, v);
  return fd;
}

describe("form server actions", () => {
  let db: Db;
  beforeAll(async () => {
    process.env.FORM_MIN_FILL_MS = "1000";
    db = await useDatabase();
  });
  afterAll(async () => {
    delete process.env.FORM_MIN_FILL_MS;
  });

  it("the gated actions refuse a caller without a verified session, whatever the form says", async () => {
    viewer.current = { verified: false, admin: false };
    const contact = await submitContactPage(idleState, formData({ name: "X", email: "x@example.com", servicesInterested: "General Consultation", message: "m" }));
    expect(contact).toMatchObject({ status: "error", message: formCopy.verifyFirst });
    const partner = await submitPartnership(idleState, formData({ businessName: "B", industry: "I", name: "N", email: "n@example.com", description: "d" }));
    expect(partner.status).toBe("error");
    expect(await db.select().from(contactSubmissions)).toHaveLength(0);
    expect(await db.select().from(partnershipApplications)).toHaveLength(0);

    viewer.current = { verified: true, admin: false, email: "client@example.com", sessionId: 1, role: "client" };
    const ok = await submitContactPage(idleState, formData({ name: "X", email: "x@example.com", servicesInterested: "General Consultation", message: "m" }));
    expect(ok).toMatchObject({ status: "success", message: messages.contactPageSuccess });
  });

  it("the home action: field errors keep the values; too fast is refused; success has the spec's message", async () => {
    const bad = await submitHomeContact(idleState, formData({ name: "Dana", email: "nope", message: "" }));
    expect(bad).toMatchObject({ status: "error", fieldErrors: { email: expect.any(String), message: expect.any(String) }, values: { name: "Dana", email: "nope" } });
    const fast = await submitHomeContact(idleState, formData({ name: "Dana", email: "d@example.com", message: "m", form_started: String(Date.now()) }));
    expect(fast).toMatchObject({ status: "error", message: formCopy.tooFast });
    const good = await submitHomeContact(idleState, formData({ name: "Dana", email: "d@example.com", message: "m", form_started: String(Date.now() - 5000), form_key: "abcdef0123456789" }));
    expect(good).toMatchObject({ status: "success", message: messages.homeContactSuccess });
    expect(good.submittedAt).toBeGreaterThan(0);
  });

  it("a bot that fills the honeypot gets the success message even with bad input; nothing is stored", async () => {
    const before = (await db.select().from(contactSubmissions)).length;
    const out = await submitHomeContact(idleState, formData({ name: "", email: "nope", message: "", website_url: "http://spam.example" }));
    expect(out).toMatchObject({ status: "success", message: messages.homeContactSuccess });
    expect(out.fieldErrors).toBeUndefined();
    expect(await db.select().from(contactSubmissions)).toHaveLength(before);
  });

  it("an unexpected fault answers with the spec's failure message and keeps the values; nothing is stored", async () => {
    await db.execute(sql`ALTER TABLE outbox ADD CONSTRAINT test_refuse_action CHECK (to_address <> 'fault@example.com')`);
    try {
      const before = (await db.select().from(contactSubmissions)).length;
      const out = await submitHomeContact(idleState, formData({ name: "Dana", email: "fault@example.com", message: "m", form_key: "fault-key-0001" }));
      expect(out).toMatchObject({ status: "error", message: messages.homeContactFailure, values: { name: "Dana" } });
      expect(await db.select().from(contactSubmissions)).toHaveLength(before);
    } finally {
      await db.execute(sql`ALTER TABLE outbox DROP CONSTRAINT test_refuse_action`);
    }
  });
});
