import fs from "node:fs";
import { chromium, type Browser, type BrowserContext } from "@playwright/test";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONSENT_COOKIE, CONSENT_POLICY_VERSION } from "@/lib/consent";
import { createCodeWithCli, freshPostgresDatabase, hasBuild, postJson, postgresUrl, smtpSink, startServer, waitFor, type RunningServer } from "./support";
import { adminSession } from "./admin-session";

/**
 * Two app servers on one PostgreSQL, as behind a load balancer: everything that must be shared
 * (sessions, rate limits, the mail queue) lives in the database, so either server can answer.
 */
const chromePath = [process.env.CHROME_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"].find((p) => p && fs.existsSync(p));

describe.skipIf(!hasBuild || !postgresUrl || !chromePath)("two app servers on one PostgreSQL", () => {
  let browser: Browser;
  let a: RunningServer;
  let b: RunningServer;
  let database: Awaited<ReturnType<typeof freshPostgresDatabase>>;
  let smtp: Awaited<ReturnType<typeof smtpSink>>;
  const adminCode = "GTE-MULT-SRV7-K4PX-W9RQ";

  beforeAll(async () => {
    database = await freshPostgresDatabase("gte_system_multi");
    smtp = await smtpSink();
    const env = {
      DATABASE_URL: database.url,
      ADMIN_BOOTSTRAP_CODE: adminCode,
      TRUST_PROXY: "1",
      MAIL_WORKER: "on",
      SMTP_URL: smtp.url,
      FORM_RATE_LIMIT: "1000",
    };
    // Migrated beforehand (npm run db:migrate); the servers start one after the other, as a rolling release starts them.
    a = await startServer(env);
    b = await startServer(env);
    browser = await chromium.launch({
      executablePath: chromePath,
      args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
    });
  });
  afterAll(async () => {
    await browser?.close();
    await Promise.all([a?.stop(), b?.stop()]);
    await smtp?.close();
    await database?.drop();
  });

  /** Fills /verify on one server in a browser without JavaScript (a plain form post); returns the page's text. */
  async function submitVerify(server: RunningServer, context: BrowserContext, code: string, email: string): Promise<string> {
    const page = await context.newPage();
    await page.goto(`${server.url}/verify`);
    await page.getByRole("textbox", { name: "Invitation code", exact: true }).fill(code);
    await page.getByRole("textbox", { name: "Email address", exact: true }).fill(email);
    await page.getByRole("button", { name: "Verify Code" }).click();
    await page.waitForLoadState("load");
    await page
      .getByText(/Administrator access granted|Successfully verified|Invalid invitation code|Too many attempts/)
      .first()
      .waitFor();
    const text = (await page.locator("main").textContent()) ?? "";
    await page.close();
    return text;
  }

  /** A browser with a stored cookie choice (cookies ignore ports, so it holds for both servers). */
  async function newBrowserContext(ip: string, javaScriptEnabled = false): Promise<BrowserContext> {
    const context = await browser.newContext({ javaScriptEnabled, extraHTTPHeaders: { "x-forwarded-for": ip } });
    const value = encodeURIComponent(`v:${CONSENT_POLICY_VERSION}|a:0|m:0|f:0|t:${new Date().toISOString()}`);
    await context.addCookies([{ name: CONSENT_COOKIE, value, url: a.url }]);
    return context;
  }

  const cookieHeader = async (context: BrowserContext) => (await context.cookies()).map((c) => `${c.name}=${c.value}`).join("; ");
  const adminStatus = async (server: RunningServer, cookie: string) => (await fetch(`${server.url}/admin`, { headers: { cookie } })).status;

  it("a session made on one server is honoured by the other, and logout on either ends it on both", async () => {
    // JavaScript on: the header's Logout button is part of the page's request-time content.
    const context = await newBrowserContext("10.88.0.1", true);
    try {
      const admin = await adminSession(a.url, adminCode, "owner@gatewaytech.example", { "x-forwarded-for": "10.88.0.1" });
      await context.addCookies([{ name: "gte_session", value: admin.token, url: a.url }]);
      const cookie = await cookieHeader(context);
      expect(cookie).toContain("gte_session=");
      expect(await adminStatus(a, cookie)).toBe(200);
      expect(await adminStatus(b, cookie)).toBe(200);

      // The session cookie is host-only, and both servers are 127.0.0.1: the browser sends it to B.
      const page = await context.newPage();
      await page.goto(`${b.url}/`);
      await page.getByRole("button", { name: "Logout" }).first().click();
      await page.getByRole("button", { name: "Logout" }).first().waitFor({ state: "detached" });
      expect(await adminStatus(a, cookie)).toBe(404);
      expect(await adminStatus(b, cookie)).toBe(404);
    } finally {
      await context.close();
    }
  });

  it("failed verifications from one address add up across the servers", async () => {
    const context = await newBrowserContext("10.88.1.1");
    const answers: string[] = [];
    try {
      for (let i = 0; i < 7; i++) {
        const text = await submitVerify(i % 2 === 0 ? a : b, context, `GTE-ZZZZ-ZZ${i}Z`, `guess.${i}@example.com`);
        answers.push(text.includes("Too many attempts") ? "limited" : text.includes("Invalid invitation code") ? "invalid" : "other");
      }
    } finally {
      await context.close();
    }
    // VERIFY_IP_LIMIT is 5 per 15 minutes: five answers, then the limit, whichever server is asked.
    expect(answers).toEqual(["invalid", "invalid", "invalid", "invalid", "invalid", "limited", "limited"]);
  });

  it("a code made with the CLI lets a visitor in on the other", async () => {
    const code = await createCodeWithCli({ DATABASE_URL: database.url });
    const context = await newBrowserContext("10.88.3.1");
    try {
      expect(await submitVerify(b, context, code, "client.two@example.com")).toContain("Successfully verified!");
      // /equity-partnership is rendered for its visitor: the locked panel for a stranger, the application for a client.
      const html = await (await fetch(`${a.url}/equity-partnership`, { headers: { cookie: await cookieHeader(context) } })).text();
      expect(html).not.toContain("Exclusive Access Required");
    } finally {
      await context.close();
    }
  });

  it("each e-mail goes out exactly once while both servers' mail workers run", async () => {
    const run = Date.now().toString(36);
    const n = 30;
    await Promise.all(
      Array.from({ length: n }, (_, i) =>
        postJson(
          i % 2 ? a.url : b.url,
          "/api/forms/contact",
          { name: `Mail ${i}`, email: `mail.${run}.${i}@example.com`, message: `Run ${run}, message ${i}: a quote please.` },
          { "x-forwarded-for": `10.88.2.${i}` },
        ).then((r) => expect(r.status).toBe(201)),
      ),
    );
    // Each submission queues two e-mails: the notification to the agency and the visitor's acknowledgement.
    const acknowledgements = () => smtp.received.filter((m) => m.to.some((t) => t.startsWith(`mail.${run}.`)));
    await waitFor("every acknowledgement delivered", () => acknowledgements().length >= n, 60_000);
    await new Promise((r) => setTimeout(r, 3000)); // a late duplicate would arrive by now
    const perRecipient = new Map<string, number>();
    for (const m of acknowledgements()) for (const t of m.to) perRecipient.set(t, (perRecipient.get(t) ?? 0) + 1);
    expect(perRecipient.size).toBe(n);
    expect([...perRecipient.values()].every((c) => c === 1)).toBe(true);
    const notifications = smtp.received.filter((m) => m.raw.includes(`Run ${run}, message`) && !m.to.some((t) => t.startsWith(`mail.${run}.`)));
    expect(notifications.length).toBe(n);
  });
});
