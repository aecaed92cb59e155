// A script written after a page's layout element is rendered after </html>, which browsers
// tolerate and the HTML checker calls a stray start tag. The passkey pages had one each; the
// HTML checker sees only the public one (tests/system/valid-pages.test.ts), so this reads them all.
import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { filesUnder } from "../support/source-files";

describe("page files", () => {
  it("put every script inside their layout, so none is rendered after </html>", () => {
    const outside = filesUnder("src/pages", /\.astro$/).filter((file) => {
      const template = fs.readFileSync(file, "utf8").replace(/^---[\s\S]*?\n---\n/, "");
      const layout = /<\/([A-Z]\w*Layout)>/g;
      let last: RegExpExecArray | null = null;
      for (let m = layout.exec(template); m; m = layout.exec(template)) last = m;
      return last !== null && /<script\b/.test(template.slice(last.index));
    });
    expect(outside).toEqual([]);
  });
});
