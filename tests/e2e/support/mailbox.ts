import fs from "node:fs";
import path from "node:path";
import { expect } from "@playwright/test";
import { mailDir } from "./settings.mjs";

/**
 * The e-mails the site sent during the run, as tests/e2e/support/smtp-sink.mjs stored them (one
 * JSON file per message in the suite's mail directory; tests/e2e/server.mjs starts the sink and
 * points the server's SMTP_URL at it).
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

function readAll(dir: string): SunkMail[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith(".json"))
    .sort()
    .map((f) => JSON.parse(fs.readFileSync(path.join(dir, f), "utf8")) as SunkMail);
}

/** Every message delivered to `address` so far, oldest first. */
function mailTo(address: string): SunkMail[] {
  const want = address.trim().toLowerCase();
  return readAll(mailDir).filter((m) => m.envelope.to.includes(want));
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
