/**
 * `npm run bench` (plain JavaScript: Lighthouse sends functions to the browser as source text,
 * which a TypeScript loader would rewrite): the performance budgets of the production build, measured on this machine and
 * written to bench/results/<date>.md and .json. Not a test: the figures vary with the machine and
 * whatever else it is doing, so they are reported beside their targets and beside a ceiling (the
 * same HTML and assets served by nginx), never asserted inside `npm test`.
 *
 * 1. Lighthouse 12 (mobile, simulated throttling) on every indexable route.
 * 2. Throughput with autocannon (50 connections, 20 s): a static page, a blog post and a gated
 *    page for a verified visitor, each beside nginx serving the same bytes.
 * 3. Form intake: `npm run bench:forms` on the embedded database, and on PostgreSQL when
 *    TEST_DATABASE_URL (or BENCH_DATABASE_URL) is set.
 * 4. The floor: Lighthouse, three runs, on an empty Next.js page (bench/floor, built with the
 *    site's own Next.js and React and the same compile hints) and on its HTML with the scripts
 *    removed, served by nginx. It shows what the framework and the machine cost before any of
 *    the site's code (decision 0010).
 *
 * It builds into .next-bench when that build is missing (BENCH_REBUILD=1 forces it), starts its
 * own server on BENCH_PORT (3500) with a fresh embedded database, and needs nginx for the
 * ceiling (apt-get install nginx libnginx-mod-http-brotli-static; without it that column is empty).
 * Options: BENCH_SECONDS (20), BENCH_CONNECTIONS (50), BENCH_SKIP=lighthouse,throughput,forms,floor,
 * BENCH_ROUTES=/,/about (Lighthouse on these only).
 */
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import autocannon from "autocannon";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromium } from "@playwright/test";
import { buildWithHints } from "../../scripts/next-build.mjs";
import { nextBin } from "../../scripts/project-env.mjs";

