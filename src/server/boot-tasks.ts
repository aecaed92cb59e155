import { seedDatabase } from "./db/seed";
import { startMailWorker } from "./mail/worker";
import { bootstrapAdminCode } from "./gate/bootstrap";
import { warnIfSecretIsPerMachine } from "./secret";
import { startControlChannel } from "./control/channel";
import { startMorningDigest } from "./admin/digest";
import { getDb } from "./db/client";

export type BootTask = { name: string; run: () => Promise<void> };

/** Start-up tasks in order. Each feature adds its own entry here. */
export const bootTasks: BootTask[] = [
  { name: "auth-secret", run: async () => warnIfSecretIsPerMachine() },
  // Seed posts only on an empty blog: posts deleted or renamed in the console stay that way.
  { name: "seed", run: async () => void (await seedDatabase({ atStart: true })) },
  { name: "admin-bootstrap-code", run: () => bootstrapAdminCode() },
  { name: "mail-worker", run: async () => void (await startMailWorker()) },
  // The embedded database's tools (npm run backup) reach the running server through it.
  { name: "control-channel", run: startControlChannel },
  // The lead desk's morning digest, queued once a day across servers (src/server/admin/digest.ts).
  { name: "morning-digest", run: async () => startMorningDigest(getDb) },
];
