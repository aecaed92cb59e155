import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { chromium } from "@playwright/test";
import { describe, expect, it } from "vitest";
import { CONSENT_COOKIE, CONSENT_POLICY_VERSION } from "@/lib/consent";
import { createCodeWithCli, hasBuild, startServer, tempDataDir } from "./support";
import { adminSession } from "./admin-session";

const chromePath = [process.env.CHROME_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"].find((p) => p && fs.existsSync(p));

/** Every text value stored anywhere in the database, one string per value. */
async function everyStoredText(dataDir: string): Promise<string[]> {
  const db = await PGlite.create(path.join(dataDir, "pglite"));
  try {
    const { rows: columns } = await db.query<{ table_name: string; column_name: string }>(
      `select table_name, column_name from information_schema.columns
        where table_schema = 'public' and data_type in ('text', 'character varying', 'json', 'jsonb', 'ARRAY')`,
    );
    const out: string[] = [];
    for (const c of columns) {
      const { rows } = await db.query<{ v: string | null }>(`select "${c.column_name}"::text as v from "${c.table_name}"`);
      for (const r of rows) if (r.v) out.push(`${c.table_name}.${c.column_name}: ${r.v}`);
    }
    return out;
  } finally {
    await db.close();
  }
}

describe.skipIf(!hasBuild || !chromePath)("secrets at rest", () => {
  it("neither invitation codes nor session tokens appear in the database or the logs", async () => {
    const dataDir = tempDataDir();
    const adminCode = "GTE-SECR-ETS7-K4PX-W9RQ";
    const clientCode = await createCodeWithCli({ DATA_DIR: dataDir }, "secrets test");
    const server = await startServer({ DATA_DIR: dataDir, ADMIN_BOOTSTRAP_CODE: adminCode, LOG_LEVEL: "debug" });

    const browser = await chromium.launch({
      executablePath: chromePath,
      args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
    });
    // The administrator signs in the whole way (code, then passkey); the step's token is a secret too.
    const admin = await adminSession(server.url, adminCode, "owner@gatewaytech.example");
    await fetch(`${server.url}/portfolio`, { headers: { cookie: admin.cookie } });
    const tokens: string[] = [admin.token, admin.stepToken];
    try {
      for (const [code, email] of [
        [clientCode.toLowerCase(), "client@example.com"], // typed in lower case: normalised, still never stored
      ]) {
        const context = await browser.newContext({ javaScriptEnabled: false });
        await context.addCookies([
          { name: CONSENT_COOKIE, value: encodeURIComponent(`v:${CONSENT_POLICY_VERSION}|a:0|m:0|f:0|t:${new Date().toISOString()}`), url: server.url },
        ]);
        const page = await context.newPage();
        await page.goto(`${server.url}/verify`);
        await page.getByRole("textbox", { name: "Invitation code", exact: true }).fill(code);
        await page.getByRole("textbox", { name: "Email address", exact: true }).fill(email);
        await page.getByRole("button", { name: "Verify Code" }).click();
        await page
          .getByText(/Administrator access granted|Successfully verified/)
          .first()
          .waitFor();
        const token = (await context.cookies()).find((c) => c.name === "gte_session")?.value;
        expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
        tokens.push(token!);
        // Use the session once more so it is looked up (and logged, if anything logged it).
        await page.goto(`${server.url}/portfolio`);
        await context.close();
      }
    } finally {
      await browser.close();
    }
    await server.stop("SIGTERM");

    const secrets = [adminCode, clientCode, ...tokens];
    const logs = server.output();
    expect(logs.length).toBeGreaterThan(0);
    for (const s of secrets) expect(logs.includes(s), `a secret in the logs`).toBe(false);
    const stored = await everyStoredText(dataDir);
    expect(stored.length).toBeGreaterThan(0);
    for (const s of secrets) {
      const hits = stored.filter((v) => v.toUpperCase().includes(s.toUpperCase()) || v.includes(s.replaceAll("-", "")));
      expect(hits, `a secret stored in the database`).toEqual([]);
    }
  });
});
