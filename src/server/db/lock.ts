import fs from "node:fs";
import path from "node:path";

/**
 * PGlite is a single-process database: two processes writing one data directory corrupt it.
 * The first process creates a lock file holding its pid; a second one stops with a clear message.
 *
 * Creating the file is the lock: `open(…, "wx")` fails when the file exists, so of two processes
 * starting at the same instant exactly one gets it (reading then writing would let both in).
 * A lock whose process is gone (a crash, a kill -9) is stale: it is removed under a short-lived
 * takeover file, re-read first, so two processes finding the same stale lock cannot both remove
 * it and one of them delete the lock the other has just taken.
 */
export class DataDirLockedError extends Error {
  constructor(dir: string, pid: number) {
    super(
      `The embedded database in ${dir} is already open in another process (pid ${pid}). ` +
        `Stop that process first, or set DATABASE_URL to use a PostgreSQL server that several processes can share.`,
    );
    this.name = "DataDirLockedError";
  }
}

/** A lock file younger than this with no pid in it yet is being written by its owner. */
const FRESH_MS = 2_000;
/** A takeover file older than this was left by a process that died while taking over. */
const TAKEOVER_STALE_MS = 10_000;
const ATTEMPTS = 200;

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === "EPERM";
  }
}

export function lockPath(dataDir: string) {
  return path.join(dataDir, "gte.lock");
}

const takeoverPath = (dataDir: string) => `${lockPath(dataDir)}.takeover`;

type LockFile = { pid: number | null; ageMs: number } | null;

/** The lock file's pid (null when it has none yet or holds garbage) and age; null when there is no file. */
function readLock(file: string): LockFile {
  try {
    const text = fs.readFileSync(file, "utf8").trim();
    const ageMs = Date.now() - fs.statSync(file).mtimeMs;
    const pid = /^\d+$/.test(text) ? Number(text) : null;
    return { pid: pid && pid > 0 ? pid : null, ageMs };
  } catch {
    return null;
  }
}

/** The pid holding the data directory, or null when it is free (or held by this process). */
export function dataDirHolder(dataDir: string): number | null {
  const lock = readLock(lockPath(dataDir));
  return lock?.pid && lock.pid !== process.pid && alive(lock.pid) ? lock.pid : null;
}

function sleep(ms: number) {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/** Creates the lock file with our pid; false when it already exists. */
function tryCreate(file: string): boolean {
  let fd: number;
  try {
    fd = fs.openSync(file, "wx");
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === "EEXIST") return false;
    throw err;
  }
  try {
    fs.writeSync(fd, String(process.pid));
  } finally {
    fs.closeSync(fd);
  }
  return true;
}

/**
 * Removes the lock file if it still is the stale one we saw, holding the takeover file while
 * doing so. False when another process is taking over at the same time (try again).
 */
function removeStale(dataDir: string, seen: LockFile): boolean {
  const takeover = takeoverPath(dataDir);
  let fd: number;
  try {
    fd = fs.openSync(takeover, "wx");
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
    const other = readLock(takeover);
    if (other && other.ageMs > TAKEOVER_STALE_MS) fs.rmSync(takeover, { force: true });
    return false;
  }
  try {
    fs.writeSync(fd, String(process.pid));
    // Still the lock we judged stale? (A new owner's file has another pid, or is seconds old.)
    const now = readLock(lockPath(dataDir));
    if (now && now.pid === seen?.pid && (now.pid !== null || now.ageMs >= FRESH_MS)) fs.rmSync(lockPath(dataDir), { force: true });
    return true;
  } finally {
    fs.closeSync(fd);
    fs.rmSync(takeover, { force: true });
  }
}

const held = new Set<string>();

export function acquireDataDirLock(dataDir: string) {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = lockPath(dataDir);
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    if (tryCreate(file)) {
      if (!held.has(dataDir)) {
        held.add(dataDir);
        process.once("exit", () => releaseDataDirLock(dataDir));
      }
      return;
    }
    const lock = readLock(file);
    if (!lock) continue; // removed between our attempt and the read: try again at once
    if (lock.pid === process.pid) return; // this process already holds it (the database was reopened)
    if (lock.pid && alive(lock.pid)) throw new DataDirLockedError(dataDir, lock.pid);
    // No pid yet: its owner is between creating and writing it, unless that was long ago.
    if (lock.pid === null && lock.ageMs < FRESH_MS) {
      sleep(10);
      continue;
    }
    if (!removeStale(dataDir, lock)) sleep(10);
  }
  throw new Error(`Could not take the lock on the embedded database in ${dataDir}: ${file} keeps changing. Is another process starting?`);
}

export function releaseDataDirLock(dataDir: string) {
  try {
    if (readLock(lockPath(dataDir))?.pid === process.pid) fs.unlinkSync(lockPath(dataDir));
  } catch {
    /* already gone */
  }
}
