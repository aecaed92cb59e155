import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { lockPath } from "@/server/db/lock";
import { freePort, hasBuild, outDir, tempDataDir } from "./support";

/** Starts server.mjs with these settings and waits at most 30 s for it to exit; what it printed and its exit code. */
function failedStart(env: Record<string, string>, port = String(freePort())): Promise<{ code: number | null; lines: string[] }> {
  const proc = spawn(process.execPath, ["server.mjs", "-p", port], {
    env: { ...process.env, ASTRO_OUT_DIR: outDir, DATA_DIR: tempDataDir(), DATABASE_URL: "", MAIL_WORKER: "off", LOG_LEVEL: "info", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  proc.stdout.on("data", (d) => (out += d));
  proc.stderr.on("data", (d) => (out += d));
  const killer = setTimeout(() => proc.kill("SIGKILL"), 30_000);
  return new Promise((resolve) =>
    proc.once("exit", (code) => {
      clearTimeout(killer);
      resolve({ code, lines: out.split("\n").filter((line) => line.startsWith("The server did not start")) });
    }),
  );
}

/** The server starts right or not at all: a bad setting or a locked data directory ends the start with one line naming it. */
describe.skipIf(!hasBuild)("a start that cannot succeed", () => {
  it.each<{ name: string; env: Record<string, string>; port?: string }>([
    { name: "FORM_RATE_LIMIT", env: { FORM_RATE_LIMIT: "abc" } },
    { name: "RENDER_CONCURRENCY", env: { RENDER_CONCURRENCY: "0" } },
    { name: "PORT", env: {}, port: "http" },
    { name: "TRUST_PROXY", env: { TRUST_PROXY: "10.0.0.0/8, proxy.internal" } },
    // A guessable bootstrap code (ASVS 6.4.x): the line names the setting, never its value.
    { name: "ADMIN_BOOTSTRAP_CODE", env: { ADMIN_BOOTSTRAP_CODE: "GTE-ADMN-BOOT" } },
  ])("exits non-zero with one line naming $name when it is wrong", { timeout: 40_000 }, async ({ name, env, port }) => {
    const { code, lines } = await failedStart(env, port);
    expect(code).not.toBe(0);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(name);
    for (const value of Object.values(env)) expect(lines[0]).not.toContain(value);
  });

  it("exits non-zero with one line naming the data directory another process holds", { timeout: 40_000 }, async () => {
    const dataDir = tempDataDir();
    // This test's own process is alive: the lock is held.
    fs.writeFileSync(lockPath(dataDir), String(process.pid));
    const { code, lines } = await failedStart({ DATA_DIR: dataDir });
    expect(code).not.toBe(0);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(path.resolve(dataDir));
  });

  it("exits non-zero with one line saying the embedded database did not open, and leaves its data directory free", { timeout: 40_000 }, async () => {
    const dataDir = tempDataDir();
    // Files of a PostgreSQL this PGlite cannot read.
    fs.mkdirSync(path.join(dataDir, "pglite"));
    fs.writeFileSync(path.join(dataDir, "pglite", "PG_VERSION"), "9.6\n");
    const { code, lines } = await failedStart({ DATA_DIR: dataDir });
    expect([code === 0, lines.length, lines[0]]).toEqual([
      false,
      1,
      expect.stringContaining(`the embedded database in ${path.join(dataDir, "pglite")} did not open`),
    ]);
    expect(fs.existsSync(lockPath(dataDir))).toBe(false);
  });

  it("exits non-zero with one line when DATA_DIR is too long for the database's socket", { timeout: 40_000 }, async () => {
    const dataDir = path.join(tempDataDir(), "a-folder-name-long-enough-that-no-unix-socket-path-can-hold-the-database-socket-in-it");
    const { code, lines } = await failedStart({ DATA_DIR: dataDir });
    expect([code === 0, lines.length, lines[0]]).toEqual([false, 1, expect.stringContaining("DATA_DIR is too long for the embedded database's socket")]);
  });
});
