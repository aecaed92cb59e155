import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { acquireDataDirLock, dataDirHolder, DataDirLockedError, lockPath, releaseDataDirLock } from "@/server/db/lock";

const root = path.resolve(__dirname, "../..");
const tsx = path.join(root, "node_modules", ".bin", "tsx");

/**
 * A separate process that waits for a common start time, then tries to take the lock: it prints
 * "got" (and holds the lock a while) or "locked". Several of them started together race for real.
 */
const contender = `
import { acquireDataDirLock, DataDirLockedError } from ${JSON.stringify(path.join(root, "src/server/db/lock.ts"))};
const [dir, startAt] = process.argv.slice(2);
while (Date.now() < Number(startAt)) {}
try {
  acquireDataDirLock(dir);
  console.log("got");
  setTimeout(() => process.exit(0), 2500);
} catch (err) {
  console.log(err instanceof DataDirLockedError ? "locked" : "error " + err);
}
`;

async function race(dir: string, n: number): Promise<string[]> {
  const script = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "gte-lock-script-")), "contender.ts");
  fs.writeFileSync(script, contender);
  const startAt = Date.now() + 6000; // every process is up and spinning by then
  const runs = Array.from({ length: n }, () => {
    const child = spawn(tsx, ["--conditions=react-server", script, dir, String(startAt)], { cwd: root });
    let out = "";
    child.stdout.on("data", (d) => (out += d));
    child.stderr.on("data", (d) => (out += d));
    return new Promise<string>((resolve) => child.on("exit", () => resolve(out.trim())));
  });
  return Promise.all(runs);
}

async function deadPid(): Promise<number> {
  const gone = spawn(process.execPath, ["-e", "0"]);
  await new Promise((r) => gone.on("exit", r));
  return gone.pid!;
}

describe("embedded data directory lock", () => {
  it("refuses a second process with a clear message while the first is alive", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "gte-lock-"));
    const other = spawn(process.execPath, ["-e", "setTimeout(() => {}, 30000)"]);
    try {
      fs.writeFileSync(lockPath(dir), String(other.pid));
      expect(dataDirHolder(dir)).toBe(other.pid);
      expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
      expect(() => acquireDataDirLock(dir)).toThrow(/already open in another process.*DATABASE_URL/s);
      // Refusing does not touch the holder's lock file.
      expect(fs.readFileSync(lockPath(dir), "utf8")).toBe(String(other.pid));
    } finally {
      other.kill();
    }
  });

  it("takes over a lock left by a process that has died, and releases its own", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "gte-lock-"));
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
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "gte-lock-"));
    fs.writeFileSync(lockPath(dir), "");
    const old = new Date(Date.now() - 60_000);
    fs.utimesSync(lockPath(dir), old, old);
    acquireDataDirLock(dir);
    expect(fs.readFileSync(lockPath(dir), "utf8")).toBe(String(process.pid));
    releaseDataDirLock(dir);
  });

  it("lets exactly one of six processes starting at once take a free directory", { timeout: 60_000 }, async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "gte-lock-"));
    const answers = await race(dir, 6);
    expect(answers.filter((a) => a === "got"), answers.join(", ")).toHaveLength(1);
    expect(answers.filter((a) => a === "locked"), answers.join(", ")).toHaveLength(5);
    expect(fs.existsSync(lockPath(dir))).toBe(false); // the winner released it on exit
  });

  it("lets exactly one of six processes take over the same stale lock", { timeout: 60_000 }, async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "gte-lock-"));
    fs.writeFileSync(lockPath(dir), String(await deadPid()));
    const answers = await race(dir, 6);
    expect(answers.filter((a) => a === "got"), answers.join(", ")).toHaveLength(1);
    expect(answers.filter((a) => a === "locked"), answers.join(", ")).toHaveLength(5);
    expect(fs.readdirSync(dir)).toEqual([]); // no takeover file left behind
  });
});
