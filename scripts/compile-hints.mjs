// Marks the JavaScript every page runs at startup with V8's explicit compile hint, so Chrome
// (136 and later) compiles those functions on the thread that streams the script instead of one
// by one on the main thread the first time hydration calls them. Decision 0009 has the figures.
import fs from "node:fs";
import path from "node:path";

export const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";

/**
 * Prepends the hint to the build's root main files (the runtime, React and the router, which every
 * page loads and mostly runs while hydrating). Page-specific and lazily loaded chunks are left
 * alone: eager compilation of code that never runs only costs memory. Safe to run twice.
 * Returns the files it marked.
 */
export function addCompileHints(distDir) {
  const manifest = JSON.parse(fs.readFileSync(path.join(distDir, "build-manifest.json"), "utf8"));
  const files = (manifest.rootMainFiles ?? []).filter((f) => f.endsWith(".js"));
  if (files.length === 0) throw new Error(`No root main files in ${distDir}/build-manifest.json: has the build layout changed?`);
  for (const rel of files) {
    const file = path.join(distDir, rel);
    const body = fs.readFileSync(file, "utf8");
    if (!body.startsWith(COMPILE_HINT)) fs.writeFileSync(file, COMPILE_HINT + body);
  }
  return files;
}
