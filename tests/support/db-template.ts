/**
 * globalSetup of the integration project: migrates the templates that every test file copies
 * (tests/support/db.ts), once per run, as the app does: a PGlite data directory through the app's
 * own client (which migrates it at open), and a PostgreSQL database when TEST_DATABASE_URL is set
 * through what `npm run db:migrate` runs. The teardown removes them, and any file database a crashed worker left behind.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { closeDb, getDb } from "@/server/db/client";
import { migrateAsOwner } from "@/server/db/migrate";

async function onServer(url: string, statement: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Opens the embedded database process.env names with the app's client (which migrates it) and closes it. */
async function migrateWith(env: { DATA_DIR: string; DATABASE_URL: undefined }) {
  const saved = { DATA_DIR: process.env.DATA_DIR, DATABASE_URL: process.env.DATABASE_URL };
  for (const [k, v] of Object.entries(env)) {
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  }
  try {
    await getDb();
  } finally {
    await closeDb();
    for (const [k, v] of Object.entries(saved)) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
  }
}

export default async function setup(project: TestProject) {
  const pgliteTemplate = fs.mkdtempSync(path.join(os.tmpdir(), "gte-it-template-"));
  await migrateWith({ DATA_DIR: pgliteTemplate, DATABASE_URL: undefined });
  project.provide("pgliteTemplate", pgliteTemplate);

  const server = process.env.TEST_DATABASE_URL;
  // Unique to this run, so that two runs on one server (two engineers, CI jobs) do not meet.
  const prefix = `gte_it_${process.pid}_${Date.now().toString(36)}`;
  const postgresTemplate = server ? `${prefix}_template` : null;
  if (server && postgresTemplate) {
    await onServer(server, `CREATE DATABASE ${postgresTemplate}`);
    const url = new URL(server);
    url.pathname = `/${postgresTemplate}`;
    await migrateAsOwner(url.toString());
  }
  project.provide("postgresTemplate", postgresTemplate);

  return async () => {
    fs.rmSync(pgliteTemplate, { recursive: true, force: true });
    if (!server) return;
    const left = await onServer(server, `SELECT datname FROM pg_database WHERE datname LIKE '${prefix}\\_%'`);
    for (const { datname } of left.rows as { datname: string }[]) await onServer(server, `DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
  };
}
