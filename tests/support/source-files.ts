import fs from "node:fs";
import path from "node:path";

/** The project's own code: TypeScript, TSX, plain modules and Astro files. */
export const CODE = /\.(ts|tsx|mjs|astro)$/;

/** Every file under `dir`, at any depth, whose name matches `name`, as `dir` joined with its path. */
export function filesUnder(dir: string, name: RegExp = /(?:)/): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return filesUnder(full, name);
    return name.test(e.name) ? [full] : [];
  });
}
