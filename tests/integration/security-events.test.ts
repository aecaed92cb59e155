import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { lockingBackends, useDatabase } from "../support/db";
import type { Db } from "@/server/db/client";
import { logger } from "@/server/log";
import { verifyInvitation } from "@/server/gate/verify";
import { processSubmission } from "@/server/leads/pipeline";
import { homeContactLead } from "@/server/leads/contact";

// Refusals are security events (ASVS 16.3.3): one warn line each, naming the kind and the reason,
// never what was typed. (Console refusals: admin.test.ts; cross-site posts and dead session
// cookies, from a running server: tests/system/security-events.test.ts.)

const WRONG_CODE = "GTE-WXYZ-2345";
const EMAIL = "guesser@example.com";

describe.each(lockingBackends)("security events on %s", (backend) => {
  let db: Db;
  let warn: { mock: { calls: unknown[][] }; mockRestore(): void };
  const events = (kind: string) =>
    warn.mock.calls
      .map(([fields]) => fields as Record<string, unknown>)
      // Not the throttle's count of a past minute's held-back events: another file in this worker can leave one due.
      .filter((fields) => fields?.event === `security.${kind}` && !("suppressed" in fields));

  beforeEach(async () => {
    db = await useDatabase(backend);
    process.env.SECURITY_LOG_PER_MINUTE = "1000";
    warn = vi.spyOn(logger, "warn");
  });
  afterEach(() => {
    warn.mockRestore();
    delete process.env.SECURITY_LOG_PER_MINUTE;
    delete process.env.FORM_MIN_FILL_MS;
    delete process.env.FORM_RATE_LIMIT;
  });

  it("a refused invitation code is one event with its reason, and neither the code nor the e-mail", async () => {
    await verifyInvitation(db, { code: WRONG_CODE, email: EMAIL, ip: "198.51.100.4" }, { ipLimit: 5, emailLimit: 10 });
    const [event, ...more] = events("code-refused");
    expect(more).toEqual([]);
    expect(event).toMatchObject({ route: "/verify", reason: "unknown", client: expect.stringMatching(/^[\w-]{16}$/) });
    expect(JSON.stringify(event)).not.toMatch(new RegExp(`${WRONG_CODE}|${EMAIL}|198\\.51\\.100\\.4`));
  });

  it("a code attempt past the address's limit is a rate-limit event", async () => {
    const attempt = () => verifyInvitation(db, { code: WRONG_CODE, email: EMAIL, ip: "198.51.100.5" }, { ipLimit: 1, emailLimit: 10 });
    await attempt();
    expect((await attempt()).ok).toBe(false);
    expect(events("rate-limited")).toEqual([expect.objectContaining({ route: "/verify", reason: "ip limit" })]);
  });

  it("a form sent faster than a person types is a too-fast event", async () => {
    process.env.FORM_MIN_FILL_MS = "60000";
    const message = { name: "Dana Reyes", email: "dana@example.com", message: "A new site" };
    expect(await processSubmission(homeContactLead, message, { ip: "198.51.100.6", checkFillTime: true, startedAt: String(Date.now()) })).toEqual({
      kind: "too-fast",
    });
    expect(events("too-fast")).toEqual([expect.objectContaining({ form: homeContactLead.form })]);
  });

  it("a form with its hidden field filled in is a honeypot event, naming the form and not the address", async () => {
    const message = { name: "Dana Reyes", email: "dana@example.com", message: "A new site" };
    expect(await processSubmission(homeContactLead, message, { ip: "198.51.100.8", honeypot: "http://spam.example" })).toEqual({ kind: "spam" });
    const [event, ...more] = events("honeypot");
    expect(more).toEqual([]);
    expect(event).toMatchObject({ form: homeContactLead.form, client: expect.stringMatching(/^[\w-]{16}$/) });
    expect(JSON.stringify(event)).not.toContain("198.51.100.8");
  });

  it("a form past its address's limit is a rate-limit event", async () => {
    process.env.FORM_RATE_LIMIT = "1";
    const send = (i: number) =>
      processSubmission(homeContactLead, { name: "Dana Reyes", email: `dana${i}@example.com`, message: `Message ${i}` }, { ip: "198.51.100.7" });
    await send(1);
    expect((await send(2)).kind).toBe("limited");
    expect(events("rate-limited")).toEqual([expect.objectContaining({ form: homeContactLead.form, retryAfterSeconds: expect.any(Number) })]);
  });
});
