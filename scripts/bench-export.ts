/**
 * `npm run bench:export`: how much memory a large CSV export costs the production server. Fills
 * the contact inbox with BENCH_ROWS (200,000) realistic submissions by SQL, starts server.mjs on
 * that database as production does (scripts/server-flags.mjs), signs in as an administrator as a browser would, and downloads
 * /admin/export/contact-submissions.csv twice: read as fast as it comes, then paused for
 * BENCH_PAUSE_MS after its first megabyte (a slow client: the server must wait, not read ahead
 * into memory). The server's resident memory (VmRSS) is sampled throughout; the budget is its
 * rise over the idle figure (issue 29: under 50 MB). Not a timed test: figures go to
 * bench/results/export-<date>.json and .md, and the exit code says whether the budget held.
 *
 * Runs on a fresh embedded database, and on PostgreSQL too when BENCH_DATABASE_URL or
 * TEST_DATABASE_URL names a server (a database `gte_bench_export_<pid>` is made and dropped).
 * Needs a production build (ASTRO_OUT_DIR, default dist). BENCH_SKIP=pglite or postgres skips one.
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import pg from "pg";
import { migrateAsOwner, migrateEmbedded } from "@/server/db/migrate";
import { adminSession } from "../tests/system/admin-session";
import { SERVER_NODE_FLAGS } from "./server-flags.mjs";

const ROWS = Number(process.env.BENCH_ROWS || 200_000);
const PAUSE_MS = Number(process.env.BENCH_PAUSE_MS || 5_000);
const PORT = Number(process.env.BENCH_PORT || 3398);
const OUT_DIR = process.env.ASTRO_OUT_DIR || "dist";
const BASE = `http://127.0.0.1:${PORT}`;
const BUDGET_MB = 50;
const SKIP = (process.env.BENCH_SKIP ?? "").split(",");
const SERVER_URL = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
const ADMIN_CODE = "GTE-BNCH-EXP7-K4PX-W9RQ";

/** Realistic rows: names, companies and messages of the lengths the forms see, dates over two years. */
const FILL = `
  INSERT INTO contact_submissions (name, email, phone, company, message, source, services_interested, project_budget, timeline, stage, created_at)
  SELECT (ARRAY['Dana Reyes','Marcus Bell','Priya Shah','Tomás Ortega','Keisha Williams','Ana López','Wei Chen','Jordan Blake'])[1 + i % 8] || ' ' || i,
         'lead' || i || '@' || (ARRAY['peachtreedental.example','bellhvac.example','gmail.example','midtownlaw.example'])[1 + i % 4],
         CASE WHEN i % 3 = 0 THEN NULL ELSE '(404) 555-' || lpad((i % 10000)::text, 4, '0') END,
         (ARRAY['Peachtree Dental','Bell HVAC','Midtown Law Group','Decatur Bakery','Buckhead Realty',NULL])[1 + i % 6],
         (ARRAY['We need a new website for our practice: online booking, patient forms and a page per service. Our current site is slow on phones and we rank poorly for "dentist near me" in Midtown.',
                'Looking for help with Google Ads and local SEO. We spend about $2,000 a month and cannot tell which calls come from the ads. Could you audit the account and the landing pages?',
                'Our online store runs on an old platform that breaks at every update. We would like a quote for moving 400 products to a headless setup, with the same URLs so we keep our rankings.'])[1 + i % 3]
           || ' Ref ' || md5(i::text),
         (ARRAY['home','contact-page','api'])[1 + i % 3],
         CASE WHEN i % 3 = 1 THEN 'Web design, SEO' END,
         CASE WHEN i % 3 = 1 THEN '$10,000–$25,000' END,
         CASE WHEN i % 3 = 1 THEN '1-3 months' END,
         (ARRAY['new','contacted'])[1 + i % 2],
         now() - (i * interval '5 minutes')
  FROM generate_series(1, ${ROWS}) AS i`;

function rssMb(pid: number): number {
  return Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"))![1]) / 1024;
}