const PORT = Number(process.env.BENCH_PORT || 3500);
const NGINX_PORT = PORT + 1;
const BASE = `http://127.0.0.1:${PORT}`;
const NGINX = `http://127.0.0.1:${NGINX_PORT}`;
const DIST = ".next-bench";
const FLOOR_DIR = "bench/floor";
const FLOOR_PORT = PORT + 3; // PORT + 2 is bench:forms' server
const FLOOR = `http://127.0.0.1:${FLOOR_PORT}`;
const FLOOR_RUNS = 3;
const SECONDS = Number(process.env.BENCH_SECONDS || 20);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 50);
const SKIP = new Set((process.env.BENCH_SKIP || "").split(",").filter(Boolean));
const CHROME = [process.env.CHROME_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"].find((p) => p && fs.existsSync(p));
const CHROME_FLAGS = ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"];

const targets = {
  lighthouse: { performance: 0.98, accessibility: 1, bestPractices: 1, seo: 1, lcpMs: 1500, tbtMs: 150, cls: 0.02, jsKb: 170 },
  throughput: { static: 2000, blogPost: 800, gatedVerified: 500 },
  forms: { stored: 1000, lost: 0, p99Ms: 250 },
};

const log = (...a) => console.log("[bench]", ...a);

function ensureBuild() {
  if (fs.existsSync(path.join(DIST, "BUILD_ID")) && process.env.BENCH_REBUILD !== "1") return;
  log(`building into ${DIST} (SITE_URL ${BASE})`);
  const r = spawnSync(process.execPath, ["scripts/build.mjs"], {
    stdio: "inherit",
    env: { ...process.env, NEXT_DIST_DIR: DIST, SITE_URL: BASE },
  });
  if (r.status !== 0) throw new Error("build failed");
}

function ensureFloorBuild() {
  if (fs.existsSync(path.join(FLOOR_DIR, ".next", "BUILD_ID")) && process.env.BENCH_REBUILD !== "1") return;
  log(`building the floor page in ${FLOOR_DIR}`);
  // The floor has its own config, so it always builds into its own .next, whatever NEXT_DIST_DIR says.
  const status = buildWithHints(process.cwd(), { args: [FLOOR_DIR], dist: path.join(FLOOR_DIR, ".next"), env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" } });
  if (status !== 0) throw new Error("floor build failed");
}

async function waitFor(url, proc, what) {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(url)).ok) return proc;
    } catch {
      /* starting */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  proc.kill("SIGKILL");
  throw new Error(`${what} did not start`);
}

async function startApp(dataDir) {
  const proc = spawn(process.execPath, ["server.mjs", "-p", String(PORT), "-H", "127.0.0.1"], {
    env: {
      ...process.env,
      NEXT_DIST_DIR: DIST,
      SITE_URL: BASE,
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      LOG_LEVEL: "warn",
      MAIL_WORKER: "off",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  return waitFor(`${BASE}/api/health`, proc, "the app server");
}

/**
 * Lighthouse on the empty Next.js page (next start) and on the same HTML without its scripts
 * (written into nginx's folder), FLOOR_RUNS times each.
 */
async function floorRun(mirror, nginxUp) {
  ensureFloorBuild();
  const proc = spawn(process.execPath, [nextBin(process.cwd()), "start", FLOOR_DIR, "-p", String(FLOOR_PORT), "-H", "127.0.0.1"], {
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  try {
    await waitFor(`${FLOOR}/`, proc, "the floor page's server");
    const html = await (await fetch(`${FLOOR}/`)).text();
    const times = (route) => Array.from({ length: FLOOR_RUNS }, () => route);
    const result = { nextjs: await lighthouseRun(FLOOR, times("/"), "floor"), noScript: [] };
    if (nginxUp) {
      const file = path.join(mirror, "floor-no-script.html");
      fs.writeFileSync(file, html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, "").replace(/<link rel="preload"[^>]*as="script"[^>]*>/g, ""));
      spawnSync("chmod", ["a+r", file]);
      result.noScript = await lighthouseRun(NGINX, times("/floor-no-script"), "floor");
    }
    return result;
  } finally {
    proc.kill("SIGTERM");
    await new Promise((r) => proc.once("exit", r));
  }
}

/**
 * A client invitation code made with the project's CLI, as the owner makes one. The embedded
 * database is locked while the server runs, so this runs before it starts.
 */
function createClientCode(dataDir) {
  const r = spawnSync(process.execPath, ["--import", "tsx", "--conditions=react-server", "scripts/invite.ts", "create", "--role", "client", "--label", "benchmark"], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", LOG_LEVEL: "warn" },
    encoding: "utf8",
  });
  const code = r.stdout.trim().split("\n").at(-1);
  if (r.status !== 0 || !/^GTE-/.test(code)) throw new Error(`npm run invite create failed:\n${r.stdout}${r.stderr}`);
  return code;
}

/** A verified client's session cookie, made through the verify form. */
async function clientCookie(code) {
  const browser = await chromium.launch({ executablePath: CHROME, args: CHROME_FLAGS.filter((f) => !f.startsWith("--headless")) });
  try {
    const page = await browser.newPage();
    await page.goto(`${BASE}/verify`);
    await page.getByRole("button", { name: "Reject All" }).click();
    await page.getByRole("textbox", { name: "Invitation code", exact: true }).fill(code);
    await page.getByRole("textbox", { name: "Email address", exact: true }).fill("benchmark@example.com");
    await page.getByRole("button", { name: "Verify Code" }).click();
    await page.getByText("Successfully verified!").first().waitFor();
    return (await page.context().cookies(BASE)).map((c) => `${c.name}=${c.value}`).join("; ");
  } finally {
    await browser.close();
  }
}

/** Copies what an anonymous visitor downloads (pages, assets) into a folder nginx serves as is. */
async function mirrorForNginx(routes) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "gte-bench-nginx-"));
  const assets = new Set();
  for (const route of routes) {
    const res = await fetch(`${BASE}${route}`);
    const html = await res.text();
    const file = path.join(root, route === "/" ? "index.html" : `${route.slice(1)}.html`);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, html);
    // Files only (a name with an extension): a link to another page, such as /blog/<slug>, would
    // otherwise be stored without an extension and served to the browser as a download.
    for (const m of html.matchAll(/(?:src|href)="(\/[^"?#]+\.(?:js|css|woff2|svg|jpg|jpeg|png|ico|webp|avif))"/g)) assets.add(m[1]);
  }
  for (const asset of assets) {
    const res = await fetch(`${BASE}${asset}`);
    if (!res.ok) continue;
    const file = path.join(root, asset.slice(1));
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, Buffer.from(await res.arrayBuffer()));
  }
  // Pre-compressed copies, as the app's page cache keeps them; readable by nginx's workers.
  const walk = (dir) => fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)]));
  for (const file of walk(root)) {
    if (!/\.(html|js|css|svg)$/.test(file)) continue;
    const body = fs.readFileSync(file);
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(body, { level: 9 }));
    fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9 } }));
  }
  spawnSync("chmod", ["-R", "a+rX", root]);
  return root;
}

