import "server-only";
import fs from "node:fs";
import path from "node:path";
import { inlineScriptHashes } from "@/lib/inline-scripts";

const g = globalThis as unknown as { __gteShellHashes?: string[] };

function htmlFiles(dir: string): string[] {
  let out: string[] = [];
  let entries: fs.Dirent[];
  try {
    entries = fs.readdirSync(dir, { withFileTypes: true });
  } catch {
    return out;
  }
  for (const e of entries) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) out = out.concat(htmlFiles(p));
    else if (e.name.endsWith(".html")) out.push(p);
  }
  return out;
}

/**
 * The inline scripts of the prerendered pages of this build: React's and Next.js's small
 * bootstrap snippets in the static shells, which carry no nonce because they were written at
 * build time. Read once from the build output, so the policy always matches the running build.
 */
export function shellScriptHashes(): string[] {
  if (!g.__gteShellHashes) {
    const distDir = process.env.NEXT_DIST_DIR || ".next";
    const set = new Set<string>();
    for (const file of htmlFiles(path.resolve(distDir, "server", "app"))) {
      for (const h of inlineScriptHashes(fs.readFileSync(file, "utf8"))) set.add(h);
    }
    g.__gteShellHashes = [...set].sort();
  }
  return g.__gteShellHashes;
}
