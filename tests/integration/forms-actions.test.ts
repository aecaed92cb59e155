/**
 * The public forms' Astro actions (src/actions/forms.ts), called as Astro calls them for a posted
 * form (tests/support/actions.ts): the client address from the request, `verified` from the
 * middleware's viewer.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { useDatabase } from "../support/db";
import type { Db } from "@/server/db/client";
import { contactSubmissions, partnershipApplications } from "@/server/db/schema";
import { sql } from "drizzle-orm";
import type { FormState } from "@/lib/forms";
import { formCopy } from "@/content/forms";
import { messages } from "@/content/messages";
import { ANONYMOUS, type Viewer } from "@/server/gate/visitor";
import { server } from "@/actions";
import { actionContext, callAction } from "../support/actions";
import { logger, serializeError } from "@/server/log";

const CLIENT: Viewer = { verified: true, admin: false, email: "client@example.com", sessionId: 1, codeId: 7, role: "client", verifiedAt: new Date() };
let viewer: Viewer = ANONYMOUS;

/** A form's action, posted by the current viewer. */
function submit(form: "homeContact" | "contactPage" | "partnership", data: FormData) {
  return callAction<FormState>(server[form], data, actionContext({ viewer, ip: "203.0.113.50" }));
}

function formData(values: Record<string, string>) {
  const fd = new FormData();
  for (const [k, v] of Object.entries(values)) fd.set(k, v);
  return fd;
}

describe("form actions", () => {
  let db: Db;
  beforeAll(async () => {
    process.env.FORM_MIN_FILL_MS = "1000";
    db = await useDatabase();
  });
  afterAll(async () => {
    delete process.env.FORM_MIN_FILL_MS;
  });

  it("the partnership action refuses a caller without a verified session, whatever the form says", async () => {
    viewer = ANONYMOUS;
    const partner = await submit("partnership", formData({ businessName: "B", industry: "I", name: "N", email: "n@example.com", description: "d" }));
    expect(partner).toMatchObject({ status: "error", message: formCopy.verifyFirst });
    expect(await db.select().from(partnershipApplications)).toHaveLength(0);

    viewer = CLIENT;
    const ok = await submit("partnership", formData({ businessName: "B", industry: "I", name: "N", email: "n@example.com", description: "d" }));
    expect(ok).toMatchObject({ status: "success", message: formCopy.partnershipSuccess });
    viewer = ANONYMOUS;
  });

  it("the project inquiry takes anyone's message (DESIGN.md difference 10)", async () => {
    viewer = ANONYMOUS;
    const ok = await submit("contactPage", formData({ name: "X", email: "x@example.com", servicesInterested: "General Consultation", message: "m" }));
    expect(ok).toMatchObject({ status: "success", message: messages.contactPageSuccess });
    expect(await db.select().from(contactSubmissions)).toHaveLength(1);
  });

  it("the home action: field errors keep the values; too fast is refused; success has the spec's message", async () => {
    const bad = await submit("homeContact", formData({ name: "Dana", email: "nope", message: "" }));
    expect(bad).toMatchObject({
      status: "error",
      fieldErrors: { email: expect.any(String), message: expect.any(String) },
      values: { name: "Dana", email: "nope" },
    });
    const fast = await submit("homeContact", formData({ name: "Dana", email: "d@example.com", message: "m", form_started: String(Date.now()) }));
    expect(fast).toMatchObject({ status: "error", message: formCopy.tooFast });
    const good = await submit(
      "homeContact",
      formData({ name: "Dana", email: "d@example.com", message: "m", form_started: String(Date.now() - 5000), form_key: "abcdef0123456789" }),
    );
    expect(good).toMatchObject({ status: "success", message: messages.homeContactSuccess });
    expect(good.submittedAt).toBeGreaterThan(0);
  });

  it("a bot that fills the honeypot gets the success message even with bad input; nothing is stored", async () => {
    const before = (await db.select().from(contactSubmissions)).length;
    const out = await submit("homeContact", formData({ name: "", email: "nope", message: "", website_url: "http://spam.example" }));
    expect(out).toMatchObject({ status: "success", message: messages.homeContactSuccess });
    expect(out.fieldErrors).toBeUndefined();
    expect(await db.select().from(contactSubmissions)).toHaveLength(before);
  });

  it("an unexpected fault answers with the spec's failure message and keeps the values; nothing is stored", async () => {
    await db.execute(sql`ALTER TABLE outbox ADD CONSTRAINT test_refuse_action CHECK (to_address <> 'fault@example.com')`);
    try {
      const before = (await db.select().from(contactSubmissions)).length;
      const out = await submit("homeContact", formData({ name: "Dana", email: "fault@example.com", message: "m", form_key: "fault-key-0001" }));
      expect(out).toMatchObject({ status: "error", message: messages.homeContactFailure, values: { name: "Dana" } });
      expect(await db.select().from(contactSubmissions)).toHaveLength(before);
    } finally {
      await db.execute(sql`ALTER TABLE outbox DROP CONSTRAINT test_refuse_action`);
    }
  });

  it("an unexpected fault is logged as an error: the form, the fault's class and SQLSTATE, none of the values", async () => {
    await db.execute(sql`ALTER TABLE outbox ADD CONSTRAINT test_refuse_logged CHECK (to_address <> 'logged-fault@example.com')`);
    const errors = vi.spyOn(logger, "error").mockImplementation((() => undefined) as never);
    try {
      await submit("homeContact", formData({ name: "Quillon Varga", email: "logged-fault@example.com", message: "m", form_key: "fault-key-0002" }));
      expect(errors).toHaveBeenCalledTimes(1);
      const [fields, message] = errors.mock.calls[0] as unknown as [{ err: unknown; form: string }, string];
      const logged = JSON.stringify({ ...fields, err: serializeError(fields.err), message });
      expect([fields.form, message, serializeError(fields.err).sqlstate]).toEqual(["contact", "form action failed", "23514"]);
      expect(logged).not.toMatch(/Quillon|logged-fault@example\.com/);
    } finally {
      errors.mockRestore();
      await db.execute(sql`ALTER TABLE outbox DROP CONSTRAINT test_refuse_logged`);
    }
  });
});
