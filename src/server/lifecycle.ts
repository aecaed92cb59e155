import { boot } from "./boot";
import { closeControlChannel } from "./control/channel";
import { closeDb } from "./db/client";
import type { Env } from "./env";
import { logger } from "./log";
import { stopMailWorker } from "./mail/worker";
import { stopCountingViews } from "./views/counter";
import { stopMorningDigest } from "./admin/digest";

let started: Promise<Env> | undefined;

/**
 * Starts the server's side once per process: every setting checked, the database opened (and,
 * embedded, locked) and migrated, the start-up tasks run. The production server awaits it before
 * it opens its port (src/server/entry.ts), and a failure stops the start; the development server
 * has no such step and starts it on its first request (src/middleware).
 */
export function start(): Promise<Env> {
  return (started ??= boot());
}

/** After the last request: the mail worker finishes its message, the views counted are added, the control channel closes, then the database. */
export async function stop(): Promise<void> {
  stopMorningDigest();
  await stopMailWorker();
  await stopCountingViews();
  await closeControlChannel();
  await closeDb();
  logger.info("database closed");
}
