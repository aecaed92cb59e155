import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { lockPath } from "@/server/db/lock";

/**
 * Several processes racing for the embedded data directory's lock (the lock within one process:
 * tests/unit/data-dir-lock.test.ts). Needs no production build.
 */
const root = path.resolve(__dirname, "../..");
const tsx = path.join(root, "node_modules", ".bin", "tsx");
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "gte-lock-race-"));
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

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
  const script = path.join(scratch, "contender.ts");
  fs.writeFileSync(script, contender);
  const startAt = Date.now() + 6000; // every process is up and spinning by then
  const runs = Array.from({ length: n }, () => {
    const child = spawn(tsx, [script, dir, String(startAt)], { cwd: root });
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

const freshDir = () => fs.mkdtempSync(path.join(scratch, "dir-"));

describe("embedded data directory lock, several processes at once", () => {
  it("lets exactly one of six processes starting at once take a free directory", { timeout: 60_000 }, async () => {
    const dir = freshDir();
    const answers = await race(dir, 6);
    expect(answers.filter((a) => a === "got"), answers.join(", ")).toHaveLength(1);
    expect(answers.filter((a) => a === "locked"), answers.join(", ")).toHaveLength(5);
    expect(fs.existsSync(lockPath(dir))).toBe(false); // the winner released it on exit
  });

  it("lets exactly one of six processes take over the same stale lock", { timeout: 60_000 }, async () => {
    const dir = freshDir();
    fs.writeFileSync(lockPath(dir), String(await deadPid()));
    const answers = await race(dir, 6);
    expect(answers.filter((a) => a === "got"), answers.join(", ")).toHaveLength(1);
    expect(answers.filter((a) => a === "locked"), answers.join(", ")).toHaveLength(5);
    expect(fs.readdirSync(dir)).toEqual([]); // no takeover file left behind
  });
});
