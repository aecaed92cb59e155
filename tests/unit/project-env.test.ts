import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { distDir, loadProjectEnv } from "../../scripts/project-env.mjs";

const saved = process.env.NEXT_DIST_DIR;
afterEach(() => {
  if (saved === undefined) delete process.env.NEXT_DIST_DIR;
  else process.env.NEXT_DIST_DIR = saved;
});

function projectWithEnv(text: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "gte-env-"));
  fs.writeFileSync(path.join(dir, ".env"), text);
  return dir;
}

describe("the build directory npm start and npm run build use", () => {
  it("is .next unless NEXT_DIST_DIR names another, relative to the project or absolute", () => {
    delete process.env.NEXT_DIST_DIR;
    expect(distDir("/srv/site")).toBe(path.resolve("/srv/site/.next"));
    process.env.NEXT_DIST_DIR = ".next-test";
    expect(distDir("/srv/site")).toBe(path.resolve("/srv/site/.next-test"));
    process.env.NEXT_DIST_DIR = "/var/build/site";
    expect(distDir("/srv/site")).toBe(path.resolve("/var/build/site"));
  });

  it("comes from .env when the shell does not set it, so the compile hints reach the build Next.js wrote", () => {
    delete process.env.NEXT_DIST_DIR;
    const root = projectWithEnv("NEXT_DIST_DIR=.next-from-env\n");
    loadProjectEnv(root);
    expect(distDir(root)).toBe(path.join(root, ".next-from-env"));
  });

  it("keeps the shell's value over .env's", () => {
    process.env.NEXT_DIST_DIR = ".next-from-shell";
    const root = projectWithEnv("NEXT_DIST_DIR=.next-from-env\n");
    loadProjectEnv(root);
    expect(distDir(root)).toBe(path.join(root, ".next-from-shell"));
  });
});
