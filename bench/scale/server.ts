/**
 * The processes and databases of one measured configuration: the production build in dist-bench
 * (made when missing, as `npm run bench` makes it), a scratch PostgreSQL database or data
 * directory filled by fill.ts, and `node server.mjs` on it, with an administrator signed in the
 * way a browser signs in (the code on /verify, then the passkey step, as tests/system does).
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { randomInt } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import { adminSession } from "../../tests/system/admin-session";
import { SERVER_NODE_FLAGS } from "../../scripts/server-flags.mjs";
import { ADMIN_EMAIL } from "./corpus";
import type { FillSize } from "./fill-sql";

export const OUT_DIR = "dist-bench";

export function ensureBuild(base: string) {
  if (fs.existsSync(path.join(OUT_DIR, "server", "entry.mjs")) && process.env.BENCH_REBUILD !== "1") return;
  console.error(`[scale] building into ${OUT_DIR}`);
  const r = spawnSync(process.execPath, ["scripts/build.mjs"], { stdio: "inherit", env: { ...process.env, ASTRO_OUT_DIR: OUT_DIR, SITE_URL: base } });
  if (r.status !== 0) throw new Error("build failed");
}

/** Where a configuration's data lives: a PostgreSQL database (made and dropped here) or a data directory. */
export type Store = { databaseUrl: string; dataDir: string; drop: () => Promise<void> };

const onServer = async (adminUrl: string, statement: string) => {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
};

/** The PostgreSQL database `gte_scale_<posts>_<leads>` beside the one `adminUrl` names: made afresh, or the filled one there when `reuse`. */
export async function scratchPostgres(adminUrl: string, size: FillSize, dataDir: string, reuse = false): Promise<Store> {
  const name = `gte_scale_${size.posts}_${size.leads}`;
  if (!reuse) {
    await onServer(adminUrl, `drop database if exists ${name} with (force)`);
    await onServer(adminUrl, `create database ${name}`);
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { databaseUrl: url.toString(), dataDir, drop: () => onServer(adminUrl, `drop database if exists ${name} with (force)`) };
}

export function scratchEmbedded(dataDir: string): Store {
  return { databaseUrl: "", dataDir, drop: async () => {} };
}

export type FillSummary = Record<string, number> & { seconds: Record<string, number> };

/** Runs fill.ts in its own process against the store, with `settings` added to its environment; its output. */
function runFill(store: Store, settings: Record<string, string>) {
  return spawnSync(process.execPath, ["--import", "tsx", "bench/scale/fill.ts"], {
    env: { ...process.env, DATABASE_URL: store.databaseUrl, DATABASE_OWNER_URL: "", DATA_DIR: store.dataDir, LOG_LEVEL: "warn", ...settings },
    encoding: "utf8",
    stdio: ["ignore", "pipe", "inherit"],
    maxBuffer: 16 * 1024 * 1024,
  });
}

/** Fills the store to `size`; fill.ts's summary line. */
export function fillStore(store: Store, size: FillSize): FillSummary {
  const r = runFill(store, { BENCH_FILL_POSTS: String(size.posts), BENCH_FILL_LEADS: String(size.leads) });
  const line = /^FILLED (.*)$/m.exec(r.stdout ?? "")?.[1];
  if (r.status !== 0 || !line) throw new Error(`the fill failed (exit ${r.status})`);
  return JSON.parse(line) as FillSummary;
}

/** Deletes the administrators' passkeys in a reused store, so this run's administrator registers its own. */
export function forgetPasskeys(store: Store) {
  const r = runFill(store, { BENCH_FILL_ONLY_FORGET: "1" });
  if (r.status !== 0) throw new Error(`forgetting the last run's passkeys failed (exit ${r.status})`);
}

/** A strong administrator code in the shape the gate gives out, new for each run. */
export function newAdminCode(): string {
  const alphabet = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
  const group = () => Array.from({ length: 4 }, () => alphabet[randomInt(alphabet.length)]).join("");
  return `GTE-${group()}-${group()}-${group()}-${group()}-${group()}`;
}

export type Server = { base: string; proc: ChildProcess; adminCookie: string; stop: () => Promise<void> };

/**
 * The production server on the store, with the bench's administrator code as its bootstrap code.
 * It trusts this machine as its proxy, so each load client comes as its own visitor by
 * X-Forwarded-For and the per-client render cap applies per visitor, as behind nginx.
 */
export async function startServer(store: Store, port: number): Promise<Server> {
  const base = `http://127.0.0.1:${port}`;
  const code = newAdminCode();
  // With the Node.js options production runs with (the heap ceiling of decision 0055).
  const proc = spawn(process.execPath, [...SERVER_NODE_FLAGS, "server.mjs", "-p", String(port), "-H", "127.0.0.1"], {
    env: {
      ...process.env,
      ASTRO_OUT_DIR: OUT_DIR,
      SITE_URL: base,
      DATA_DIR: store.dataDir,
      DATABASE_URL: store.databaseUrl,
      ADMIN_BOOTSTRAP_CODE: code,
      LOG_LEVEL: "warn",
      MAIL_WORKER: "off",
      TRUST_PROXY: "127.0.0.1",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const stop = async () => {
    if (proc.exitCode !== null || proc.signalCode !== null) return;
    const exited = new Promise((r) => proc.once("exit", r));
    proc.kill("SIGTERM");
    const timer = setTimeout(() => proc.kill("SIGKILL"), 40_000);
    await exited;
    clearTimeout(timer);
  };
  // A large embedded database takes a while to open.
  for (let i = 0; ; i++) {
    if (proc.exitCode !== null) throw new Error(`the server exited with ${proc.exitCode} during start`);
    if (i > 1200) {
      await stop();
      throw new Error("the server did not start within ten minutes");
    }
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      /* starting */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  try {
    const { cookie } = await adminSession(base, code, ADMIN_EMAIL, { "x-forwarded-for": "10.70.0.1" });
    return { base, proc, adminCookie: cookie, stop };
  } catch (err) {
    await stop();
    throw err;
  }
}
