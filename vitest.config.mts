/// <reference types="vitest/config" />
import path from "node:path";
import { fileURLToPath } from "node:url";
import { getViteConfig } from "astro/config";

const __dirname = path.dirname(fileURLToPath(import.meta.url));

/** System files that measure time or memory, run alone (the system-alone project). */
const systemAlone = [
  "tests/system/abuse.test.ts",
  "tests/system/abandoned-requests.test.ts",
  "tests/system/embedded-thread.test.ts",
  "tests/system/request-limits.test.ts",
  "tests/system/shutdown.test.ts",
];

const alias = {
  "@": path.resolve(__dirname, "src"),
};

// Astro's own Vite configuration (astro.config.mjs and its plugins), so the tests import what the
// build imports: `astro:actions` is Astro's real module and the actions in src/actions are the
// ones the site serves. Every project extends it.
export default getViteConfig({
  resolve: { alias },
  test: {
    reporters: process.env.VITEST_JSON ? ["default", ["json", { outputFile: process.env.VITEST_JSON }]] : ["default"],
    // Two files at a time suits the two cores of the machines this runs on (VITEST_MAX_WORKERS overrides it).
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: { name: "unit", include: ["tests/unit/**/*.test.{ts,tsx}", "src/**/*.test.{ts,tsx}"], environment: "node" },
      },
      {
        extends: true,
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          environment: "node",
          // Migrations run once, into templates; each file works on its own copy (tests/support/db.ts),
          // so files run in parallel.
          globalSetup: ["tests/support/db-template.ts"],
          // A worker keeps its modules from one file to the next: each file's own database is
          // reset by useDatabase and closed when the file ends (tests/support/integration-setup.ts),
          // nothing here mocks a module, and the server's settings are read again whenever the
          // environment changes (src/server/env.ts). Loading the server's modules and the embedded
          // database's code once per worker instead of once per file takes 40% off the suite's
          // time (decision 0036); the files also pass in shuffled order (--sequence.shuffle.files).
          isolate: false,
          setupFiles: ["tests/support/integration-setup.ts"],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          // The production server as separate processes, on a finished build (npm test builds
          // first): shutdown, kill -9, database outages, two servers on one PostgreSQL. Two files
          // at a time: most of a file's time is a server starting or a database answering, and each
          // file's servers, ports (tests/system/support.ts) and databases are its own.
          name: "system",
          include: ["tests/system/**/*.test.ts"],
          exclude: systemAlone,
          environment: "node",
          testTimeout: 240_000,
          hookTimeout: 120_000,
          sequence: { groupOrder: 1 },
        },
      },
      {
        extends: true,
        test: {
          // The files that time or weigh the server (answers within a second under abuse, memory
          // under load, a drain's deadline, a page answered while a query holds the database): one
          // at a time, after the others, so nothing else on the machine moves their figures
          // (decision 0036). Under CI a failed one gets one more try, as the browser suite's tests
          // do: the machine is shared, and a figure that misses twice is a real failure.
          name: "system-alone",
          include: systemAlone,
          environment: "node",
          fileParallelism: false,
          retry: process.env.CI ? 1 : 0,
          testTimeout: 240_000,
          hookTimeout: 120_000,
          sequence: { groupOrder: 2 },
        },
      },
    ],
  },
});