async function waitForHealth(proc: ChildProcess) {
  for (let i = 0; i < 240; i++) {
    if (proc.exitCode !== null) throw new Error("the server exited during start");
    if (
      await fetch(`${BASE}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error("the server did not become healthy within 2 minutes");
}

type Download = { status: number; bytes: number; rows: number; seconds: number; peakMb: number };

/** Downloads the export with the session cookie, sampling the server's memory every 50 ms; `pause` holds the reading after the first megabyte. */
function download(pid: number, cookie: string, pause = 0): Promise<Download> {
  return new Promise((resolve, reject) => {
    let peakMb = rssMb(pid);
    const sampler = setInterval(() => (peakMb = Math.max(peakMb, rssMb(pid))), 50);
    const started = performance.now();
    http
      .get(`${BASE}/admin/export/contact-submissions.csv`, { headers: { cookie } }, (res) => {
        let bytes = 0;
        let lines = 0;
        let paused = pause === 0;
        res.on("data", (chunk: Buffer) => {
          bytes += chunk.length;
          for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) lines++;
          if (!paused && bytes > 1024 * 1024) {
            paused = true;
            res.pause();
            setTimeout(() => res.resume(), pause);
          }
        });
        res.on("end", () => {
          clearInterval(sampler);
          // Quoted messages hold no line breaks here: every line but the header is a row.
          resolve({ status: res.statusCode ?? 0, bytes, rows: lines - 1, seconds: (performance.now() - started) / 1000, peakMb });
        });
        res.on("error", reject);
      })
      .on("error", reject);
  });
}

type Measured = { database: string; rows: number; idleMb: number; fast: Download; paused: Download; riseMb: number; pass: boolean };

async function measure(database: string, env: Record<string, string>): Promise<Measured> {
  const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, "server.mjs", "-p", String(PORT), "-H", "127.0.0.1"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      ASTRO_OUT_DIR: OUT_DIR,
      SITE_URL: BASE,
      LOG_LEVEL: "error",
      MAIL_WORKER: "off",
      ADMIN_BOOTSTRAP_CODE: ADMIN_CODE,
      ...env,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  try {
    await waitForHealth(server);
    const { cookie } = await adminSession(BASE, ADMIN_CODE, "owner@gatewaytech.example");
    const pid = server.pid!;
    // Warm: the console and the export route loaded (an empty inbox's export), as after an administrator's first look around.
    for (let i = 0; i < 3; i++) await (await fetch(`${BASE}/admin`, { headers: { cookie } })).arrayBuffer();
    await (await fetch(`${BASE}/admin/export/newsletter-subscribers.csv`, { headers: { cookie } })).arrayBuffer();
    await new Promise((r) => setTimeout(r, 2_000));
    const idleMb = rssMb(pid);
    const fast = await download(pid, cookie);
    const paused = await download(pid, cookie, PAUSE_MS);
    const riseMb = Math.max(fast.peakMb, paused.peakMb) - idleMb;
    const complete = [fast, paused].every((d) => d.status === 200 && d.rows === ROWS);
    return { database, rows: ROWS, idleMb, fast, paused, riseMb, pass: complete && riseMb < BUDGET_MB };
  } finally {
    server.kill("SIGTERM");
    await new Promise((r) => server.once("exit", r));
  }
}

async function onEmbedded(): Promise<Measured> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "gte-bench-export-"));
  try {
    const client = await PGlite.create(path.join(dataDir, "pglite"));
    await migrateEmbedded(drizzle(client));
    await client.exec(FILL);
    await client.close();
    return await measure("embedded (PGlite)", { DATA_DIR: dataDir, DATABASE_URL: "" });
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function onPostgres(serverUrl: string): Promise<Measured> {
  const name = `gte_bench_export_${process.pid}`;
  const url = new URL(serverUrl);
  const onServer = async (statement: string) => {
    const c = new pg.Client({ connectionString: serverUrl });
    await c.connect();
    await c.query(statement).finally(() => c.end());
  };
  await onServer(`CREATE DATABASE ${name}`);
  url.pathname = `/${name}`;
  try {
    await migrateAsOwner(url.toString());
    const c = new pg.Client({ connectionString: url.toString() });
    await c.connect();
    await c.query(FILL).finally(() => c.end());
    return await measure("PostgreSQL", { DATABASE_URL: url.toString() });
  } finally {
    await onServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
}

const mb = (n: number) => n.toFixed(1);

function report(results: Measured[]): string {
  const rows = results.map(
    (r) =>
      `| ${r.database} | ${r.rows.toLocaleString("en-US")} | ${mb(r.fast.bytes / 1024 / 1024)} | ${mb(r.idleMb)} | ${mb(r.fast.peakMb)} (${r.fast.seconds.toFixed(1)} s) | ${mb(r.paused.peakMb)} | ${mb(r.riseMb)} | ${r.pass ? "✅" : "❌"} |`,
  );
  return [
    `# CSV export memory, ${new Date().toISOString().slice(0, 10)}`,
    "",
    `Machine: ${os.cpus().length} cores, Node ${process.version}, load average ${os.loadavg()[0].toFixed(1)} at the end (shared machine). Production build, \`node ${SERVER_NODE_FLAGS.join(" ")} server.mjs\` (scripts/server-flags.mjs). Budget: the server's resident memory rises by less than ${BUDGET_MB} MB while the whole inbox downloads.`,
    "",
    "| database | rows | file MB | idle RSS MB | peak RSS MB, read at full speed | peak RSS MB, client paused " +
      `${PAUSE_MS / 1000} s after 1 MB | rise MB | |`,
    "|---|---|---|---|---|---|---|---|",
    ...rows,
    "",
  ].join("\n");
}

async function main() {
  if (!fs.existsSync(path.join(OUT_DIR, "server", "entry.mjs"))) {
    console.error(`No production build in ${OUT_DIR}. Run \`npm run build\` first (or set ASTRO_OUT_DIR).`);
    process.exit(1);
  }
  const results: Measured[] = [];
  if (!SKIP.includes("pglite")) results.push(await onEmbedded());
  if (SERVER_URL && !SKIP.includes("postgres")) results.push(await onPostgres(SERVER_URL));
  const markdown = report(results);
  console.log(markdown);
  const file = path.join("bench", "results", `export-${new Date().toISOString().slice(0, 10)}`);
  fs.writeFileSync(`${file}.json`, `${JSON.stringify({ date: new Date().toISOString(), budgetMb: BUDGET_MB, pauseMs: PAUSE_MS, results }, null, 2)}\n`);
  fs.writeFileSync(`${file}.md`, markdown);
  process.exit(results.every((r) => r.pass) ? 0 : 1);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