function startNginx(root) {
  const bin = ["/usr/sbin/nginx", "/usr/bin/nginx"].find((p) => fs.existsSync(p));
  if (!bin) return null;
  const brotliModule = ["/usr/lib/nginx/modules/ngx_http_brotli_static_module.so"].find((p) => fs.existsSync(p));
  const conf = path.join(root, "nginx.conf");
  fs.writeFileSync(
    conf,
    `${brotliModule ? `load_module ${brotliModule};` : ""}
worker_processes auto; daemon off; pid ${root}/nginx.pid; error_log ${root}/error.log warn;
events { worker_connections 1024; }
http {
  include /etc/nginx/mime.types; access_log off; sendfile on; tcp_nopush on; keepalive_requests 100000;
  gzip_static on; ${brotliModule ? "brotli_static on;" : ""}
  client_body_temp_path ${root}/tmp; proxy_temp_path ${root}/tmp; fastcgi_temp_path ${root}/tmp; uwsgi_temp_path ${root}/tmp; scgi_temp_path ${root}/tmp;
  server {
    listen 127.0.0.1:${NGINX_PORT}; root ${root};
    location / { try_files $uri $uri.html $uri/index.html =404; }
    # Resized images come from the app's image optimizer (which caches them), as behind deploy/nginx.conf.
    location /_next/image { proxy_pass ${BASE}; }
  }
}
`,
  );
  fs.mkdirSync(path.join(root, "tmp"), { recursive: true });
  return spawn(bin, ["-c", conf, "-p", root], { stdio: ["ignore", "ignore", "inherit"] });
}

/** The indexable routes, as the site's own sitemap lists them (blog posts included). */
async function indexableRoutes() {
  const xml = await (await fetch(`${BASE}/sitemap.xml`)).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
}

async function load(url, headers = {}) {
  const r = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers: { "accept-encoding": "br, gzip", ...headers } });
  return {
    url,
    requestsPerSecond: Math.round(r.requests.average),
    latencyP50Ms: r.latency.p50,
    latencyP99Ms: r.latency.p99,
    errors: r.errors + r.timeouts,
    non2xx: r.non2xx,
    bytesPerRequest: Math.round(r.throughput.average / Math.max(1, r.requests.average)),
  };
}

async function lighthouseRun(base, routes, label = base === BASE ? "app  " : "nginx") {
  const chrome = await chromeLauncher.launch({ chromePath: CHROME, chromeFlags: CHROME_FLAGS });
  const rows = [];
  try {
    for (const route of routes) {
      const audit = async () => (await lighthouse(`${base}${route}`, { port: chrome.port, output: "json", logLevel: "error", formFactor: "mobile", throttlingMethod: "simulate", onlyCategories: ["performance", "accessibility", "best-practices", "seo"] }, undefined)).lhr;
      // Lighthouse sometimes loses the trace of a load (NO_NAVSTART, NO_FCP); one more try tells
      // such a flake from a page that really fails, which then keeps its error in the report.
      let lhr = await audit();
      if (lhr.runtimeError) {
        log("lighthouse", label, route, `retrying after ${lhr.runtimeError.code}`);
        lhr = await audit();
      }
      const items = lhr.audits["resource-summary"]?.details?.items ?? [];
      const js = items.find((i) => i.resourceType === "script")?.transferSize ?? 0;
      const row = {
        route,
        performance: lhr.categories.performance?.score ?? 0,
        accessibility: lhr.categories.accessibility?.score ?? 0,
        bestPractices: lhr.categories["best-practices"]?.score ?? 0,
        seo: lhr.categories.seo?.score ?? 0,
        lcpMs: Math.round(lhr.audits["largest-contentful-paint"]?.numericValue ?? 0),
        tbtMs: Math.round(lhr.audits["total-blocking-time"]?.numericValue ?? 0),
        cls: Number((lhr.audits["cumulative-layout-shift"]?.numericValue ?? 0).toFixed(3)),
        jsKb: Math.round(js / 1024),
        // Lighthouse's own CPU score for the machine during this page's run: its fixed 4x slowdown
        // assumes a host above 1,000 (a desktop), so this tells a slow host from a slow page.
        benchmarkIndex: Math.round(lhr.environment?.benchmarkIndex ?? 0),
        // A page Lighthouse could not load scores 0 everywhere; say so instead of reporting zeros.
        ...(lhr.runtimeError ? { error: lhr.runtimeError.code } : {}),
      };
      rows.push(row);
      log("lighthouse", label, route, JSON.stringify(row));
    }
  } finally {
    await chrome.kill();
  }
  return rows;
}

