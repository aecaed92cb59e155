import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { closeDb, getDb } from "@/server/db/client";
import { resetEnvCache } from "@/server/env";
import { sql } from "drizzle-orm";

export type Backend = "pglite" | "postgres";

/** The back ends the integration suite runs on: PGlite always, PostgreSQL when TEST_DATABASE_URL is set. */
export const backends: Backend[] = process.env.TEST_DATABASE_URL ? ["pglite", "postgres"] : ["pglite"];

const TABLES = [
  "verified_sessions", "access_requests", "invitation_codes", "rate_limits", "audit_log", "contact_submissions",
  "partnership_applications", "job_applications", "newsletter_subscribers", "blog_posts", "search_documents",
  "outbox", "consent_records",
];

/** Opens a fresh, migrated, empty database for the given back end. */
export async function useDatabase(backend: Backend) {
  await closeDb();
  if (backend === "postgres") {
    process.env.DATABASE_URL = process.env.TEST_DATABASE_URL;
  } else {
    delete process.env.DATABASE_URL;
    process.env.DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), "gte-test-"));
  }
  resetEnvCache();
  const db = await getDb();
  await db.execute(sql.raw(`TRUNCATE ${TABLES.join(", ")} RESTART IDENTITY CASCADE`));
  return db;
}

export async function releaseDatabase() {
  await closeDb();
}
