// What the project's own scripts (npm start, npm run build, the CLI) and the server read before
// anything else: the .env files, and the build directory they name.
import fs from "node:fs";
import path from "node:path";

/**
 * Loads the project's .env files into process.env. A variable the shell already set wins, and
 * so does the first file that sets it, in this order (the most specific first).
 */
export function loadProjectEnv(root) {
  for (const name of [".env.production.local", ".env.local", ".env.production", ".env"]) {
    const file = path.join(root, name);
    if (fs.existsSync(file)) process.loadEnvFile(file);
  }
  process.env.ASTRO_TELEMETRY_DISABLED = "1";
}

/** The build directory (ASTRO_OUT_DIR, as astro.config.mjs reads it), absolute. */
export const outDirOf = (root) => path.resolve(root, process.env.ASTRO_OUT_DIR || "dist");

/** Whether a finished build is there to serve. */
export const hasBuild = (root) => fs.existsSync(path.join(outDirOf(root), "server", "entry.mjs"));

/** Astro's command line, run with this Node.js rather than through npx. */
export const astroBin = (root) => path.join(root, "node_modules", "astro", "bin", "astro.mjs");
