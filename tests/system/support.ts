/**
 * The system suite runs the production server (server.mjs on the test build, dist-test) as a separate
 * process, the way it runs in production, and does to it what production will: stop it,
 * kill it, cut its database, run two of it. These helpers start and stop those processes.
 */
import { execFile, spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { promisify } from "node:util";
import { SMTPServer } from "smtp-server";

/** The test build (npm test makes it before the browser suite). */
export const outDir = process.env.ASTRO_OUT_DIR || "dist-test";
export const hasBuild = fs.existsSync(path.join(outDir, "server", "entry.mjs"));
export const postgresUrl = process.env.TEST_DATABASE_URL;

// System files run two at a time (vitest.config.mts), each worker from 200 ports of its own. The
// next port is kept in the worker's environment, which outlives a file's modules: a file starts
// where the last one stopped rather than on a port a server of the last file may still hold.
const firstPort = Number(process.env.SYSTEM_PORT_BASE || 3400) + 200 * (Number(process.env.VITEST_POOL_ID || 1) - 1);
export const freePort = () => {
  const port = Number(process.env.GTE_SYSTEM_NEXT_PORT || firstPort);
  process.env.GTE_SYSTEM_NEXT_PORT = String(port + 1 < firstPort + 200 ? port + 1 : firstPort);
  return port;
};

export type RunningServer = {
  url: string;
  port: number;
  proc: ChildProcess;
  /** Everything the process printed, stdout and stderr. */
  output: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  stop: (signal?: NodeJS.Signals) => Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
};

export function tempDataDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), "gte-system-"));
}

