import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildEnv } from "../e2e/support/settings.mjs";
import { freshPostgresDatabase, hasBuild, outDir, postgresUrl, startServer, type RunningServer } from "./support";
import { adminSession } from "./admin-session";

const root = path.resolve(__dirname, "../..");
/** The second build's directory; the first is the test build itself (dist-test). */
const secondOutDir = "dist-test-islands-b";

/** One production build into its own directory, as each app server makes its own (Vitest's NODE_ENV=test would make a development one). */
async function build(dir: string, key: string) {
  const run = spawn(process.execPath, ["scripts/build.mjs"], {
    cwd: root,
    env: { ...process.env, ...buildEnv, NODE_ENV: "production", ASTRO_OUT_DIR: dir, ASTRO_KEY: key },
    stdio: "ignore",
    timeout: 600_000,
  });
  const code = await new Promise<number | null>((resolve) => run.on("close", resolve));
  if (code !== 0) throw new Error(`the build into ${dir} failed`);
}

/**
 * The key the test build sealed its island addresses with: ASTRO_KEY, or the one the project's
 * scripts keep in DATA_DIR/astro-key (scripts/project-env.mjs).
 */
const testBuildKey = () => process.env.ASTRO_KEY || fs.readFileSync(path.resolve(root, process.env.DATA_DIR || "data", "astro-key"), "utf8").trim();

/**
 * Two app servers built separately with the same ASTRO_KEY, on one PostgreSQL, as behind a load
 * balancer: the server-island addresses in one's pages are answered by the other, so a verified
 * visitor sees the gated area whichever server the island request reaches. The test build is one;
 * this suite makes the second, from the same sources with the same key.
 */
describe.skipIf(!hasBuild || !postgresUrl)("server islands across separately built servers", () => {
  const adminCode = "GTE-ISLE-KEY7-K4PX-W9RQ";
  let servers: RunningServer[] = [];
  let database: Awaited<ReturnType<typeof freshPostgresDatabase>>;

  beforeAll(async () => {
    await build(secondOutDir, testBuildKey());
    database = await freshPostgresDatabase("gte_system_islands");
    // Migrated beforehand (npm run db:migrate); the servers start one after the other, as a rolling release starts them.
    for (const dir of [outDir, secondOutDir])
      servers.push(await startServer({ ASTRO_OUT_DIR: dir, DATABASE_URL: database.url, ADMIN_BOOTSTRAP_CODE: adminCode }));
  }, 1_200_000);
  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()));
    servers = [];
    await database?.drop();
    fs.rmSync(path.join(root, secondOutDir), { recursive: true, force: true });
  });

  it("answers each other's gated-area island addresses for a verified visitor", { timeout: 60_000 }, async () => {
    const [a, b] = servers;
    const { cookie } = await adminSession(a.url, adminCode, "owner@example.com");
    for (const [page, other] of [
      [a, b],
      [b, a],
    ]) {
      const html = await (await fetch(`${page.url}/portfolio`)).text();
      const island = /\/_server-islands\/GatedArea\?[^"'`]+/.exec(html)![0].replaceAll("&amp;", "&");
      const answer = await fetch(`${other.url}${island}`, { headers: { cookie } });
      expect(answer.status, other.output().slice(-3000)).toBe(200);
      expect(await answer.text()).not.toContain("Exclusive Access Required");
    }
  });
});
