import "server-only";
import { closeDb } from "@/server/db/client";
import { stopMailWorker } from "@/server/mail/worker";
import { logger } from "@/server/log";
import { createRequestHandler } from "./request-handler";

/**
 * What the production server (server.mjs, plain JavaScript outside the Next.js build) may call
 * into: it gets these from globalThis once Next.js has loaded the instrumentation hook.
 */
export type ServerHooks = {
  createRequestHandler: typeof createRequestHandler;
  /** After the last request: the mail worker finishes its message, then the database closes. */
  shutdown: () => Promise<void>;
};

export function registerServerHooks(): void {
  const hooks: ServerHooks = {
    createRequestHandler,
    shutdown: async () => {
      await stopMailWorker();
      await closeDb();
      logger.info("database closed");
    },
  };
  (globalThis as unknown as { __gteServerHooks?: ServerHooks }).__gteServerHooks = hooks;
}
