import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { hasBuild, loadProjectEnv, outDirOf } from "../../scripts/project-env.mjs";

const saved = process.env.ASTRO_OUT_DIR;
afterEach(() => {
  if (saved === undefined) delete process.env.ASTRO_OUT_DIR;
  else process.env.ASTRO_OUT_DIR = saved;
});

function projectWith(files: Record<string, string>) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "gte-env-"));
  for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), text);
  return dir;
}

describe("the build directory npm start, npm run build and the server use", () => {
  it("is dist unless ASTRO_OUT_DIR names another, relative to the project or absolute", () => {
    delete process.env.ASTRO_OUT_DIR;
    expect(outDirOf("/srv/site")).toBe(path.resolve("/srv/site/dist"));
    process.env.ASTRO_OUT_DIR = "dist-test";
    expect(outDirOf("/srv/site")).toBe(path.resolve("/srv/site/dist-test"));
    process.env.ASTRO_OUT_DIR = "/var/build/site";
    expect(outDirOf("/srv/site")).toBe(path.resolve("/var/build/site"));
  });

  it("comes from .env when the shell does not set it", () => {
    delete process.env.ASTRO_OUT_DIR;
    const root = projectWith({ ".env": "ASTRO_OUT_DIR=dist-from-env\n" });
    loadProjectEnv(root);
    expect(outDirOf(root)).toBe(path.join(root, "dist-from-env"));
  });

  it("keeps the shell's value over .env's", () => {
    process.env.ASTRO_OUT_DIR = "dist-from-shell";
    const root = projectWith({ ".env": "ASTRO_OUT_DIR=dist-from-env\n" });
    loadProjectEnv(root);
    expect(outDirOf(root)).toBe(path.join(root, "dist-from-shell"));
  });

  it("takes .env.local over .env", () => {
    delete process.env.ASTRO_OUT_DIR;
    const root = projectWith({ ".env": "ASTRO_OUT_DIR=dist-from-env\n", ".env.local": "ASTRO_OUT_DIR=dist-from-local\n" });
    loadProjectEnv(root);
    expect(outDirOf(root)).toBe(path.join(root, "dist-from-local"));
  });

  it("counts as built only once the server entry is there", () => {
    const root = projectWith({});
    process.env.ASTRO_OUT_DIR = "dist";
    expect(hasBuild(root)).toBe(false);
    fs.mkdirSync(path.join(root, "dist", "server"), { recursive: true });
    fs.writeFileSync(path.join(root, "dist", "server", "entry.mjs"), "");
    expect(hasBuild(root)).toBe(true);
  });
});
