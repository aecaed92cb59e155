import fs from "node:fs";
import path from "node:path";
import { spawnSync } from "node:child_process";
import { askRunningServer } from "../control/client";
import { dumpEmbedded } from "./client";
import { openEmbedded } from "./embedded";
import { acquireDataDirLock, releaseDataDirLock } from "./lock";

/**
 * Backups of the data without the key that unseals it. The embedded database lives in
 * `<DATA_DIR>/pglite`; the server's secret, when it is not given as AUTH_SECRET, is the file
 * `<DATA_DIR>/auth-secret` beside it. A backup holds only the database, so a stolen copy
 * unseals no pending approval code and tests no guessed code offline (decision 0011): the key is
 * kept, and backed up, somewhere else.
 */

/** Writes the embedded database of `dataDir` to `file` (a gzipped tar of its files). The caller holds no handle on it. */
export async function backupEmbedded(dataDir: string, file: string): Promise<number> {
  const dir = path.resolve(dataDir);
  acquireDataDirLock(dir);
  const db = await openEmbedded(path.join(dir, "pglite"));
  try {
    const dump = await db.dumpDataDir("gzip");
    const bytes = Buffer.from(await dump.arrayBuffer());
    fs.writeFileSync(file, bytes, { mode: 0o600 });
    return bytes.length;
  } finally {
    await db.close();
    releaseDataDirLock(dir);
  }
}

/**
 * The embedded database this process has open, as a backup (a gzipped tar of its files): what a
 * running server answers `npm run backup` with. The dump waits for the query running now and holds
 * the next ones, with no transaction open, so its files are those of one instant (client.ts).
 */
export async function dumpOpenEmbedded(): Promise<Uint8Array> {
  const dump = await dumpEmbedded();
  if (!dump) throw new Error("this server runs on PostgreSQL: back it up with pg_dump (npm run backup does)");
  return dump;
}

/** Writes to `file` the embedded database of `dataDir` as the server running on it dumps it. */
export async function backupFromRunningServer(dataDir: string, file: string): Promise<number> {
  const bytes = await askRunningServer(dataDir, "backup");
  fs.writeFileSync(file, bytes, { mode: 0o600 });
  return bytes.length;
}

/** Makes a new data directory from a backup. Refuses a directory that already holds a database. */
export async function restoreEmbedded(file: string, dataDir: string): Promise<void> {
  const target = path.join(path.resolve(dataDir), "pglite");
  if (fs.existsSync(target) && fs.readdirSync(target).length > 0) throw new Error(`${target} already holds a database; restore into a new DATA_DIR.`);
  fs.mkdirSync(target, { recursive: true });
  const db = await openEmbedded(target, { loadDataDir: new Blob([new Uint8Array(fs.readFileSync(file))]) });
  await db.close();
}

/** Writes a PostgreSQL database to `file` with pg_dump's custom format (restore with pg_restore). */
export function backupPostgres(databaseUrl: string, file: string): void {
  const run = spawnSync("pg_dump", ["--format=custom", "--no-owner", `--file=${file}`, `--dbname=${databaseUrl}`], { stdio: ["ignore", "inherit", "inherit"] });
  if (run.error) throw new Error("pg_dump was not found: install the PostgreSQL client tools (postgresql-client) to back up a PostgreSQL database.");
  if (run.status !== 0) throw new Error(`pg_dump failed with exit code ${run.status}.`);
}
