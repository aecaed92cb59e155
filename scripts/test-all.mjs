#!/usr/bin/env node
// `npm test`: lint, astro check (every file's types), format check, production build, Vitest (unit +
// integration) and the system suite's untimed files (the production server as processes: kill -9,
// outages, two servers), all side by side; then Playwright e2e, then the system suite's timed files
// alone (decision 0036).
// Prints each stage's wall time and ends with one line "N passed, N failed" summed from the
// runners' JSON reports.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { baseURL, buildEnv } from "../tests/e2e/support/settings.mjs";
import { defaultPostgresUrl, ensurePostgres } from "../tests/support/postgres.mjs";
import { readReports } from "./test-reports.mjs";

const root = process.cwd();
const reports = path.join(root, "reports");
fs.rmSync(reports, { recursive: true, force: true });
fs.mkdirSync(reports, { recursive: true });
// The integration suite's PostgreSQL leg, the browser suite and the system suite's multi-server
// and outage tests need a PostgreSQL server: the one at TEST_DATABASE_URL (default: this machine's
// standard port) when it answers, otherwise one this script starts there and stops at the end.
const postgresUrl = process.env.TEST_DATABASE_URL || defaultPostgresUrl;
const postgres = await ensurePostgres(postgresUrl).catch((err) => {
  console.error(`No PostgreSQL for the tests (${err.message}): the browser suite and the PostgreSQL tests cannot run.`);
  return null;
});
const hasPostgres = postgres !== null;
// Static pages bake SITE_URL in at build time, so the test build is the browser suite's.
const env = { ...process.env, ...buildEnv, ...(hasPostgres ? { TEST_DATABASE_URL: postgresUrl } : {}) };
const bin = (name) => path.join(root, "node_modules", ".bin", name);
const steps = [];

/**
 * Runs one stage. `live` streams its output; otherwise it is kept and printed whole when the
 * stage ends, so stages side by side do not interleave.
 */
function run(name, cmd, args, extraEnv = {}, { live = false } = {}) {
  console.log(`\n=== ${name}: started ===`);
  const started = Date.now();
  const child = spawn(cmd, args, { stdio: live ? "inherit" : ["ignore", "pipe", "pipe"], env: { ...env, ...extraEnv } });
  let output = "";
  child.stdout?.on("data", (d) => (output += d));
  child.stderr?.on("data", (d) => (output += d));
  return new Promise((resolve) => {
    let finished = false;
    const finish = (ok) => {
      if (finished) return;
      finished = true;
      const seconds = Math.round((Date.now() - started) / 1000);
      steps.push({ name, ok, seconds, report: extraEnv.VITEST_JSON });
      if (!live) process.stdout.write(`\n=== ${name} ===\n${output}`);
      console.log(`=== ${name}: ${ok ? "ok" : "FAILED"} in ${seconds}s ===`);
      resolve(ok);
    };
    child.on("error", (err) => {
      output += `${err.message}\n`;
      finish(false);
    });
    child.on("close", (code) => finish(code === 0));
  });
}

/** Runs the given stages (functions that start one and resolve when it ends), `width` at a time. */
async function pool(stages, width) {
  const queue = [...stages];
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (queue.length) await queue.shift()();
    }),
  );
}

