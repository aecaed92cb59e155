import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(__dirname, "../..");
const POLICY_MODULE = "src/lib/cache-control.ts";

/** The code that makes answers: the app, the production server and its scripts. */
function sources(): string[] {
  const walk = (dir: string): string[] =>
    fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((e) => {
      const rel = `${dir}/${e.name}`;
      if (e.isDirectory()) return walk(rel);
      return /\.(ts|tsx|mts|mjs|astro)$/.test(e.name) ? [rel] : [];
    });
  return ["server.mjs", "astro.config.mjs", ...walk("src"), ...walk("scripts")];
}

const DIRECTIVE = String.raw`(?:public|private|no-store|no-cache|must-revalidate|immutable|max-age=\d+|s-maxage=\d+|stale-while-revalidate=\d+)`;
const WHOLE_VALUE = new RegExp(String.raw`^${DIRECTIVE}(?:\s*,\s*${DIRECTIVE})*$`);
/** "public", "private" and "immutable" alone are the route table's names for a policy, not a header's value. */
const POLICY_NAME = /^(public|private|immutable)$/;

/** Every string literal of a source that is a Cache-Control value (a template's `${…}` read as a number). */
function cacheControlLiterals(text: string): string[] {
  return [...text.matchAll(/(["'`])((?:\\.|(?!\1)[^\\\n])*)\1/g)]
    .map((m) => m[2].replace(/\$\{[^}]*\}/g, "0").trim())
    .filter((value) => WHOLE_VALUE.test(value) && !POLICY_NAME.test(value));
}

describe("cache policy", () => {
  it("writes every Cache-Control value in one module, which the route table and the servers use", () => {
    const elsewhere = sources()
      .filter((file) => file !== POLICY_MODULE)
      .flatMap((file) => cacheControlLiterals(fs.readFileSync(path.join(root, file), "utf8")).map((value) => `${file}: "${value}"`));
    expect(elsewhere).toEqual([]);
  });
});
