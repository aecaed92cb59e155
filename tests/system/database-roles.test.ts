import { randomBytes } from "node:crypto";
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort, freshPostgresDatabase, hasBuild, migrateWithCli, outDir, postJson, postgresUrl, startServer, type RunningServer } from "./support";

// On PostgreSQL the migrations run by their own command as the schema's owner, and the site runs
// as a role that reads and writes rows and changes no table (decision 0050): the roles as
// deploy/postgres-roles.sql makes them, under names of this run's own (roles are server-wide).
const tag = `${process.pid}_${randomBytes(3).toString("hex")}`;
const owner = `gte_owner_${tag}`;
const app = `gte_app_${tag}`;
const shipped = (JSON.parse(fs.readFileSync("drizzle/meta/_journal.json", "utf8")) as { entries: unknown[] }).entries.length;

function as(role: string, databaseUrl: string): string {
  const url = new URL(databaseUrl);
  url.username = role;
  url.password = "";
  return url.toString();
}

async function onDatabase<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** Starts server.mjs on `databaseUrl` and waits at most 60 s for it to exit: its exit code and its "did not start" lines. */
function failedStart(databaseUrl: string): Promise<{ code: number | null; lines: string[] }> {
  const proc = spawn(process.execPath, ["server.mjs", "-p", String(freePort()), "-H", "127.0.0.1"], {
    env: { ...process.env, ASTRO_OUT_DIR: outDir, DATABASE_URL: databaseUrl, MAIL_WORKER: "off", LOG_LEVEL: "info" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  proc.stdout.on("data", (d) => (out += d));
  proc.stderr.on("data", (d) => (out += d));
  const killer = setTimeout(() => proc.kill("SIGKILL"), 60_000);
  return new Promise((resolve) =>
    proc.once("exit", (code) => {
      clearTimeout(killer);
      resolve({ code, lines: out.split("\n").filter((line) => line.startsWith("The server did not start")) });
    }),
  );
}

describe.skipIf(!hasBuild || !postgresUrl)("the site's two PostgreSQL roles", () => {
  let database: Awaited<ReturnType<typeof freshPostgresDatabase>>;
  let ownerUrl: string;
  let appUrl: string;

  beforeAll(async () => {
    database = await freshPostgresDatabase(`gte_system_roles_${tag}`, { migrated: false });
    const roles = fs.readFileSync(path.join("deploy", "postgres-roles.sql"), "utf8").replaceAll("gateway_owner", owner).replaceAll("gateway_app", app);
    // As the operator runs it: a superuser connected to the site's database.
    await onDatabase(database.url, (c) => c.query(roles));
    ownerUrl = as(owner, database.url);
    appUrl = as(app, database.url);
  });
  afterAll(async () => {
    await database?.drop();
    await onDatabase(postgresUrl!, (c) => c.query(`DROP ROLE IF EXISTS ${app}; DROP ROLE IF EXISTS ${owner}`));
  });

  it("a server on a database behind its code refuses to start, with one line saying what to run", async () => {
    const { code, lines } = await failedStart(appUrl);
    expect(code).not.toBe(0);
    expect(lines).toEqual([`The server did not start: the database is at migration 0, this build needs ${shipped}: run npm run db:migrate`]);
  });

  describe("after npm run db:migrate as the owner", () => {
    let server: RunningServer | undefined;
    beforeAll(async () => {
      await migrateWithCli({ DATABASE_URL: appUrl, DATABASE_OWNER_URL: ownerUrl });
    });
    afterAll(async () => {
      await server?.stop();
    });

    it("the site's role can change no table, nor make one", async () => {
      await onDatabase(appUrl, async (c) => {
        await expect(c.query("CREATE TABLE planted (id int)")).rejects.toThrow(/permission denied for schema public/);
        await expect(c.query("ALTER TABLE contact_submissions ADD COLUMN planted text")).rejects.toThrow(/must be owner/);
        await expect(c.query("DROP TABLE audit_log")).rejects.toThrow(/must be owner/);
        await expect(c.query("CREATE SCHEMA planted")).rejects.toThrow(/permission denied for database/);
      });
    });

    it("the server runs as the site's role and stores a lead", async () => {
      server = await startServer({ DATABASE_URL: appUrl });
      const res = await postJson(server.url, "/api/forms/contact", {
        name: "Robin Roles",
        email: "robin.roles@example.com",
        message: "Stored by the site's own role: please call me about a new site.",
      });
      expect(res.status).toBe(201);
    });
  });
});