function findChromium() {
  for (const p of [process.env.CHROME_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"]) if (p && fs.existsSync(p)) return p;
  if (process.getuid?.() === 0 && fs.existsSync("/usr/bin/apt-get")) {
    console.log("Chromium is missing: installing Debian's chromium package...");
    spawnSync("bash", ["-c", "apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium"], { stdio: "inherit" });
    if (fs.existsSync("/usr/bin/chromium")) return "/usr/bin/chromium";
  }
  return null;
}

const wallStart = Date.now();
// The .astro files: `tsc` does not read them. Without @astrojs/check, `astro check` says so and
// exits 0, so a missing checker is a failure here rather than a pass.
const scripts = JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8")).scripts ?? {};
function astroCheck() {
  if (!fs.existsSync(path.join(root, "node_modules", "@astrojs", "check"))) {
    console.error("\n=== astro check: FAILED: @astrojs/check is not installed (npm install --save-dev --save-exact @astrojs/check) ===");
    steps.push({ name: "astro check", ok: false, seconds: 0 });
    return Promise.resolve(false);
  }
  return scripts.check ? run("astro check", "npm", ["run", "--silent", "check"]) : run("astro check", bin("astro"), ["check"]);
}

const vitestJson = path.join(reports, "vitest.json");
const pwJson = path.join(reports, "e2e.json");
const systemJson = path.join(reports, "system.json");
const systemAloneJson = path.join(reports, "system-alone.json");
let built = false;
const chrome = findChromium();

/**
 * The browser suite's server (tests/e2e/server.mjs: its database, SMTP sink, tag stand-ins and
 * the production server), started once the build is there so it is up when the suite starts; the
 * suite then runs against it (BASE_URL). Resolves with a stop function once it answers, or null.
 */
async function startE2eServer() {
  const child = spawn(process.execPath, [path.join(root, "tests/e2e/server.mjs")], { env, stdio: ["ignore", "ignore", "inherit"] });
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve(undefined);
      child.once("exit", resolve);
      child.kill("SIGTERM");
    });
  const until = Date.now() + 300_000;
  while (Date.now() < until && child.exitCode === null) {
    const ok = await fetch(`${baseURL}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return stop;
    await new Promise((r) => setTimeout(r, 500));
  }
  await stop();
  console.error("\n=== the browser suite's server did not start ===");
  return null;
}

// Everything before the browser suite at once, the machine's two cores shared: the build and the
// static checks two at a time, Vitest with its own two workers, and, once the build is there, the
// system suite's untimed files one at a time and the browser suite's server. Each alone leaves
// part of the machine idle (Vitest a quarter, the system suite half of it, waiting for servers and
// databases); together they fill it (decision 0036). Vitest streams its output; the others print
// theirs whole when they end.
let e2eServer = Promise.resolve(null);
const afterBuild = [];
await Promise.all([
  pool(
    [
      // A fresh build every run, into dist-test with the browser suite's SITE_URL: what is tested
      // is what `npm run build` makes.
      async () => {
        fs.rmSync(path.join(root, env.ASTRO_OUT_DIR), { recursive: true, force: true });
        built = await run("production build", process.execPath, [path.join(root, "scripts/build.mjs")]);
        if (!built) return;
        if (chrome && hasPostgres) e2eServer = startE2eServer();
        afterBuild.push(
          run("system (production server processes)", bin("vitest"), ["run", "--project", "system", "--maxWorkers=1"], { VITEST_JSON: systemJson }),
        );
      },
      // `astro check` type-checks every .ts and .tsx file as well as the .astro ones, so `tsc
      // --noEmit` (npm run typecheck) would check them a second time.
      () => run("lint", bin("eslint"), ["--max-warnings=0", "."]),
      astroCheck,
      () => run("format check", bin("prettier"), ["--check", "--log-level=warn", "."]),
    ],
    2,
  ),
  run("vitest (unit + integration)", bin("vitest"), ["run", "--project", "unit", "--project", "integration"], { VITEST_JSON: vitestJson }, { live: true }),
]);
await Promise.all(afterBuild);
const stopE2eServer = await e2eServer;
if (!chrome) {
  console.error("No Chromium found. Install it with: apt-get install chromium (or set CHROME_PATH).");
  steps.push({ name: "e2e (no chromium)", ok: false, seconds: 0 });
} else if (!hasPostgres) {
  steps.push({ name: "e2e (no PostgreSQL)", ok: false, seconds: 0 });
} else if (built && !stopE2eServer) {
  steps.push({ name: "playwright e2e (its server did not start)", ok: false, seconds: 0 });
} else if (built) {
  await run("playwright e2e", bin("playwright"), ["test"], { PW_JSON: pwJson, CHROME_PATH: chrome, BASE_URL: baseURL }, { live: true });
}
await stopE2eServer?.();
// Last and alone: the files that time or weigh the server (health within a second under abuse,
// memory under load, a drain's deadline) failed on time alone beside other work (decision 0036).
// Ports of its own (tests/system/support.ts), clear of any the untimed files' servers held.
if (built)
  await run(
    "system, timed (alone)",
    bin("vitest"),
    ["run", "--project", "system-alone"],
    { VITEST_JSON: systemAloneJson, SYSTEM_PORT_BASE: "3800" },
    { live: true },
  );

const vitestReports = [vitestJson, ...(built ? [systemJson, systemAloneJson] : [])].map((file) => ({
  file,
  step: steps.find((s) => s.report === file),
}));
const { passed, failed: failedTests, failures } = readReports(root, vitestReports, [pwJson]);
// A check that is not a test runner counts as one failure when it fails.
const failedChecks = steps.filter((s) => !s.ok && ["lint", "astro check", "format check", "production build"].includes(s.name)).length;
const failed = failedTests + failedChecks;
// Wall time: the stages overlap, so their times add up to more.
const total = Math.round((Date.now() - wallStart) / 1000);
await postgres?.stop();

console.log("\n=== summary ===");
for (const s of steps) console.log(`${s.ok ? "ok  " : "FAIL"} ${s.name} (${s.seconds}s)`);
if (failures.length) console.log(`failed:\n${failures.map((f) => `  ${f.slice(0, 300)}`).join("\n")}`);
console.log(`total ${Math.floor(total / 60)}m ${total % 60}s`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 || steps.some((s) => !s.ok) ? 1 : 0);
