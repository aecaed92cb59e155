// What the project's own scripts (npm start, npm run build, the CLI) and the server read before
// anything else: the .env files, and the build directory they name.
import { randomBytes } from "node:crypto";
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
  process.env.ASTRO_KEY ||= islandKeyFile(root);
}

/**
 * The key Astro seals server-island addresses with, baked into each build: ASTRO_KEY, or else one
 * made once in DATA_DIR/astro-key (like the auth secret), so every build on this machine answers
 * the island addresses of the pages an earlier build left in caches. Several servers built
 * separately must be given the same ASTRO_KEY.
 */
function islandKeyFile(root) {
  const file = path.resolve(root, process.env.DATA_DIR || "data", "astro-key");
  fs.mkdirSync(path.dirname(file), { recursive: true });
  try {
    // "wx": two builds starting at once agree on whichever wrote first.
    fs.writeFileSync(file, `${randomBytes(32).toString("base64")}\n`, { flag: "wx", mode: 0o600 });
  } catch (err) {
    if (err.code !== "EEXIST") throw err;
  }
  return fs.readFileSync(file, "utf8").trim();
}

/** The build directory (ASTRO_OUT_DIR, as astro.config.mjs reads it), absolute. */
export const outDirOf = (root) => path.resolve(root, process.env.ASTRO_OUT_DIR || "dist");

/** Whether a finished build is there to serve. */
export const hasBuild = (root) => fs.existsSync(path.join(outDirOf(root), "server", "entry.mjs"));

/** Astro's command line, run with this Node.js rather than through npx. */
export const astroBin = (root) => path.join(root, "node_modules", "astro", "bin", "astro.mjs");
