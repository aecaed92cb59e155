import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, afterEach, describe, expect, it, vi } from "vitest";
import { eq } from "drizzle-orm";
import { lockingBackends, useDatabase, type Backend } from "../support/db";
import { CODE_PATTERN } from "../support/invitation-code";
import type { Db } from "@/server/db/client";
import { invitationCodes } from "@/server/db/schema";
import { env } from "@/server/env";
import { bootstrapAdminCode, FIRST_ADMIN_CODE_FILE } from "@/server/gate/bootstrap";
import { hashCode } from "@/server/gate/codes";
import { logger } from "@/server/log";

// The first start on an empty database, without ADMIN_BOOTSTRAP_CODE, makes an administrator
// code. Under a service manager standard output is the journal, kept and shipped elsewhere: the
// code must not land there.

const stdoutWasTTY = process.stdout.isTTY;
const madeDirs: string[] = [];

/** The first start with standard output a terminal or not: what it printed and logged, and the file it left. */
async function firstStart(db: Db, backend: Backend, tty: boolean) {
  // PostgreSQL keeps no files; the server's data directory still holds its own (the secret, this code).
  if (backend === "postgres") madeDirs.push((process.env.DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), "gte-first-admin-"))));
  const file = path.resolve(env().DATA_DIR, FIRST_ADMIN_CODE_FILE);
  fs.rmSync(file, { force: true });
  process.stdout.isTTY = tty;
  const printed = vi.spyOn(console, "log").mockImplementation(() => {});
  const logged = vi.spyOn(logger, "warn");
  await bootstrapAdminCode();
  const [row] = await db.select().from(invitationCodes).where(eq(invitationCodes.role, "admin"));
  return { row: row!, file, printed: JSON.stringify(printed.mock.calls), logged: logged.mock.calls.map(([fields, message]) => ({ fields, message })) };
}

afterEach(() => {
  process.stdout.isTTY = stdoutWasTTY;
  vi.restoreAllMocks();
});
afterAll(() => {
  for (const dir of madeDirs) fs.rmSync(dir, { recursive: true, force: true });
});

describe.each(lockingBackends)("the first administrator code (%s)", (backend) => {
  it("with no terminal, goes to a file in the data directory only the server's account can read, and the log names only the file", async () => {
    const { row, file, printed, logged } = await firstStart(await useDatabase(backend), backend, false);
    const code = fs.readFileSync(file, "utf8").split("\n")[0]!;
    expect([CODE_PATTERN.test(code), hashCode(code) === row.codeHash, fs.statSync(file).mode & 0o777]).toEqual([true, true, 0o600]);
    expect(logged).toEqual([{ fields: { file, codeId: row.id }, message: expect.stringContaining("written to this file") }]);
    expect(printed.includes(code)).toBe(false);
  });

  it("on a terminal (npm start), is printed once and written nowhere", async () => {
    const { row, file, printed } = await firstStart(await useDatabase(backend), backend, true);
    const code = /GTE-[A-Z0-9]{4}-[A-Z0-9]{4}/.exec(printed)?.[0] ?? "";
    expect([hashCode(code) === row.codeHash, fs.existsSync(file)]).toEqual([true, false]);
  });
});
