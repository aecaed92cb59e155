import fs from "node:fs";
import path from "node:path";
import { expect, request } from "@playwright/test";

/**
 * The e-mails the site sent during the run, as tests/e2e/support/smtp-sink.mjs stored them (one
 * JSON file per message in E2E_SMTP_DIR). The server delivers through that sink when the run
 * gives it SMTP_URL (Playwright passes E2E_SMTP_URL on), e.g. from scripts/test-all.mjs:
 *
 *   SMTP_SINK_DIR=$dir SMTP_SINK_PORT=2526 node tests/e2e/support/smtp-sink.mjs &
 *   E2E_SMTP_URL=smtp://127.0.0.1:2526 E2E_SMTP_DIR=$dir npx playwright test
 */
export type SunkMail = {
  id: string;
  receivedAt: string;
  envelope: { from: string | null; to: string[] };
  from: string | null;
  to: string | null;
  replyTo: string | null;
  subject: string | null;
  headers: Record<string, string>;
  text: string | null;
  html: string | null;
};

/** The sink's directory, or null when this run has no SMTP sink. */
export function mailDir(): string | null {
  return process.env.E2E_SMTP_DIR || null;
}

/**
 * Whether the run reads real e-mail. Under CI it must: a CI run without the sink fails here
 * rather than quietly testing less (the lead pipeline's e-mail would go unchecked).
 */
export function requireMailSink(): boolean {
  if (process.env.CI === "true") {
    expect(mailDir(), "CI runs must start tests/e2e/support/smtp-sink.mjs and set E2E_SMTP_DIR (see tests/e2e/support/mailbox.ts)").not.toBeNull();
  }
  return mailDir() !== null;
}

function readAll(dir: string): SunkMail[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith(".json"))
    .sort()
    .map((f) => JSON.parse(fs.readFileSync(path.join(dir, f), "utf8")) as SunkMail);
}

/** Every message delivered to `address` so far, oldest first. */
export function mailTo(address: string): SunkMail[] {
  const dir = mailDir();
  if (!dir) throw new Error("No SMTP sink in this run: set E2E_SMTP_DIR (see tests/e2e/support/mailbox.ts).");
  const want = address.trim().toLowerCase();
  return readAll(dir).filter((m) => m.envelope.to.includes(want));
}

/** Waits for the delivery worker to hand the sink a message to `address` (optionally with this subject) and returns it. */
export async function waitForMail(address: string, opts: { subject?: string | RegExp; timeout?: number } = {}): Promise<SunkMail> {
  const matches = (m: SunkMail) =>
    opts.subject === undefined || (typeof opts.subject === "string" ? m.subject === opts.subject : opts.subject.test(m.subject ?? ""));
  let found: SunkMail | undefined;
  await expect
    .poll(
      () => {
        found = mailTo(address).filter(matches).at(-1);
        return found !== undefined;
      },
      { timeout: opts.timeout ?? 30_000, message: `an e-mail to ${address}${opts.subject ? ` (${String(opts.subject)})` : ""}` },
    )
    .toBe(true);
  return found!;
}

/**
 * Parks an e-mail to `to` in the outbox as the delivery worker does after its last failed attempt
 * (POST /api/test-hooks/parked-mail, E2E_TEST_HOOKS=1 only), for the console's Retry button.
 */
export async function parkFailedMail(to: string, subject: string): Promise<number> {
  const baseURL = `http://127.0.0.1:${Number(process.env.E2E_PORT || 3210)}`;
  const ctx = await request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL } });
  try {
    const res = await ctx.post("/api/test-hooks/parked-mail", { data: { op: "park-mail", to, subject } });
    expect(res.status(), `parked-mail test hook: ${await res.text()}`).toBe(200);
    return Number(((await res.json()) as { id: number }).id);
  } finally {
    await ctx.dispose();
  }
}
