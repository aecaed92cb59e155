#!/usr/bin/env node
// The production build: `astro build` into ASTRO_OUT_DIR (default dist), then the static files
// compressed once (scripts/precompress.mjs). Every build (npm run build, npm start, npm test, the
// benchmark) goes through here, with the .env files loaded, so that what is tested and measured
// is what is deployed. Extra arguments go to `astro build`.
import { spawnSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { precompress } from "./precompress.mjs";
import { astroBin, loadProjectEnv, outDirOf } from "./project-env.mjs";

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
// SITE_URL and the tag addresses are baked into the prerendered pages: .env counts here too.
loadProjectEnv(root);
const build = spawnSync(process.execPath, [astroBin(root), "build", ...process.argv.slice(2)], { stdio: "inherit", env: process.env, cwd: root });
process.exitCode = build.status ?? 1;
if (build.status === 0) console.log(`Compressed ${precompress(path.join(outDirOf(root), "client"))} files (brotli and gzip) beside the originals.`);
