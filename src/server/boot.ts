import { siteUrl } from "@/lib/site-url";
import { env, type Env } from "./env";
import { getDb, dbKind } from "./db/client";
import { logger } from "./log";
import { bootTasks } from "./boot-tasks";

/**
 * Server start: check the environment, open and migrate the database, then run each module's
 * start-up task (seeding, the admin bootstrap code, the mail worker). A failing task is logged;
 * a bad setting, a locked data directory or an unreachable database rejects, and the start stops.
 */
export async function boot(): Promise<Env> {
  const e = env();
  await getDb();
  // siteUrl(), not the setting's default: with SITE_URL unset the links follow the server's own port.
  logger.info({ db: await dbKind(), site: siteUrl().origin }, "database ready");
  for (const task of bootTasks) {
    try {
      await task.run();
    } catch (err) {
      logger.error({ err, task: task.name }, "start-up task failed");
    }
  }
  return e;
}
