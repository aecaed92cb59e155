import { execFile } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { afterAll, describe, expect, it } from "vitest";
import { hasBuild, postJson, startServer, tempDataDir, type RunningServer } from "./support";

/** `npm run backup -- …args` against DATA_DIR, as the machine's owner runs it. */
async function backupCli(dataDir: string, ...args: string[]) {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", AUTH_SECRET: "", LOG_LEVEL: "warn" };
  return promisify(execFile)(process.execPath, ["--import", "tsx", "scripts/backup.ts", ...args], { env });
}

// The embedded database is open in the running server alone; the backup asks the server for it
// (decision 0050), and holds no key: the key is kept apart and put back by whoever restores.
describe.skipIf(!hasBuild)("backing up the embedded database while the site runs", () => {
  const live = tempDataDir();
  const restoredDir = path.join(tempDataDir(), "restored");
  const file = path.join(tempDataDir(), "site.tar.gz");
  const lead = { name: "Dana Backup", email: "dana.backup@example.com", message: "Sent while the backup ran: please call me about a new site." };
  const asClient = { "idempotency-key": "live-backup-lead-1", "x-forwarded-for": "10.91.0.1" };
  const servers: RunningServer[] = [];
  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()));
    for (const dir of [live, path.dirname(restoredDir), path.dirname(file)]) fs.rmSync(dir, { recursive: true, force: true });
  });

  it("restores into a new data directory where a server answers with the lead written before the backup", async () => {
    // No AUTH_SECRET: the server keeps its key in DATA_DIR/auth-secret, beside the database.
    const server = await startServer({ DATA_DIR: live, AUTH_SECRET: "", TRUST_PROXY: "1" });
    servers.push(server);
    const first = await postJson(server.url, "/api/forms/contact", lead, asClient);
    expect(first.status).toBe(201);

    const { stdout } = await backupCli(live, file);
    expect(stdout).toContain("made by the running server");
    await server.stop();

    await backupCli(live, "restore", file, restoredDir);
    // The key, kept apart from the backup, goes back beside the restored database.
    fs.copyFileSync(path.join(live, "auth-secret"), path.join(restoredDir, "auth-secret"));
    const restored = await startServer({ DATA_DIR: restoredDir, AUTH_SECRET: "", TRUST_PROXY: "1" });
    servers.push(restored);
    // The same submission again is a replay of the stored lead: same id, nothing new stored.
    const replay = await postJson(restored.url, "/api/forms/contact", lead, asClient);
    expect(replay.json).toEqual({ id: first.json.id, duplicate: true });
  });

  it("holds neither the server's key nor its file", () => {
    const archive = zlib.gunzipSync(fs.readFileSync(file));
    const key = fs.readFileSync(path.join(live, "auth-secret"), "utf8").trim();
    expect(key.length).toBeGreaterThanOrEqual(32);
    expect(archive.includes(key)).toBe(false);
    expect(archive.includes("auth-secret")).toBe(false);
  });
});
