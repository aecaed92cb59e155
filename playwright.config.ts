import { defineConfig, devices } from "@playwright/test";
import { baseURL, databaseUrl, mailDir } from "./tests/e2e/support/settings.mjs";

/**
 * The browser suite, black-box: it drives the production server that `node tests/e2e/server.mjs`
 * starts (Playwright starts it here unless BASE_URL names one already running) and seeds and
 * inspects state only through that server's database and the project's CLI.
 *
 * What differs on a phone (layout, the menu, what is on the first screen, tap targets) runs at
 * desktop and phone width (tests tagged @widths); behaviour runs once, at desktop width. The
 * accessibility audits run in the desktop project and resize the page to the phone's width
 * (auditBothWidths in tests/e2e/fixtures.ts) rather than loading it again there.
 */
const chromeArgs = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"];
const executablePath = process.env.CHROME_PATH || "/usr/bin/chromium";
// The test workers read these (tests/e2e/support/settings.mjs derives the same defaults).
process.env.E2E_DATABASE_URL = databaseUrl;
process.env.E2E_SMTP_DIR = mailDir;

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  // CI machines are shared and noisy: a test that fails once and then passes is reported as
  // flaky (counted in the summary) instead of failing the run.
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: process.env.PW_JSON ? [["list"], ["json", { outputFile: process.env.PW_JSON }]] : [["list"]],
  use: {
    baseURL,
    // Every POST must name this site as its Origin; browsers do it themselves, API calls from the
    // tests say it here.
    extraHTTPHeaders: { origin: baseURL },
    trace: "off",
    launchOptions: { executablePath, args: chromeArgs },
  },
  projects: [
    { name: "desktop", use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } } },
    { name: "phone", grep: /@widths/, use: { ...devices["Pixel 7"], defaultBrowserType: "chromium" } },
  ],
  webServer: process.env.BASE_URL
    ? undefined
    : {
        command: "node tests/e2e/server.mjs",
        url: `${baseURL}/api/health`,
        // A fresh clone builds first.
        timeout: 600_000,
        reuseExistingServer: false,
        // SIGTERM lets tests/e2e/server.mjs stop the PostgreSQL it may have started and remove its data.
        gracefulShutdown: { signal: "SIGTERM", timeout: 15_000 },
        stdout: "ignore",
        stderr: "pipe",
      },
});
