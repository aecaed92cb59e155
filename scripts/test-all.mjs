#!/usr/bin/env node
// `npm test`: typecheck, lint, Vitest (unit + integration), production build, Playwright e2e,
// then the system suite (the production server as processes: shutdown, kill -9, outages, two servers).
// Ends with one line "N passed, N failed" summed from the runners' JSON reports.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { nextBin } from "./project-env.mjs";

const root = process.cwd();
const reports = path.join(root, "reports");
fs.rmSync(reports, { recursive: true, force: true });
fs.mkdirSync(reports, { recursive: true });
const e2ePort = process.env.E2E_PORT || "3210";
// Static pages bake SITE_URL in at build time, so the test build uses the e2e server's origin.
const env = {
  ...process.env,
  NEXT_TELEMETRY_DISABLED: "1",
  NEXT_DIST_DIR: process.env.NEXT_DIST_DIR || ".next-test",
  E2E_PORT: e2ePort,
  SITE_URL: `http://127.0.0.1:${e2ePort}`,
};
const bin = (name) => path.join(root, "node_modules", ".bin", name);
const steps = [];

function run(name, cmd, args, extraEnv = {}) {
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  const r = spawnSync(cmd, args, { stdio: "inherit", env: { ...env, ...extraEnv } });
  const ok = r.status === 0;
  steps.push({ name, ok, seconds: Math.round((Date.now() - started) / 1000) });
  return ok;
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

// Route types (PageProps, typed links) come from Next.js; generate them so a fresh clone typechecks.
const typegen = run("route types", process.execPath, [nextBin(root), "typegen"]);
if (typegen) run("typecheck", bin("tsc"), ["--noEmit"]);

run("lint", bin("eslint"), ["--max-warnings=0", "."]);
const vitestJson = path.join(reports, "vitest.json");
run("vitest (unit + integration)", bin("vitest"), ["run", "--project", "unit", "--project", "integration"], { VITEST_JSON: vitestJson });
const built = run("production build", process.execPath, [path.join(root, "scripts/build.mjs")], {
  // The consent tests load same-origin test tags (a test hook route); NEXT_PUBLIC_* are baked in at build time.
  NEXT_PUBLIC_ANALYTICS_SRC: `http://127.0.0.1:${e2ePort}/api/test-hooks/tags/analytics.js`,
  NEXT_PUBLIC_MARKETING_SRC: `http://127.0.0.1:${e2ePort}/api/test-hooks/tags/marketing.js`,
});
const pwJson = path.join(reports, "e2e.json");
const chrome = findChromium();
if (!chrome) {
  console.error("No Chromium found. Install it with: apt-get install chromium (or set CHROME_PATH).");
  steps.push({ name: "e2e (no chromium)", ok: false, seconds: 0 });
} else if (built) {
  run("playwright e2e", bin("playwright"), ["test"], { PW_JSON: pwJson, CHROME_PATH: chrome });
}

const systemJson = path.join(reports, "system.json");
if (built) run("system (production server processes)", bin("vitest"), ["run", "--project", "system"], { VITEST_JSON: systemJson });

let passed = 0;
let failed = 0;
for (const file of [vitestJson, ...(built ? [systemJson] : [])]) {
  if (!fs.existsSync(file)) {
    failed += 1;
    continue;
  }
  const v = JSON.parse(fs.readFileSync(file, "utf8"));
  passed += v.numPassedTests ?? 0;
  // A file that fails to load has no failed test of its own: count it once.
  const brokenFiles = (v.testResults ?? []).filter((f) => f.status === "failed" && !(f.assertionResults ?? []).some((a) => a.status === "failed")).length;
  failed += (v.numFailedTests ?? 0) + brokenFiles;
}
if (fs.existsSync(pwJson)) {
  const p = JSON.parse(fs.readFileSync(pwJson, "utf8"));
  passed += (p.stats?.expected ?? 0) + (p.stats?.flaky ?? 0);
  failed += p.stats?.unexpected ?? 0;
  failed += (p.errors ?? []).length;
} else failed += 1;
// A check that is not a test runner (typecheck, lint, build) counts as one failure when it fails.
for (const s of steps) if (!s.ok && (s.name === "typecheck" || s.name === "route types" || s.name === "lint" || s.name === "production build")) failed += 1;

console.log("\n=== summary ===");
for (const s of steps) console.log(`${s.ok ? "ok  " : "FAIL"} ${s.name} (${s.seconds}s)`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 || steps.some((s) => !s.ok) ? 1 : 0);
