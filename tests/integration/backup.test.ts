import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { PGlite } from "@electric-sql/pglite";
import { afterAll, describe, expect, it } from "vitest";
import { backupEmbedded, restoreEmbedded } from "@/server/db/backup";
import { FIRST_ADMIN_CODE_FILE } from "@/server/gate/bootstrap";

// A backup that could unseal itself gives whoever holds it every pending approval code and an
// offline test of every guessed code (decision 0011). The backup holds the database, never the
// key beside it, nor the first administrator code a start may have left there.

const temp = fs.mkdtempSync(path.join(os.tmpdir(), "gte-backup-"));
afterAll(() => fs.rmSync(temp, { recursive: true, force: true }));

describe("backing up the embedded database", () => {
  it("restores into a new data directory with the data, and carries no key", async () => {
    const dataDir = path.join(temp, "live");
    const secret = "k".repeat(20) + "-the-server-secret-" + "q".repeat(20);
    fs.mkdirSync(dataDir);
    fs.writeFileSync(path.join(dataDir, "auth-secret"), secret);
    // The first administrator code, when a start without a terminal made one, waits beside the database too.
    fs.writeFileSync(path.join(dataDir, FIRST_ADMIN_CODE_FILE), "GTE-FRST-ADMN\n", { mode: 0o600 });
    const live = await PGlite.create(path.join(dataDir, "pglite"));
    await live.exec("create table leads (email text); insert into leads values ('dana@example.com');");
    await live.close();

    const file = path.join(temp, "site.tar.gz");
    expect(await backupEmbedded(dataDir, file)).toBeGreaterThan(0);
    const archive = zlib.gunzipSync(fs.readFileSync(file));
    expect(archive.includes("dana@example.com")).toBe(true);
    expect(archive.includes(secret)).toBe(false);
    expect(archive.includes("auth-secret")).toBe(false);
    expect(archive.includes("GTE-FRST-ADMN")).toBe(false);

    const restoredDir = path.join(temp, "restored");
    await restoreEmbedded(file, restoredDir);
    expect(fs.existsSync(path.join(restoredDir, "auth-secret"))).toBe(false);
    const restored = await PGlite.create(path.join(restoredDir, "pglite"));
    try {
      expect((await restored.query<{ email: string }>("select email from leads")).rows).toEqual([{ email: "dana@example.com" }]);
    } finally {
      await restored.close();
    }
    // Three databases are made from scratch: slow on a busy machine, not a measure of anything.
  }, 240_000);

  it("refuses to restore over a data directory that holds a database", async () => {
    const dataDir = path.join(temp, "occupied");
    fs.mkdirSync(path.join(dataDir, "pglite"), { recursive: true });
    const db = await PGlite.create(path.join(dataDir, "pglite"));
    await db.close();
    await expect(restoreEmbedded(path.join(temp, "site.tar.gz"), dataDir)).rejects.toThrow(/already holds a database/);
  }, 240_000);
});
