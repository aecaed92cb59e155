// What the project's own scripts (npm start, npm run build) read before they run Next.js: the
// .env files, as the server reads them (the shell wins), and the build directory they name.
import path from "node:path";
import nextEnv from "@next/env";

export function loadProjectEnv(root) {
  nextEnv.loadEnvConfig(root, false, { info: () => {}, error: console.error });
  process.env.NEXT_TELEMETRY_DISABLED = "1";
}

/** The build directory (NEXT_DIST_DIR, as next.config.ts reads it), absolute. */
export const distDir = (root) => path.resolve(root, process.env.NEXT_DIST_DIR || ".next");

/** Next.js's command line, run with this Node.js rather than through npx. */
export const nextBin = (root) => path.join(root, "node_modules", "next", "dist", "bin", "next");
