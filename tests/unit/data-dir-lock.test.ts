import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { acquireDataDirLock, dataDirHolder, DataDirLockedError, lockPath, releaseDataDirLock } from "@/server/db/lock";

/**
 * The embedded data directory's lock, within one process (against a lock file another process
 * holds or left behind). Several processes racing for it: tests/system/data-dir-lock.test.ts.
 */
async function deadPid(): Promise<number> {
  const gone = spawn(process.execPath, ["-e", "0"]);
  await new Promise((r) => gone.on("exit", r));
  return gone.pid!;
}

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "gte-lock-"));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe("embedded data directory lock", () => {
  it("refuses a second process, naming the holder, while the first is alive", async () => {
    const dir = tempDir();
    const other = spawn(process.execPath, ["-e", "setTimeout(() => {}, 30000)"]);
    try {
      fs.writeFileSync(lockPath(dir), String(other.pid));
      expect(dataDirHolder(dir)).toBe(other.pid);
      expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
      // The message names the holder's pid and the way out (a shared PostgreSQL server).
      expect(() => acquireDataDirLock(dir)).toThrow(String(other.pid));
      expect(() => acquireDataDirLock(dir)).toThrow("DATABASE_URL");
      // Refusing does not touch the holder's lock file.
      expect(fs.readFileSync(lockPath(dir), "utf8")).toBe(String(other.pid));
    } finally {
      other.kill();
    }
  });

  it("takes over a lock left by a process that has died, and releases its own", async () => {
    const dir = tempDir();
    fs.writeFileSync(lockPath(dir), String(await deadPid()));
    expect(dataDirHolder(dir)).toBeNull();
    acquireDataDirLock(dir);
    expect(fs.readFileSync(lockPath(dir), "utf8")).toBe(String(process.pid));
    // Reopening the database in the same process keeps the lock.
    acquireDataDirLock(dir);
    releaseDataDirLock(dir);
    expect(fs.existsSync(lockPath(dir))).toBe(false);
    expect(fs.readdirSync(dir)).toEqual([]);
  });

  it("takes over an empty lock file only once it is old (its writer died before writing a pid)", async () => {
    const dir = tempDir();
    fs.writeFileSync(lockPath(dir), "");
    const old = new Date(Date.now() - 60_000);
    fs.utimesSync(lockPath(dir), old, old);
    acquireDataDirLock(dir);
    expect(fs.readFileSync(lockPath(dir), "utf8")).toBe(String(process.pid));
    releaseDataDirLock(dir);
  });
});
