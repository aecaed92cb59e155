import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { sql } from "drizzle-orm";
import { lockingBackends, useDatabase } from "../support/db";
import { bodyOf, startSmtp, type Received } from "../support/smtp";
import type { Db } from "@/server/db/client";
import { approveAccessRequest } from "@/server/admin/approval";
import { accessRequestLead } from "@/server/leads/access-requests";
import { confirmSubscription, newsletterLead, unsubscribe } from "@/server/leads/newsletter";
import { processSubmission } from "@/server/leads/pipeline";
import { logger } from "@/server/log";
import { MailWorker } from "@/server/mail/worker";

// No secret that works is stored or logged (ASVS 14.2.4, 13.3.1): after every flow that makes
// one (newsletter sign-up, confirmation, unsubscribe, an approval's invitation code), the secrets
// the e-mails carried appear in no table and no log line, sent or not.

const SITE = "https://gatewaytech.example";

/** Every text value stored in any table, labelled by table and column. */
async function everyStoredText(db: Db): Promise<string[]> {
  const columns = (await db.execute(
    sql`select table_name, column_name from information_schema.columns where table_schema = current_schema() and data_type in ('text', 'character varying', 'json', 'jsonb', 'ARRAY')`,
  )) as unknown as { rows: { table_name: string; column_name: string }[] };
  const out: string[] = [];
  for (const c of columns.rows) {
    const values = (await db.execute(sql.raw(`select "${c.column_name}"::text as v from "${c.table_name}"`))) as unknown as { rows: { v: string | null }[] };
    for (const r of values.rows) if (r.v) out.push(`${c.table_name}.${c.column_name}: ${r.v}`);
  }
  return out;
}

/** A received message's headers unfolded and its text decoded, for finding links in. */
const readable = (m: Received) => `${m.raw.slice(0, m.raw.indexOf("\r\n\r\n")).replace(/\r\n[ \t]+/g, " ")}\n${bodyOf(m.raw)}`;
const tokenOf = (text: string, path: string) => new RegExp(`${path.replaceAll("/", "\\/")}\\?token=([A-Za-z0-9_-]+)`).exec(text)?.[1];

describe.each(lockingBackends)("secrets the site mails on %s", (backend) => {
  let db: Db;
  const logged: string[] = [];
  beforeAll(async () => {
    process.env.SITE_URL = SITE;
    process.env.NOTIFY_EMAIL = "leads@gatewaytech.example";
    db = await useDatabase(backend);
    for (const level of ["trace", "debug", "info", "warn", "error", "fatal"] as const) {
      vi.spyOn(logger, level).mockImplementation(((...args: unknown[]) => void logged.push(JSON.stringify(args))) as never);
    }
  });
  afterAll(() => {
    vi.restoreAllMocks();
    delete process.env.SITE_URL;
    delete process.env.NOTIFY_EMAIL;
  });

  it("are neither stored nor logged, before sending, after sending, and after use", async () => {
    const smtp = await startSmtp();
    const worker = new MailWorker({ smtpUrl: smtp.url, from: "hello@gatewaytech.example", db: async () => db });
    const secrets: string[] = [];
    const assertNoSecretKept = async (step: string) => {
      const stored = await everyStoredText(db);
      for (const s of secrets) {
        expect(
          stored.filter((v) => v.includes(s)),
          `${step}: stored`,
        ).toEqual([]);
        expect(
          logged.filter((l) => l.includes(s)),
          `${step}: logged`,
        ).toEqual([]);
      }
    };
    try {
      await processSubmission(newsletterLead, { email: "reader@example.com", source: "blog" }, { ip: "192.0.2.10" });
      expect((await everyStoredText(db)).some((v) => v.includes("/newsletter/confirm?token="))).toBe(false);
      await worker.runOnce();
      const confirmation = readable(smtp.received.find((m) => m.to.includes("reader@example.com"))!);
      const confirmToken = tokenOf(confirmation, "/newsletter/confirm")!;
      const unsubscribeToken = tokenOf(confirmation, "/newsletter/unsubscribe")!;
      expect(tokenOf(confirmation, "/newsletter/unsubscribe/one-click")).toBe(unsubscribeToken);
      secrets.push(confirmToken, unsubscribeToken);
      await assertNoSecretKept("sign-up");

      expect(await confirmSubscription(confirmToken)).toBe("confirmed");
      await worker.runOnce();
      await assertNoSecretKept("confirmation");

      expect(await unsubscribe(unsubscribeToken)).toBe("unsubscribed");
      await assertNoSecretKept("unsubscribe");

      const request = await processSubmission(
        accessRequestLead,
        { name: "Lee Park", email: "lee@example.com", businessDescription: "Used car dealer in Marietta." },
        { ip: "192.0.2.11" },
      );
      if (request.kind !== "stored" || request.id === null) throw new Error("access request not stored");
      expect((await approveAccessRequest(db, request.id, { actor: "admin:owner@gatewaytech.example" })).ok).toBe(true);
      await worker.runOnce();
      const approval = smtp.received.map(readable).find((m) => m.includes("Your invitation code:"))!;
      const code = /Your invitation code: (\S+)/.exec(approval)![1];
      secrets.push(code, code.replaceAll("-", ""));
      await assertNoSecretKept("approval");
    } finally {
      await worker.stop();
      await smtp.close();
    }
  });
});
