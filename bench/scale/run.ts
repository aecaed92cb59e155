/**
 * `npm run bench:scale` (issue 29): the production build on a scratch database of each kind,
 * filled by SQL to each size, measured request by request, for a CSV export's memory and under
 * 20 clients of uncached searches, and judged against the budgets in budgets.ts. Writes
 * bench/results/<date>-scale.md and .json. Not a test: the figures depend on the machine and on
 * what else runs on it, which the report records (load average before and after each part).
 * Settings: options.ts.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { verdicts, type Figures, type Verdict } from "./budgets";
import { measureExport, type ExportFigures } from "./export";
import { rssMb } from "./http";
import { underLoad, type LoadFigures } from "./load";
import { measureRequests, sitemapPosts, type RequestFigures } from "./measure";
import { readOptions, type DatabaseKind, type Options, type Size } from "./options";
import { report, type ScaleResults } from "./report";
import { ensureBuild, fillStore, forgetPasskeys, scratchEmbedded, scratchPostgres, startServer, type FillSummary } from "./server";

export type RunResult = {
  database: DatabaseKind;
  size: Size;
  loadAverage: { before: number; after: number };
  fill?: FillSummary;
  /** The server's resident memory once started and signed in to. */
  idleRssMb?: number;
  requests?: RequestFigures;
  export?: ExportFigures;
  load?: LoadFigures;
  sitemap?: { listed: number; published: number };
  verdicts: Verdict[];
  error?: string;
};

const log = (...a: unknown[]) => console.error("[scale]", ...a);
const loadAverage = () => Number(os.loadavg()[0].toFixed(1));

function figuresOf(r: RunResult): Figures {
  const q = r.requests;
  const median = (name: string) => q?.[name]?.uncached?.median;
  const busy = (s: { statuses: Record<string, number> }) => s.statuses["503"] ?? 0;
  return {
    searchCommonMs: median("searchCommon"),
    searchRareMs: median("searchRare"),
    blogLastPageMs: median("blogLastPage"),
    inboxLastPageMs: median("inboxLastPage"),
    auditLastPageMs: median("auditLastPage"),
    inboxSearchMs: median("inboxSearch"),
    adminMs: median("admin"),
    report90Ms: median("report90"),
    exportRiseMb: r.export?.riseMb,
    load: r.load && {
      memoryPageP99Ms: r.load.memoryPage.p99,
      healthNot200: r.load.health.answers - (r.load.health.statuses["200"] ?? 0),
      busyAnswers: busy(r.load.memoryPage) + busy(r.load.post) + busy(r.load.health),
    },
    sitemap: r.sitemap,
  };
}

async function runOne(o: Options, kind: DatabaseKind, size: Size): Promise<RunResult> {
  const result: RunResult = { database: kind, size, loadAverage: { before: loadAverage(), after: NaN }, verdicts: [] };
  const dataDir = o.reuse ? path.resolve("bench/tmp", `scale-${kind}-${size.name}`) : fs.mkdtempSync(path.join(os.tmpdir(), "gte-scale-"));
  // A reused store's fill summary, written once its fill finished; a store without one starts again.
  const filled = path.join(dataDir, "filled.json");
  const reuse = o.reuse && fs.existsSync(filled);
  if (o.reuse && !reuse) fs.rmSync(dataDir, { recursive: true, force: true });
  fs.mkdirSync(dataDir, { recursive: true });
  const store = kind === "postgres" ? await scratchPostgres(o.postgresUrl, size, dataDir, reuse) : scratchEmbedded(dataDir);
  try {
    if (reuse) {
      result.fill = JSON.parse(fs.readFileSync(filled, "utf8")) as FillSummary;
      forgetPasskeys(store);
      log(kind, size.name, "reusing the store filled before");
    } else {
      log(kind, size.name, "filling");
      result.fill = fillStore(store, size);
      if (o.reuse) fs.writeFileSync(filled, JSON.stringify(result.fill));
      log(kind, size.name, "filled", JSON.stringify(result.fill));
    }
    if (o.fillOnly) return result;
    const server = await startServer(store, o.port);
    try {
      result.idleRssMb = rssMb(server.proc.pid!);
      log(kind, size.name, "measuring requests");
      result.requests = await measureRequests(server.base, server.adminCookie, o.sampling);
      result.sitemap = { listed: await sitemapPosts(server.base), published: result.fill.public_posts };
      if (o.exports) {
        log(kind, size.name, "exporting");
        result.export = await measureExport(server.base, server.adminCookie, server.proc.pid!, result.fill.contact_submissions);
      }
      if (o.load) {
        log(kind, size.name, `${o.load.clients} clients for ${o.load.seconds} s`);
        result.load = await underLoad(server.base, { ...o.load, post: result.requests.post.path });
      }
    } finally {
      await server.stop();
    }
  } catch (err) {
    result.error = err instanceof Error ? err.message : String(err);
    log(kind, size.name, "failed:", err);
  } finally {
    if (!o.keep) {
      await store.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    } else log("kept", store.databaseUrl || dataDir);
  }
  result.loadAverage.after = loadAverage();
  result.verdicts = verdicts(figuresOf(result));
  return result;
}

async function main() {
  const o = readOptions();
  if (!o.runs.length) throw new Error("nothing to run: every database or size was skipped (PostgreSQL needs BENCH_DATABASE_URL or TEST_DATABASE_URL)");
  ensureBuild(`http://127.0.0.1:${o.port}`);
  const results: ScaleResults = {
    date: new Date().toISOString(),
    commit: execFileSync("git", ["rev-parse", "--short", "HEAD"], { encoding: "utf8" }).trim(),
    machine: { cpus: os.cpus().length, model: os.cpus()[0]?.model ?? "unknown", memoryGb: Math.round(os.totalmem() / 2 ** 30), node: process.version },
    sampling: o.sampling,
    runs: [],
  };
  for (const { kind, size } of o.runs) results.runs.push(await runOne(o, kind, size));
  if (o.fillOnly) return;
  const file = `bench/results/${results.date.slice(0, 10)}-${o.name}`;
  fs.mkdirSync("bench/results", { recursive: true });
  fs.writeFileSync(`${file}.json`, `${JSON.stringify(results, null, 2)}\n`);
  const md = report(results);
  fs.writeFileSync(`${file}.md`, `${md}\n`);
  console.log(md);
  log(`written to ${file}.md and .json`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
