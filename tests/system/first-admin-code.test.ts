import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { hasBuild, startServer, tempDataDir } from "./support";

/**
 * The first start on an empty database without ADMIN_BOOTSTRAP_CODE, as systemd runs the server:
 * standard output is a pipe to the journal, so the administrator code it makes goes to a file
 * only the server's account can read, and the log says where, never what.
 */
describe.skipIf(!hasBuild)("the first administrator code under a service manager", () => {
  it(
    "is in DATA_DIR/first-admin-code (0600), opens the administrator's sign-in, and the server's output names only the file",
    { timeout: 120_000 },
    async () => {
      const dataDir = tempDataDir();
      const server = await startServer({ DATA_DIR: dataDir, ADMIN_BOOTSTRAP_CODE: undefined });
      try {
        const file = path.join(fs.realpathSync(dataDir), "first-admin-code");
        const code = fs.readFileSync(file, "utf8").split("\n")[0]!;
        const verified = await fetch(`${server.url}/_actions/verify`, {
          method: "POST",
          body: new URLSearchParams({ code, email: "owner@gatewaytech.example" }),
          headers: { origin: server.url },
        });
        const logged = server
          .output()
          .split("\n")
          .filter((line) => line.includes("first-admin-code"))
          .map((line) => JSON.parse(line) as Record<string, unknown>);
        expect(fs.statSync(file).mode & 0o777).toBe(0o600);
        expect(verified.headers.getSetCookie().some((c) => c.startsWith("gte_admin_step="))).toBe(true);
        expect(logged).toMatchObject([{ level: 40, file }]);
        expect(server.output()).not.toContain(code);
      } finally {
        await server.stop();
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    },
  );
});
