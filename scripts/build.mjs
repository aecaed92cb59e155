#!/usr/bin/env node
// The production build: `next build`, then the compile hints (scripts/next-build.mjs).
// Every build (npm run build, npm start, npm test, the benchmark) goes through here so that what
// is tested and measured is what is deployed. Extra arguments go to `next build`.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildWithHints } from "./next-build.mjs";
import { distDir, loadProjectEnv } from "./project-env.mjs";

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
// NEXT_DIST_DIR may come from .env: the hints must go to the build Next.js just wrote.
loadProjectEnv(root);
process.exitCode = buildWithHints(root, { args: process.argv.slice(2), dist: distDir(root) });
