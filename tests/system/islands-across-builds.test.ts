import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildEnv } from "../e2e/support/settings.mjs";
import { freshPostgresDatabase, hasBuild, postgresUrl, startServer, type RunningServer } from "./support";
import { adminSession } from "./admin-session";

const root = path.resolve(__dirname, "../..");
const outDirs = ["dist-test-islands-a", "dist-test-islands-b"];

/** One production build into its own directory, as each app server makes its own (Vitest's NODE_ENV=test would make a development one). */
async function build(outDir: string, key: string) {
  const run = spawn(process.execPath, ["scripts/build.mjs"], {
    cwd: root,
    env: { ...process.env, ...buildEnv, NODE_ENV: "production", ASTRO_OUT_DIR: outDir, ASTRO_KEY: key },
    stdio: "ignore",
    timeout: 600_000,
  });
  const code = await new Promise<number | null>((resolve) => run.on("close", resolve));
  if (code !== 0) throw new Error(`the build into ${outDir} failed`);
}

/**
 * Two app servers built separately with the same ASTRO_KEY, on one PostgreSQL, as behind a load
 * balancer: the server-island addresses in one's pages are answered by the other, so a verified
 * visitor sees the gated area whichever server the island request reaches. (Builds take minutes:
 * this suite makes two.)
 */
describe.skipIf(!hasBuild || !postgresUrl)("server islands across separately built servers", () => {
  const adminCode = "GTE-ISLE-KEY7-K4PX-W9RQ";
  let servers: RunningServer[] = [];
  let database: Awaited<ReturnType<typeof freshPostgresDatabase>>;

  beforeAll(async () => {
    const key = randomBytes(32).toString("base64");
    // Two machines build side by side; so do the two builds here, one a core.
    await Promise.all(outDirs.map((dir) => build(dir, key)));
    database = await freshPostgresDatabase("gte_system_islands");
    // Migrated beforehand (npm run db:migrate); the servers start one after the other, as a rolling release starts them.
    for (const dir of outDirs) servers.push(await startServer({ ASTRO_OUT_DIR: dir, DATABASE_URL: database.url, ADMIN_BOOTSTRAP_CODE: adminCode }));
  }, 1_200_000);
  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()));
    servers = [];
    await database?.drop();
    for (const dir of outDirs) fs.rmSync(path.join(root, dir), { recursive: true, force: true });
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
