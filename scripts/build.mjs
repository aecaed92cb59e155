#!/usr/bin/env node
// The production build: `next build`, then the compile hints (scripts/compile-hints.mjs).
// Every build (npm run build, npm start, npm test, the benchmark) goes through here so that what
// is tested and measured is what is deployed. Extra arguments go to `next build`.
import { spawnSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { addCompileHints } from "./compile-hints.mjs";

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const nextBin = path.join(root, "node_modules", "next", "dist", "bin", "next");
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1" };
const build = spawnSync(process.execPath, [nextBin, "build", ...process.argv.slice(2)], { stdio: "inherit", env, cwd: root });
if (build.status !== 0) process.exit(build.status ?? 1);

const distDir = path.join(root, process.env.NEXT_DIST_DIR || ".next");
const marked = addCompileHints(distDir);
console.log(`Compile hints added to ${marked.length} startup chunks.`);
