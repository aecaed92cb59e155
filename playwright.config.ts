import { defineConfig, devices } from "@playwright/test";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const port = Number(process.env.E2E_PORT || 3210);
const baseURL = `http://127.0.0.1:${port}`;
const distDir = process.env.NEXT_DIST_DIR || ".next-test";
const dataDir = process.env.E2E_DATA_DIR || fs.mkdtempSync(path.join(os.tmpdir(), "gte-e2e-"));
process.env.E2E_DATA_DIR = dataDir;
// Every run has an SMTP sink: the site's mail worker delivers to it and the tests read what a
// visitor would receive (tests/e2e/support/mailbox.ts). The variables reach the test workers.
const smtpPort = Number(process.env.E2E_SMTP_PORT || port + 1000);
const smtpDir = process.env.E2E_SMTP_DIR || fs.mkdtempSync(path.join(os.tmpdir(), "gte-e2e-mail-"));
process.env.E2E_SMTP_DIR = smtpDir;
process.env.E2E_SMTP_URL = `smtp://127.0.0.1:${smtpPort}`;
export const E2E_ADMIN_CODE = "GTE-ADMN-E2E7";

const chromeArgs = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"];
const executablePath = process.env.CHROME_PATH || "/usr/bin/chromium";

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  // CI machines are shared and noisy: a test that fails once and then passes is reported as
  // flaky (counted in the summary) instead of failing the run.
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: process.env.PW_JSON ? [["list"], ["json", { outputFile: process.env.PW_JSON }]] : [["list"]],
  use: {
    baseURL,
    // Every POST must name this site as its Origin (src/proxy.ts); browsers do it themselves,
    // API calls from the tests say it here.
    extraHTTPHeaders: { origin: baseURL },
    trace: "off",
    launchOptions: { executablePath, args: chromeArgs },
  },
  projects: [
    { name: "desktop", use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } } },
    { name: "phone", use: { ...devices["Pixel 7"], defaultBrowserType: "chromium" } },
  ],
  webServer: [
    {
      command: "node tests/e2e/support/smtp-sink.mjs",
      port: smtpPort,
      reuseExistingServer: false,
      stdout: "ignore",
      stderr: "pipe",
      env: { SMTP_SINK_DIR: smtpDir, SMTP_SINK_PORT: String(smtpPort) },
    },
    {
      // The production server itself (page cache, client addresses, graceful shutdown included).
      command: `node server.mjs -p ${port} -H 127.0.0.1`,
      url: `${baseURL}/api/health`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: "ignore",
      stderr: "pipe",
      env: {
        NEXT_DIST_DIR: distDir,
        NEXT_TELEMETRY_DISABLED: "1",
        DATA_DIR: dataDir,
        SITE_URL: baseURL,
        PORT: String(port),
        ADMIN_BOOTSTRAP_CODE: E2E_ADMIN_CODE,
        TRUST_PROXY: "1",
        FORM_MIN_FILL_MS: "0",
        // Enables POST /api/test-hooks/gate (create invitation codes, expire sessions): tests/e2e/gate-fixtures.ts.
        E2E_TEST_HOOKS: "1",
        LOG_LEVEL: "warn",
        SMTP_URL: process.env.E2E_SMTP_URL,
      },
    },
  ],
});
