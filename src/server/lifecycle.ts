import { boot } from "./boot";
import { closeDb } from "./db/client";
import { logger } from "./log";
import { stopMailWorker } from "./mail/worker";

/** Where the production server (plain JavaScript outside the build) finds the shutdown step. */
const SHUTDOWN_KEY = Symbol.for("gte.shutdown");

let started: Promise<void> | undefined;

/**
 * Starts the server's side once per process, on the first request rendered on the server (the
 * production server makes that request itself before it opens its port): environment check,
 * migrations, start-up tasks, the mail worker.
 */
export function ensureStarted(): Promise<void> {
  if (!started) {
    started = boot();
    (globalThis as Record<symbol, unknown>)[SHUTDOWN_KEY] = async () => {
      await stopMailWorker();
      await closeDb();
      logger.info("database closed");
    };
  }
  return started;
}
