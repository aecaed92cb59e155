import { describe, expect, it } from "vitest";
import { hasBuild, postJson, startServer, tempDataDir } from "./support";

/** The browser tests' hooks exist only when the server is started with E2E_TEST_HOOKS=1. */
describe.skipIf(!hasBuild)("test hooks on a server started without E2E_TEST_HOOKS", () => {
  it("every hook answers 404, the stand-in tags included", async () => {
    const server = await startServer({ DATA_DIR: tempDataDir() });
    try {
      for (const hook of ["gate", "db", "mail", "parked-mail"]) {
        const r = await postJson(server.url, `/api/test-hooks/${hook}`, { op: "create-code", role: "admin", fault: true, to: "a@example.com" });
        expect(r.status, hook).toBe(404);
      }
      for (const tag of ["analytics.js", "marketing.js"]) {
        const r = await fetch(`${server.url}/api/test-hooks/tags/${tag}`);
        expect(r.status, tag).toBe(404);
        expect(await r.text()).not.toContain("__gteTestTags");
      }
    } finally {
      await server.stop("SIGTERM");
    }
  });
});
