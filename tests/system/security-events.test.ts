import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hasBuild, startServer, tempDataDir, waitFor, type RunningServer } from "./support";

/**
 * Security events as an operator reads them: the production server's own log lines (ASVS 16.3.2,
 * 16.3.3). Each refusal is one JSON line with `event: "security.<kind>"`, the route and a keyed
 * hash of the client, and no secret; a flood of one kind is held to a few lines a minute.
 */
describe.skipIf(!hasBuild)("security events in the server's log", () => {
  let server: RunningServer;
  const lines = () =>
    server
      .output()
      .split("\n")
      .filter((line) => line.startsWith("{"))
      .map((line) => ({ line, entry: JSON.parse(line) as Record<string, unknown> }));
  const events = (kind: string) => lines().filter(({ entry }) => entry.event === `security.${kind}`);

  beforeAll(async () => {
    server = await startServer({ DATA_DIR: tempDataDir(), SECURITY_LOG_PER_MINUTE: "3" });
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
  });

  it("a stranger asking for the console still gets a 404, and the log gets one warning naming the route", async () => {
    const res = await fetch(`${server.url}/admin/codes?token=should-never-be-logged`);
    expect(res.status).toBe(404);
    const [{ line, entry }] = await waitFor("the console refusal", () => events("console-refused").length > 0 && events("console-refused"));
    expect(entry).toMatchObject({ level: 40, route: "/admin/codes", method: "GET", viewer: "anonymous", client: expect.stringMatching(/^[\w-]{16}$/) });
    expect(line).not.toContain("should-never-be-logged");
    expect(line).not.toContain("127.0.0.1");
  });

  it("a session cookie that names no session is a warning that does not quote the cookie", async () => {
    const token = randomBytes(32).toString("base64url");
    await (await fetch(`${server.url}/admin`, { headers: { cookie: `gte_session=${token}` } })).arrayBuffer();
    const [{ line, entry }] = await waitFor("the dead session", () => events("invalid-session").length > 0 && events("invalid-session"));
    expect(entry).toMatchObject({ route: "/admin", reason: "no live session" });
    expect(line).not.toContain(token);
  });

  it("a post naming no action of the console is a warning naming the route", async () => {
    const res = await fetch(`${server.url}/contact?_action=admin.dropTables`, { method: "POST", headers: { origin: server.url }, body: new FormData() });
    expect(res.status).toBe(400);
    const [{ entry }] = await waitFor("the unknown action", () => events("unknown-action").length > 0 && events("unknown-action"));
    expect(entry).toMatchObject({ route: "/contact", client: expect.stringMatching(/^[\w-]{16}$/) });
  });

  it("ten cross-site posts are three lines this minute, not ten", async () => {
    for (let i = 0; i < 10; i++) {
      const res = await fetch(`${server.url}/_actions/contact`, { method: "POST", headers: { origin: "https://evil.example" }, body: new FormData() });
      expect(res.status).toBe(403);
    }
    await waitFor("the cross-site refusals", () => events("cross-site").length >= 3);
    expect(events("cross-site").map(({ entry }) => entry.reason)).toEqual(["foreign origin", "foreign origin", "foreign origin"]);
  });
});
