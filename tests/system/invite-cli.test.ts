import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { CODE_PATTERN } from "../support/invitation-code";
import { lockPath } from "@/server/db/lock";

/**
 * `npm run invite` end to end: the real script in its own process, against an embedded database
 * in a temporary directory that only a .env file names (so it also proves .env is read). It runs
 * from a scratch project directory, so the real project's .env is neither read nor touched.
 * Needs no production build.
 */
const root = path.resolve(__dirname, "../..");
const work = fs.mkdtempSync(path.join(os.tmpdir(), "gte-invite-"));
const dataDir = path.join(work, "store"); // not the default ./data: only the .env points here
fs.writeFileSync(path.join(work, ".env"), `# as a user would write it\nDATA_DIR=${dataDir}\nLOG_LEVEL=silent\n`);
// The tools run from the project directory (npm run does that); this one has the migrations and the .env.
fs.symlinkSync(path.join(root, "drizzle"), path.join(work, "drizzle"));

const childEnv = { ...process.env };
for (const k of ["DATA_DIR", "DATABASE_URL", "ADMIN_BOOTSTRAP_CODE", "LOG_LEVEL"]) delete childEnv[k];

function invite(...args: string[]) {
  const r = spawnSync(
    path.join(root, "node_modules", ".bin", "tsx"),
    ["--tsconfig", path.join(root, "tsconfig.json"), path.join(root, "scripts", "invite.ts"), ...args],
    { cwd: work, env: childEnv, encoding: "utf8", timeout: 60_000 },
  );
  const lines = r.stdout.trim().split("\n");
  return { status: r.status, stdout: r.stdout, stderr: r.stderr, last: lines[lines.length - 1] };
}

/** The rows of `list`, as columns: id, role, status, uses, last used, expires, e-mail, label. */
function listed(): string[][] {
  const r = invite("list");
  expect(r.status, r.stderr).toBe(0);
  return r.stdout
    .trim()
    .split("\n")
    .filter((l) => /^\d+\t/.test(l))
    .map((l) => l.split("\t"));
}

describe("invite command line", { timeout: 120_000 }, () => {
  let id = 0;
  let code = "";

  afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

  it("create prints the new code alone on its last line, in the DATA_DIR that .env names", () => {
    const r = invite("create", "--role", "client", "--uses", "3", "--label", "CLI test", "--email", "Owner@Example.com");
    expect(r.status, r.stderr).toBe(0);
    expect(r.last).toMatch(CODE_PATTERN);
    code = r.last;
    id = Number(/#(\d+)/.exec(r.stdout)?.[1]);
    expect(id).toBeGreaterThan(0);
    expect(fs.existsSync(path.join(dataDir, "pglite"))).toBe(true);
    // The tool let go of the directory when it finished.
    expect(fs.existsSync(lockPath(dataDir))).toBe(false);
  });

  it("list shows it by id and label, bound to the normalised e-mail, with nothing of the code itself", () => {
    const r = invite("list");
    expect(r.stdout).not.toContain(code.slice(-4));
    expect(listed()).toEqual([[String(id), "client", "active", "0/3", "-", "-", "owner@example.com", "CLI test"]]);
  });

  it("revoke revokes it, and fails when there is nothing to revoke", () => {
    const r = invite("revoke", String(id));
    expect(r.status, r.stderr).toBe(0);
    expect(listed()[0][2]).toBe("revoked");
    expect(invite("revoke", String(id)).status).toBe(1);
  });

  it("answers a wrong command with the usage and exit code 64, creating nothing", () => {
    const r = invite("create", "--role", "boss");
    expect(r.status).toBe(64);
    expect(r.stderr).toContain("--role");
    expect(r.stdout).not.toMatch(CODE_PATTERN);
    expect(listed()).toHaveLength(1);
  });

  it("refuses with exit code 2, naming the directory and the holder, while a server holds the data directory", async () => {
    const server = spawn(process.execPath, ["-e", "setTimeout(() => {}, 60000)"]);
    try {
      fs.writeFileSync(lockPath(dataDir), String(server.pid));
      for (const args of [["list"], ["create", "--role", "admin"], ["revoke", String(id)]]) {
        const r = invite(...args);
        expect(r.status, args.join(" ")).toBe(2);
        expect(r.stderr).toContain(dataDir);
        expect(r.stderr).toContain(String(server.pid));
        expect(r.stdout).not.toMatch(CODE_PATTERN);
      }
      // Untouched: still the server's lock.
      expect(fs.readFileSync(lockPath(dataDir), "utf8")).toBe(String(server.pid));
    } finally {
      server.kill();
      fs.rmSync(lockPath(dataDir), { force: true });
    }
    // Nothing was changed: no admin code was created.
    expect(listed().map((row) => row[1])).toEqual(["client"]);
  });

  it("an admin code made without --expires-days expires in 90 days", () => {
    const r = invite("create", "--role", "admin", "--label", "CLI admin");
    expect(r.status, r.stderr).toBe(0);
    const [row] = listed().filter((columns) => columns[7] === "CLI admin");
    const days = (Date.parse(`${row[5].replace(" ", "T")}:00Z`) - Date.now()) / 86_400_000;
    expect(Math.abs(days - 90)).toBeLessThan(1);
  });
});
