import { execFile } from "node:child_process";
import fs from "node:fs";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { CODE_PATTERN } from "../support/invitation-code";
import { adminSession } from "./admin-session";
import { freshPostgresDatabase, hasBuild, postgresUrl, startServer, tempDataDir, type RunningServer } from "./support";

/** `npm run invite -- …args` with these database settings, as the machine's owner runs it beside the site. */
async function invite(settings: Record<string, string>, ...args: string[]) {
  const env: NodeJS.ProcessEnv = { ...process.env, DATABASE_URL: "", LOG_LEVEL: "warn", ...settings };
  return promisify(execFile)(process.execPath, ["--import", "tsx", "scripts/invite.ts", ...args], { env });
}

const adminStatus = async (server: RunningServer, cookie: string) => (await fetch(`${server.url}/admin`, { headers: { cookie } })).status;

// Locked out of the console, the owner makes an administrator code with one command while the
// site keeps running (decision 0064): on the embedded database the running server makes it,
// asked through its control socket; on PostgreSQL the tool writes it itself.
describe.skipIf(!hasBuild)("npm run invite while the site runs", { timeout: 180_000 }, () => {
  const cleanups: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  const databases: [string, () => Promise<Record<string, string>>][] = [
    [
      "the embedded database",
      async () => {
        const dir = tempDataDir();
        cleanups.push(async () => fs.rmSync(dir, { recursive: true, force: true }));
        return { DATA_DIR: dir, AUTH_SECRET: "" };
      },
    ],
  ];
  if (postgresUrl)
    databases.push([
      "PostgreSQL",
      async () => {
        const database = await freshPostgresDatabase("gte_system_invite_live");
        cleanups.push(database.drop);
        return { DATABASE_URL: database.url };
      },
    ]);

  it.each(databases)("on %s, create makes an administrator code the running site signs the owner in with", async (_name, settingsOf) => {
    const settings = await settingsOf();
    const server = await startServer(settings);
    cleanups.push(() => server.stop());
    const { stdout } = await invite(settings, "create", "--role", "admin", "--label", "Locked out");
    const code = stdout.trim().split("\n").at(-1)!;
    expect(code).toMatch(CODE_PATTERN);
    const { cookie } = await adminSession(server.url, code, "owner@example.com");
    expect(await adminStatus(server, cookie)).toBe(200);
  });

  it("on the embedded database, list and revoke reach the running server too, and the revoke ends the code's session there", async () => {
    const settings = await databases[0]![1]();
    const server = await startServer(settings);
    cleanups.push(() => server.stop());
    const created = await invite(settings, "create", "--role", "admin", "--label", "Spare key");
    const id = /#(\d+)/.exec(created.stdout)![1]!;
    const { cookie } = await adminSession(server.url, created.stdout.trim().split("\n").at(-1)!, "owner@example.com");
    expect((await invite(settings, "list")).stdout).toMatch(new RegExp(`^${id}\\tadmin\\tused up\\t1/1\\t.*\\tSpare key$`, "m"));
    expect((await invite(settings, "revoke", id)).stdout).toContain(`Revoked code #${id}`);
    expect(await adminStatus(server, cookie)).toBe(404);
  });
});
