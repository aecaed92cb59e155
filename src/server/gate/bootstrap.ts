import { getDb } from "@/server/db/client";
import { env } from "@/server/env";
import { logger } from "@/server/log";
import { createFirstAdminCodeIfNone, ensureBootstrapAdminCode } from "./codes";

/**
 * Start-up task. With ADMIN_BOOTSTRAP_CODE set, a new value becomes an admin code (and retires the
 * previous value's code); a value already known is left alone, so a code revoked in the console
 * stays revoked. Without it, the first start on a database that has never had an admin code prints
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
  // Printed on purpose, once, outside the JSON log (whose redaction would hide it).
  console.log(
    [
      "",
      "==================================================================",
      "  No administrator code existed, so one was created (shown once):",
      `  ${code}`,
      `  Enter it on /verify with your e-mail address. Code id ${row.id}, 5 uses.`,
      "  Make more with: npm run invite -- create --role admin",
      "==================================================================",
      "",
    ].join("\n"),
  );
}
