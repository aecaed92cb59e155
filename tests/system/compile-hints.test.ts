import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { COMPILE_HINT } from "../../scripts/compile-hints.mjs";
import { distDir, hasBuild, startServer, tempDataDir } from "./support";

/** The build `npm test` made went through scripts/build.mjs, as every deployed build does. */
describe.skipIf(!hasBuild)("compile hints in the production build", () => {
  it("every page loads the startup chunks, and they are served with the hint on their first line", async () => {
    const rootMainFiles: string[] = JSON.parse(fs.readFileSync(path.join(distDir, "build-manifest.json"), "utf8")).rootMainFiles;
    expect(rootMainFiles.length).toBeGreaterThan(0);
    const server = await startServer({ DATA_DIR: tempDataDir() });
    try {
      for (const route of ["/", "/about", "/contact"]) {
        const html = await (await fetch(`${server.url}${route}`)).text();
        for (const file of rootMainFiles) expect(html, `${route} loads ${file}`).toContain(`/_next/${file}`);
      }
      for (const file of rootMainFiles) {
        const res = await fetch(`${server.url}/_next/${file}`);
        expect(res.status).toBe(200);
        expect((await res.text()).startsWith(COMPILE_HINT), file).toBe(true);
      }
    } finally {
      await server.stop("SIGTERM");
    }
  });
});
