#!/usr/bin/env node
// The production build: `next build`, then the compile hints (scripts/compile-hints.mjs).
// Every build (npm run build, npm start, npm test, the benchmark) goes through here so that what
// is tested and measured is what is deployed. Extra arguments go to `next build`.
import { spawnSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { addCompileHints } from "./compile-hints.mjs";
import { distDir, loadProjectEnv } from "./project-env.mjs";

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
// NEXT_DIST_DIR may come from .env: the hints must go to the build Next.js just wrote.
loadProjectEnv(root);
const nextBin = path.join(root, "node_modules", "next", "dist", "bin", "next");
const build = spawnSync(process.execPath, [nextBin, "build", ...process.argv.slice(2)], { stdio: "inherit", env: process.env, cwd: root });
if (build.status !== 0) process.exit(build.status ?? 1);

const marked = addCompileHints(distDir(root));
console.log(`Compile hints added to ${marked.length} startup chunks.`);