export async function startServer(env: Record<string, string | undefined>, port = freePort()): Promise<RunningServer> {
  const url = `http://127.0.0.1:${port}`;
  // No host given: the server's own default (loopback) is what these tests reach.
  const proc = spawn(process.execPath, ["server.mjs", "-p", String(port)], {
    env: {
      ...process.env,
      ASTRO_OUT_DIR: outDir,
      SITE_URL: url,
      LOG_LEVEL: "info",
      FORM_MIN_FILL_MS: "0",
      MAIL_WORKER: "off",
      DATABASE_URL: "",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  proc.stdout!.on("data", (d) => (out += d));
  proc.stderr!.on("data", (d) => (out += d));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    proc.once("exit", (code, signal) => resolve({ code, signal })),
  );
  const server: RunningServer = {
    url,
    port,
    proc,
    output: () => out,
    exited,
    stop: async (signal = "SIGTERM") => {
      if (proc.exitCode === null && proc.signalCode === null) proc.kill(signal);
      return exited;
    },
  };
  const until = Date.now() + 90_000;
  for (;;) {
    if (proc.exitCode !== null) throw new Error(`server exited during start:\n${out}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > until) {
      proc.kill("SIGKILL");
      throw new Error(`server did not become healthy:\n${out}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return server;
}

/** A JSON POST from this site, as the forms API expects it. */
export async function postJson(base: string, pathname: string, body: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(`${base}${pathname}`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: base, ...headers },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  let json: Record<string, unknown> = {};
  try {
    json = JSON.parse(text);
  } catch {
    /* not JSON */
  }
  return { status: res.status, json, headers: res.headers, text };
}

/**
 * A fresh PostgreSQL database on the test server, dropped by the returned function: migrated by
 * `npm run db:migrate` as a deployment does before its servers start (they only check), unless
 * `migrated` is false.
 */
export async function freshPostgresDatabase(name: string, { migrated = true } = {}): Promise<{ url: string; drop: () => Promise<void> }> {
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(postgresUrl!);
  url.pathname = `/${name}`;
  if (migrated) await migrateWithCli({ DATABASE_URL: url.toString() });
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: postgresUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

/**
 * A TCP relay in front of PostgreSQL that a test can cut (every connection dropped, new ones
 * refused) and restore, which is what an outage or a failover looks like to the app; or make
 * hang (every connection dropped, new ones taken and never answered), a database that stopped
 * responding: the app waits for its connection timeout.
 */
export async function cuttableRelay(target: { host: string; port: number }) {
  let mode: "open" | "cut" | "hang" = "open";
  const sockets = new Set<net.Socket>();
  const dropAll = () => {
    for (const s of sockets) s.destroy();
    sockets.clear();
  };
  const server = net.createServer((client) => {
    if (mode === "cut") return client.destroy();
    if (mode === "hang") return void sockets.add(client.on("error", () => {}));
    const upstream = net.connect(target.port, target.host);
    sockets.add(client).add(upstream);
    const done = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.on("error", done).on("close", done);
    upstream.on("error", done).on("close", done);
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const port = (server.address() as net.AddressInfo).port;
  return {
    port,
    cut: () => {
      mode = "cut";
      dropAll();
    },
    hang: () => {
      mode = "hang";
      dropAll();
    },
    restore: () => {
      mode = "open";
    },
    close: () => {
      dropAll();
      return new Promise<void>((r) => server.close(() => r()));
    },
  };
}

export type ReceivedMail = { to: string[]; subject: string; messageId: string; raw: string };

/** An SMTP server in this process that keeps every message it is given. */
export async function smtpSink() {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      let raw = "";
      stream.on("data", (d) => (raw += d));
      stream.on("end", () => {
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          subject: /^Subject: (.*)$/im.exec(raw)?.[1]?.trim() ?? "",
          messageId: /^Message-ID: (.*)$/im.exec(raw)?.[1]?.trim() ?? "",
          raw,
        });
        callback();
      });
    },
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", () => r()));
  const port = (server.server.address() as net.AddressInfo).port;
  return { url: `smtp://127.0.0.1:${port}`, received, close: () => new Promise<void>((r) => server.close(() => r())) };
}

export async function waitFor<T>(what: string, fn: () => Promise<T | undefined | false> | T | undefined | false, timeoutMs = 30_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const v = await fn();
    if (v) return v as T;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** `npm run db:migrate` with these settings (DATABASE_URL, DATABASE_OWNER_URL); its output. */
export async function migrateWithCli(settings: Record<string, string>): Promise<string> {
  const env: NodeJS.ProcessEnv = { ...process.env, LOG_LEVEL: "warn", ...settings };
  const { stdout } = await promisify(execFile)(process.execPath, ["--import", "tsx", "scripts/db-migrate.ts"], { env });
  return stdout;
}

/**
 * A new client invitation code made with the project's CLI (`npm run invite -- create`), as the
 * owner makes one, against the database `db` names (on an embedded one a running server makes
 * it, asked through its control channel).
 */
export async function createCodeWithCli(db: { DATA_DIR: string } | { DATABASE_URL: string }, label = "system test", options: string[] = []): Promise<string> {
  const env: NodeJS.ProcessEnv = { ...process.env, LOG_LEVEL: "warn", ...db };
  if (!("DATA_DIR" in db)) delete env.DATA_DIR;
  if (!("DATABASE_URL" in db)) delete env.DATABASE_URL;
  const args = ["--import", "tsx", "scripts/invite.ts", "create", "--role", "client", "--label", label, ...options];
  const { stdout } = await promisify(execFile)(process.execPath, args, { env });
  const code = stdout.trim().split("\n").at(-1)!.trim();
  if (!/^GTE-/.test(code)) throw new Error(`unexpected output of invite create:\n${stdout}`);
  return code;
}

/**
 * A migrated PostgreSQL database reached through a relay the test can cut: an outage as the app
 * meets it. `server` is a production server on it, started with `env`.
 */
export async function serverBehindRelay(name: string, env: Record<string, string> = {}) {
  const database = await freshPostgresDatabase(name);
  const target = new URL(database.url);
  const relay = await cuttableRelay({ host: target.hostname, port: Number(target.port || 5432) });
  const viaRelay = new URL(database.url);
  viaRelay.port = String(relay.port);
  const server = await startServer({ DATABASE_URL: viaRelay.toString(), ...env });
  return {
    server,
    down: async () => relay.cut(),
    hang: async () => relay.hang(),
    up: async () => relay.restore(),
    teardown: async () => {
      await server.stop("SIGTERM");
      await relay.close();
      await database.drop();
    },
  };
}

/** The administrator code the site servers of siteServer start with. */
export const siteAdminCode = "GTE-ADMN-SYS7-K4PX-W9RQ";

/**
 * The site as a visitor's requests meet it, for tests of what a request shows (status, headers,
 * HTML, cookies, JSON): one production server on a fresh PostgreSQL database, migrated and seeded
 * by the server itself, so the CLI can make codes while it runs. It takes the client address from
 * X-Forwarded-For, so each test's rate limits are its own (see clientIp).
 */
export async function siteServer(name: string) {
  const database = await freshPostgresDatabase(name);
  const server = await startServer({ DATABASE_URL: database.url, ADMIN_BOOTSTRAP_CODE: siteAdminCode, TRUST_PROXY: "1" });
  return {
    server,
    database,
    teardown: async () => {
      await server.stop();
      await database.drop();
    },
  };
}

let clientCounter = 0;
/** A client address of its own for each call, so one test's rate limits never meet another's. */
export const clientIp = () => `10.77.${Math.floor(++clientCounter / 250) % 250}.${(clientCounter % 250) + 1}`;

/** The /verify form as a browser without JavaScript posts it. */
export function postVerify(base: string, code: string, email: string) {
  return fetch(`${base}/verify`, {
    method: "POST",
    body: new URLSearchParams({ code, email }),
    headers: { origin: base, "x-forwarded-for": clientIp() },
  });
}

/** A verified visitor's Cookie header: the code posted to /verify with a fresh address. */
export async function sessionCookie(base: string, code: string): Promise<string> {
  const res = await postVerify(base, code, `visitor.${Date.now()}.${++clientCounter}@example.com`);
  const cookie = /gte_session=[^;]+/.exec(res.headers.get("set-cookie") ?? "")?.[0];
  if (!cookie) throw new Error(`no session cookie from /verify (${res.status})`);
  return cookie;
}
