// What SECURITY.md promises of dependencies: the exact versions tested are the ones that run, and
// npm refuses a package whose bytes differ from what was locked.
import fs from "node:fs";
import { describe, expect, it } from "vitest";

const manifest = JSON.parse(fs.readFileSync("package.json", "utf8"));
const lock = JSON.parse(fs.readFileSync("package-lock.json", "utf8"));

describe("dependencies", () => {
  it("are pinned to exact versions in package.json", () => {
    const ranges = Object.entries({ ...manifest.dependencies, ...manifest.devDependencies }).filter(
      ([, v]) => !/^\d+\.\d+\.\d+(-[0-9A-Za-z.]+)?$/.test(String(v)),
    );
    expect(ranges).toEqual([]);
  });

  it("are locked with an sha512 integrity hash each, so npm ci refuses altered packages", () => {
    const unverified = Object.entries(lock.packages as Record<string, { link?: boolean; inBundle?: boolean; integrity?: string }>)
      // A bundled package arrives inside its parent's tarball, under the parent's hash.
      .filter(([name, p]) => name !== "" && !p.link && !p.inBundle && !p.integrity?.startsWith("sha512-"))
      .map(([name]) => name);
    expect(unverified).toEqual([]);
  });
});
