import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { addCompileHints, COMPILE_HINT } from "../../scripts/compile-hints.mjs";

function fakeBuild(rootMainFiles: string[]) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "gte-hints-"));
  fs.mkdirSync(path.join(dir, "static", "chunks"), { recursive: true });
  for (const name of ["runtime.js", "react.js", "page.js"]) fs.writeFileSync(path.join(dir, "static", "chunks", name), `(()=>{/* ${name} */})();`);
  fs.writeFileSync(path.join(dir, "build-manifest.json"), JSON.stringify({ rootMainFiles, polyfillFiles: [] }));
  return dir;
}
const read = (dir: string, name: string) => fs.readFileSync(path.join(dir, "static", "chunks", name), "utf8");

describe("compile hints", () => {
  it("mark the chunks every page starts with, once, and leave page chunks alone", () => {
    const dir = fakeBuild(["static/chunks/runtime.js", "static/chunks/react.js"]);
    expect(addCompileHints(dir)).toEqual(["static/chunks/runtime.js", "static/chunks/react.js"]);
    addCompileHints(dir); // a second run (npm start after npm run build) changes nothing
    for (const name of ["runtime.js", "react.js"]) expect(read(dir, name)).toBe(`${COMPILE_HINT}(()=>{/* ${name} */})();`);
    expect(read(dir, "page.js")).toBe("(()=>{/* page.js */})();");
    // V8 reads the hint only as the file's first line.
    expect(COMPILE_HINT).toBe("//# allFunctionsCalledOnLoad\n");
  });

  it("fail loudly when the manifest no longer names the startup chunks", () => {
    expect(() => addCompileHints(fakeBuild([]))).toThrow(/No root main files/);
  });
});
