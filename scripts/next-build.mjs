// `next build` followed by the compile hints (scripts/compile-hints.mjs): the one way a build is
// made, whether of the site (scripts/build.mjs) or of the benchmark's floor page (bench/runner/run.mjs).
import { spawnSync } from "node:child_process";
import { addCompileHints } from "./compile-hints.mjs";
import { nextBin } from "./project-env.mjs";

/**
 * Builds with `next build ...args` from `root` and marks the startup chunks in `dist`, the
 * directory that build writes. Returns the exit status (0 when built and marked).
 */
export function buildWithHints(root, { args = [], dist, env = process.env }) {
  const build = spawnSync(process.execPath, [nextBin(root), "build", ...args], { stdio: "inherit", env, cwd: root });
  if (build.status !== 0) return build.status ?? 1;
  const marked = addCompileHints(dist);
  console.log(`Compile hints added to ${marked.length} startup chunks.`);
  return 0;
}
