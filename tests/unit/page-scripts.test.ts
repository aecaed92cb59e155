// A script written after a page's layout element is rendered after </html>, which browsers
// tolerate and the HTML checker calls a stray start tag. The passkey pages had one each; the
// HTML checker sees only the public one (tests/system/valid-pages.test.ts), so this reads them all.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

function pages(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return pages(full);
    return e.name.endsWith(".astro") ? [full] : [];
  });
}

describe("page files", () => {
  it("put every script inside their layout, so none is rendered after </html>", () => {
    const outside = pages("src/pages").filter((file) => {
      const template = fs.readFileSync(file, "utf8").replace(/^---[\s\S]*?\n---\n/, "");
      const layout = /<\/([A-Z]\w*Layout)>/g;
      let last: RegExpExecArray | null = null;
      for (let m = layout.exec(template); m; m = layout.exec(template)) last = m;
      return last !== null && /<script\b/.test(template.slice(last.index));
    });
    expect(outside).toEqual([]);
  });
});
