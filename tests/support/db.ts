/**
 * The integration suite's databases.
 *
 * Migrations run once per `vitest run` (tests/support/db-template.ts, the project's globalSetup):
 * into a PGlite data directory and, when TEST_DATABASE_URL is set, into a PostgreSQL template
 * database. Each test file then gets a database of its own, a copy of that template: the data
 * directory copied to a temporary one (the app opens it as it opens any DATA_DIR), or
 * `CREATE DATABASE … TEMPLATE …` on the server. Files therefore run in parallel, and the tests of
 * a file empty their database with one TRUNCATE instead of migrating a new one.
 * tests/support/integration-setup.ts closes and removes the file's databases when the file ends.
 */
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { inject } from "vitest";
import { sql } from "drizzle-orm";
import pg from "pg";
import { closeDb, getDb, type Db } from "@/server/db/client";

export type Backend = "pglite" | "postgres";

declare module "vitest" {
  export interface ProvidedContext {
    /** The migrated PGlite DATA_DIR that each file copies. */
    pgliteTemplate: string;
    /** The migrated PostgreSQL template database, when TEST_DATABASE_URL is set. */
    postgresTemplate: string | null;
  }
}

/**
 * The back ends of the files whose subject is concurrency or locking (the gate, rate limits, form
 * intake, the mail worker, the admin console): PGlite, and PostgreSQL too when TEST_DATABASE_URL
 * is set, since only a server has concurrent connections to race. These files opt in with
 * `describe.each(lockingBackends)`; every other file runs on PGlite alone.
 */
export const lockingBackends: Backend[] = process.env.TEST_DATABASE_URL ? ["pglite", "postgres"] : ["pglite"];

/** Where this file's copy of each back end lives, once made. */
const made: { pgliteDir?: string; postgresName?: string } = {};
let current: Backend | null = null;

function pgliteDataDir(): string {
  if (!made.pgliteDir) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "gte-it-"));
    fs.cpSync(inject("pgliteTemplate"), dir, { recursive: true });
    made.pgliteDir = dir;
  }
  return made.pgliteDir;
}

function serverUrl(database: string): string {
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${database}`;
  return url.toString();
}

async function onServer(statement: string) {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

async function postgresUrl(): Promise<string> {
  const template = inject("postgresTemplate");
  if (!template) throw new Error("TEST_DATABASE_URL is not set: there is no PostgreSQL template database");
  if (!made.postgresName) {
    // The template's name is unique to this run; a file adds its process and a random part.
    const name = `${template.replace(/_template$/, "")}_${process.pid}_${randomBytes(3).toString("hex")}`;
    await onServer(`CREATE DATABASE ${name} TEMPLATE ${template}`);
    made.postgresName = name;
  }
  return serverUrl(made.postgresName);
}

/**
 * Empties every table of the app's schema (read from the catalog) and restarts their ids. The
 * audit log refuses TRUNCATE (drizzle/0009_audit_log_append_only.sql); the test databases' owner,
 * a superuser, sets its triggers aside for this one transaction, as no application role can.
 */
async function emptyDatabase(db?: Db) {
  db ??= await getDb();
  const result = await db.execute(sql`select format('%I.%I', schemaname, tablename) as name from pg_tables where schemaname = 'public'`);
  const tables = (result as unknown as { rows: { name: string }[] }).rows.map((r) => r.name);
  if (!tables.length) return;
  await db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL session_replication_role = replica`);
    await tx.execute(sql.raw(`TRUNCATE ${tables.join(", ")} RESTART IDENTITY CASCADE`));
  });
}

/** Points the app at this file's database on the given back end and empties it. */
export async function useDatabase(backend: Backend = "pglite"): Promise<Db> {
  if (current !== backend) await closeDb();
  if (backend === "postgres") {
    process.env.DATABASE_URL = await postgresUrl();
  } else {
    delete process.env.DATABASE_URL;
    process.env.DATA_DIR = pgliteDataDir();
  }
  current = backend;
  const db = await getDb();
  await emptyDatabase(db);
  return db;
}

/** Closes the app's database and removes this file's copies (run after each file). */
export async function dropFileDatabases() {
  await closeDb();
  current = null;
  delete process.env.DATABASE_URL;
  delete process.env.DATA_DIR;
  if (made.pgliteDir) fs.rmSync(made.pgliteDir, { recursive: true, force: true });
  if (made.postgresName) await onServer(`DROP DATABASE IF EXISTS ${made.postgresName} WITH (FORCE)`);
  made.pgliteDir = made.postgresName = undefined;
}