function formsBench(databaseUrl) {
  const r = spawnSync(process.execPath, ["--import", "tsx", "scripts/bench-forms.ts"], {
    env: { ...process.env, NEXT_DIST_DIR: DIST, DATABASE_URL: databaseUrl ?? "", BENCH_PORT: String(PORT + 2) },
    encoding: "utf8",
  });
  const json = /\{[\s\S]*\}/.exec(r.stdout ?? "")?.[0];
  if (!json) {
    log("bench:forms failed", r.stderr?.slice(-2000));
    return null;
  }
  return JSON.parse(json);
}

const mark = (ok) => (ok ? "✅" : "❌");

function report(results) {
  const lines = [];
  const t = targets;
  lines.push(`# Benchmark, ${String(results.date).slice(0, 10)}`, "");
  lines.push(`Machine: ${os.cpus().length} cores (${os.cpus()[0]?.model ?? "unknown"}), ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}. Production build, \`node server.mjs\`, embedded database unless said otherwise. Load generator and browser run on the same machine, so every figure here includes their cost too.`, "");
  const lh = results.lighthouse;
  if (lh) {
    lines.push("## Lighthouse 12, mobile, simulated throttling", "");
    lines.push(`Targets: performance ≥ ${t.lighthouse.performance}, accessibility, best practices and SEO 1.0, LCP ≤ ${t.lighthouse.lcpMs} ms, TBT ≤ ${t.lighthouse.tbtMs} ms, CLS ≤ ${t.lighthouse.cls}, JavaScript ≤ ${t.lighthouse.jsKb} KB compressed.`, "");
    const indexes = lh.app.map((r) => r.benchmarkIndex).filter(Boolean);
    if (indexes.length) lines.push(`Lighthouse's CPU benchmark index on this machine during the run: ${Math.min(...indexes)}–${Math.max(...indexes)} (its 4× CPU slowdown assumes a host above 1,000; below that it warns that scores come out low).`, "");
    lines.push("| route | perf | a11y | best pr. | SEO | LCP ms | TBT ms | CLS | JS KB | nginx perf | nginx LCP ms | |", "|---|---|---|---|---|---|---|---|---|---|---|---|");
    for (const r of lh.app) {
      const n = lh.nginx.find((x) => x.route === r.route);
      const ok = r.performance >= t.lighthouse.performance && r.accessibility >= 1 && r.bestPractices >= 1 && r.seo >= 1 && r.lcpMs <= t.lighthouse.lcpMs && r.tbtMs <= t.lighthouse.tbtMs && r.cls <= t.lighthouse.cls && r.jsKb <= t.lighthouse.jsKb;
      lines.push(`| ${r.route} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${r.lcpMs} | ${r.tbtMs} | ${r.cls} | ${r.jsKb} | ${n ? (n.error ?? n.performance) : "–"} | ${n ? (n.error ?? n.lcpMs) : "–"} | ${r.error ?? mark(ok)} |`);
    }
    lines.push("");
  }
  const floor = results.floor;
  if (floor) {
    const range = (rows, key) => {
      const v = rows.map((r) => r[key]);
      return Math.min(...v) === Math.max(...v) ? `${v[0]}` : `${Math.min(...v)}–${Math.max(...v)}`;
    };
    lines.push("## The floor: an empty page, same settings", "");
    lines.push(`Lighthouse as above, ${FLOOR_RUNS} runs each: the smallest Next.js App Router page (\`bench/floor\`: a heading and a sentence, the site's Next.js and React, the same compile hints), and the same HTML with its scripts removed, served by nginx. The first row is what every page built on the framework pays before any of the site's code; the budget above is measured against it in decision 0010.`, "");
    lines.push("| page | perf | LCP ms | TBT ms | JS KB | benchmark index |", "|---|---|---|---|---|---|");
    for (const [name, rows] of [["empty Next.js page", floor.nextjs], ["its HTML without scripts (nginx)", floor.noScript]]) {
      if (rows.length) lines.push(`| ${name} | ${range(rows, "performance")} | ${range(rows, "lcpMs")} | ${range(rows, "tbtMs")} | ${range(rows, "jsKb")} | ${range(rows, "benchmarkIndex")} |`);
    }
    lines.push("");
  }
  const tp = results.throughput;
  if (tp) {
    lines.push(`## Throughput, autocannon, ${CONNECTIONS} connections, ${SECONDS} s, Accept-Encoding: br, gzip`, "");
    lines.push("| page | target req/s | app req/s | p50 ms | p99 ms | errors / non-2xx | nginx req/s (same bytes) | |", "|---|---|---|---|---|---|---|---|");
    for (const [name, v] of Object.entries(tp)) {
      lines.push(`| ${name} (${v.app.url.replace(BASE, "")}) | ${v.target} | ${v.app.requestsPerSecond} | ${v.app.latencyP50Ms} | ${v.app.latencyP99Ms} | ${v.app.errors} / ${v.app.non2xx} | ${v.nginx ? `${v.nginx.requestsPerSecond}${v.nginx.non2xx || v.nginx.errors ? ` (${v.nginx.non2xx + v.nginx.errors} failed)` : ""}` : "–"} | ${mark(v.app.requestsPerSecond >= v.target && v.app.errors === 0 && v.app.non2xx === 0)} |`);
    }
    lines.push("");
  }
  const forms = results.forms;
  if (forms) {
    lines.push(`## Form intake (bench:forms): 1,000 submissions, 50 concurrent clients`, "");
    lines.push("| database | req/s | p50 ms | p99 ms | stored | lost | |", "|---|---|---|---|---|---|---|");
    for (const [db, f] of Object.entries(forms)) {
      if (!f) continue;
      const lat = f.latencyMs;
      lines.push(`| ${db} | ${f.throughputPerSecond} | ${lat.p50} | ${lat.p99} | ${f.rowsStored} | ${f.lost} | ${mark(f.rowsStored === t.forms.stored && f.lost === 0 && lat.p99 < t.forms.p99Ms)} |`);
    }
    lines.push("");
  }
  return lines.join("\n");
}

