/// <reference types="vitest/config" />
import path from "node:path";
import { fileURLToPath } from "node:url";
import { getViteConfig } from "astro/config";

const __dirname = path.dirname(fileURLToPath(import.meta.url));

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
          setupFiles: ["tests/support/integration-setup.ts"],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          // The production server as separate processes, on a finished build (npm test builds
          // first): shutdown, kill -9, database outages, two servers on one PostgreSQL.
          name: "system",
          include: ["tests/system/**/*.test.ts"],
          environment: "node",
          fileParallelism: false,
          testTimeout: 240_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
