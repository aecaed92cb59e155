import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { askRunningServer } from "@/server/control/client";
import { closeControlChannel, openControlChannel } from "@/server/control/channel";
import { backupFromRunningServer, restoreEmbedded } from "@/server/db/backup";
import { contactSubmissions, invitationCodes } from "@/server/db/schema";
import type { InviteAnswer } from "@/server/gate/invite-tool";
import { verifyInvitation } from "@/server/gate/verify";
import type { Db } from "@/server/db/client";
import { useDatabase } from "../support/db";

// The embedded database is open in the server alone; the machine's tools reach it through the
// server's control socket in DATA_DIR (decision 0050). Here the test's process is the server.

const temp = fs.mkdtempSync(path.join(os.tmpdir(), "gte-control-"));
let dataDir: string;
let socket: string;
let db: Db;

beforeAll(async () => {
  db = await useDatabase();
  dataDir = process.env.DATA_DIR!;
  await db.insert(contactSubmissions).values({ name: "Dana Live", email: "dana.live@example.com", message: "Written before the backup.", source: "api" });
  socket = await openControlChannel(dataDir);
});
afterAll(async () => {
  await closeControlChannel();
  fs.rmSync(temp, { recursive: true, force: true });
});

describe("the running server's control channel", () => {
  it("is a socket only its own account can open, in a folder only it can enter", () => {
    expect(fs.statSync(socket).isSocket()).toBe(true);
    expect(fs.statSync(socket).mode & 0o777).toBe(0o600);
    expect(fs.statSync(path.dirname(socket)).mode & 0o777).toBe(0o700);
  });

  it("refuses a command it does not know, naming the ones it does", async () => {
    await expect(askRunningServer(dataDir, "drop-everything")).rejects.toThrow(/no such command \(known: backup, invite\)/);
  });

  it("makes an invitation code for npm run invite, printed as the tool prints it, that the gate accepts", async () => {
    const request = { command: "create", role: "client", maxUses: 1, label: "Made while the site runs" };
    const answer = JSON.parse((await askRunningServer(dataDir, "invite", request)).toString("utf8")) as InviteAnswer;
    expect([answer.exitCode, answer.out[0]]).toEqual([0, expect.stringMatching(/^Created client code #\d+: 1 use, no expiry\.$/)]);
    const verified = await verifyInvitation(
      db,
      { code: answer.out.at(-1)!, email: "live.invite@example.com", ip: "192.0.2.70" },
      { ipLimit: 100, emailLimit: 100 },
    );
    expect(verified.ok).toBe(true);
  });

  it("refuses an invite request that is not one, making nothing", async () => {
    const before = (await db.select().from(invitationCodes)).length;
    await expect(askRunningServer(dataDir, "invite", { command: "create", role: "owner", maxUses: 1 })).rejects.toThrow(
      /refused "invite": not an invite request/,
    );
    expect(await db.select().from(invitationCodes)).toHaveLength(before);
  });

  it("backs up the open database into a copy that restores with the data written before", async () => {
    const file = path.join(temp, "live.tar.gz");
    expect(await backupFromRunningServer(dataDir, file)).toBeGreaterThan(0);
    const restoredDir = path.join(temp, "restored");
    await restoreEmbedded(file, restoredDir);
    const restored = await PGlite.create(path.join(restoredDir, "pglite"));
    try {
      const rows = await restored.query<{ email: string }>("select email from contact_submissions");
      expect(rows.rows).toEqual([{ email: "dana.live@example.com" }]);
    } finally {
      await restored.close();
    }
  }, 240_000);

  it("writes the backup readable by its owner alone, without the server's key", async () => {
    const keyFile = path.join(dataDir, "auth-secret");
    // The key as a server without AUTH_SECRET keeps it, beside the database.
    if (!fs.existsSync(keyFile)) fs.writeFileSync(keyFile, `${"k".repeat(20)}-the-server-secret-${"q".repeat(20)}`, { mode: 0o600 });
    const secret = fs.readFileSync(keyFile, "utf8").trim();
    const file = path.join(temp, "keyless.tar.gz");
    await backupFromRunningServer(dataDir, file);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    const archive = zlib.gunzipSync(fs.readFileSync(file));
    expect(archive.includes(secret)).toBe(false);
  }, 240_000);

  it("backs up while writes keep coming, into a copy that opens with every write acknowledged before it", async () => {
    let writing = true;
    let acknowledged = 0;
    const writer = (async () => {
      while (writing) {
        await db
          .insert(contactSubmissions)
          .values({ name: "Busy", email: `busy.${acknowledged}@example.com`, message: "Written during the backup.", source: "api" });
        acknowledged++;
        // Writes arrive as requests do, between other events (PGlite answers without yielding).
        await new Promise((r) => setImmediate(r));
      }
    })();
    while (acknowledged < 20) await new Promise((r) => setTimeout(r, 10));
    const before = acknowledged;
    const file = path.join(temp, "busy.tar.gz");
    try {
      await backupFromRunningServer(dataDir, file);
    } finally {
      writing = false;
      await writer;
    }
    const restoredDir = path.join(temp, "restored-busy");
    await restoreEmbedded(file, restoredDir);
    const restored = await PGlite.create(path.join(restoredDir, "pglite"));
    try {
      const { rows } = await restored.query<{ n: number }>("select count(*)::int as n from contact_submissions where name = 'Busy'");
      expect(rows[0]!.n).toBeGreaterThanOrEqual(before);
    } finally {
      await restored.close();
    }
  }, 240_000);
});