async function main() {
  if (!CHROME && !SKIP.has("lighthouse")) throw new Error("Chromium is needed (CHROME_PATH or /usr/bin/chromium), or set BENCH_SKIP=lighthouse");
  ensureBuild();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "gte-bench-"));
  const code = createClientCode(dataDir);
  const app = await startApp(dataDir);
  let nginx = null;
  const results = { date: new Date().toISOString(), node: process.version, cpus: os.cpus().length, targets };
  try {
    const routes = process.env.BENCH_ROUTES ? process.env.BENCH_ROUTES.split(",") : await indexableRoutes();
    const post = "/blog/local-seo-google-business-profile-atlanta";
    const mirror = await mirrorForNginx([...new Set([...routes, post, "/about"])]);
    nginx = startNginx(mirror);
    if (nginx) await new Promise((r) => setTimeout(r, 1000));
    else log("nginx not found: the ceiling column stays empty");

    if (!SKIP.has("throughput")) {
      const cookie = await clientCookie(code);
      const warm = async (url, h = {}) => {
        for (let i = 0; i < 3; i++) await (await fetch(url, { headers: h })).arrayBuffer();
      };
      await warm(`${BASE}/about`);
      await warm(`${BASE}${post}`);
      await warm(`${BASE}/portfolio`, { cookie });
      results.throughput = {
        "static page": { target: targets.throughput.static, app: await load(`${BASE}/about`), nginx: nginx ? await load(`${NGINX}/about`) : null },
        "blog post": { target: targets.throughput.blogPost, app: await load(`${BASE}${post}`), nginx: nginx ? await load(`${NGINX}${post}`) : null },
        "gated page, verified visitor": { target: targets.throughput.gatedVerified, app: await load(`${BASE}/portfolio`, { cookie }), nginx: null },
      };
    }
    if (!SKIP.has("lighthouse")) {
      results.lighthouse = { app: await lighthouseRun(BASE, routes), nginx: nginx ? await lighthouseRun(NGINX, routes) : [] };
    }
    if (!SKIP.has("floor")) results.floor = await floorRun(mirror, Boolean(nginx));
  } finally {
    nginx?.kill("SIGQUIT");
    app.kill("SIGTERM");
    await new Promise((r) => app.once("exit", r));
  }
  if (!SKIP.has("forms")) {
    const pgUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
    results.forms = { "embedded (PGlite)": formsBench(), ...(pgUrl ? { PostgreSQL: formsBench(pgUrl) } : {}) };
  }
  const day = String(results.date).slice(0, 10);
  fs.mkdirSync("bench/results", { recursive: true });
  fs.writeFileSync(`bench/results/${day}.json`, `${JSON.stringify(results, null, 2)}\n`);
  const md = report(results);
  fs.writeFileSync(`bench/results/${day}.md`, `${md}\n`);
  console.log(md);
  log(`written to bench/results/${day}.md and .json`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
