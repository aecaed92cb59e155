import fs from "node:fs";
import path from "node:path";
import { getDb } from "@/server/db/client";
import { env } from "@/server/env";
import { logger } from "@/server/log";
import { createFirstAdminCodeIfNone, ensureBootstrapAdminCode } from "./codes";

/** Where the first administrator code goes when no one is watching the terminal: beside the database, never in a backup (src/server/db/backup.ts copies the database alone). */
export const FIRST_ADMIN_CODE_FILE = "first-admin-code";

/**
 * Start-up task. With ADMIN_BOOTSTRAP_CODE set, a new value becomes an admin code (and retires the
 * previous value's code); a value already known is left alone, so a code revoked in the console
 * stays revoked. Without it, the first start on a database that has never had an admin code makes
 * a new one, once: it is not stored anywhere else, so whoever starts the server must note it.
 */
export async function bootstrapAdminCode(): Promise<void> {
  const db = await getDb();
  const configured = env().ADMIN_BOOTSTRAP_CODE;
  if (configured) {
    const { row, created, retired } = await ensureBootstrapAdminCode(db, configured);
    if (retired.length) logger.info({ retired }, "previous ADMIN_BOOTSTRAP_CODE revoked");
    if (row.revokedAt) {
      logger.warn({ codeId: row.id }, "ADMIN_BOOTSTRAP_CODE was revoked and stays revoked; set a new value to issue a new administrator code");
    } else if (row.role !== "admin") {
      logger.warn({ codeId: row.id }, "ADMIN_BOOTSTRAP_CODE is already a client code and was left as it is; set a different value");
    } else {
      logger.info({ codeId: row.id, created }, "admin bootstrap code ready");
    }
    return;
  }
  const first = await createFirstAdminCodeIfNone(db);
  if (!first) return;
  const { code, row } = first;
  const how = `Enter it on /verify with your e-mail address. Code id ${row.id}, 5 uses.`;
  if (process.stdout.isTTY) {
    // Someone is at the terminal (npm start): shown once, outside the JSON log (whose redaction would hide it).
    console.log(
      [
        "",
        "==================================================================",
        "  No administrator code existed, so one was created (shown once):",
        `  ${code}`,
        `  ${how}`,
        "  Make more with: npm run invite -- create --role admin",
        "==================================================================",
        "",
      ].join("\n"),
    );
    return;
  }
  // Under a service manager standard output is a log (the journal), kept and shipped: the code goes
  // to a file only the server's account can read, and the log says where.
  const file = writeFirstAdminCode(code, how);
  logger.warn({ file, codeId: row.id }, "no administrator code existed, so one was created and written to this file: read it, sign in, then delete the file");
}

/** Writes the code to DATA_DIR/first-admin-code, readable by the server's account alone; a stale file from an earlier database is replaced. */
function writeFirstAdminCode(code: string, how: string): string {
  const file = path.resolve(env().DATA_DIR, FIRST_ADMIN_CODE_FILE);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.rmSync(file, { force: true });
  fs.writeFileSync(file, `${code}\n\n${how}\nDelete this file once you have signed in.\n`, { flag: "wx", mode: 0o600 });
  return file;
}
