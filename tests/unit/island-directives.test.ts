import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const SRC = path.resolve("src");

describe("island directives", () => {
  // src/lib/security-headers.ts takes the other hydration scripts' hashes out of every page's policy.
  it("every island hydrates with client:settled or client:idle, the only hydration scripts a page's policy allows", () => {
    const used = fs
      .readdirSync(SRC, { recursive: true, encoding: "utf8" })
      .filter((f) => f.endsWith(".astro"))
      .flatMap((f) => [...fs.readFileSync(path.join(SRC, f), "utf8").matchAll(/<\w+\b[^>]*\bclient:([a-z-]+)/g)].map((m) => `${f}: client:${m[1]}`));
    expect(used.length).toBeGreaterThan(0);
    expect(used.filter((u) => !/client:(settled|idle)$/.test(u))).toEqual([]);
  });
});
