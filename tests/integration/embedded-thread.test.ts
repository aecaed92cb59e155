/**
 * The embedded database's thread serves it on a Unix socket (decision 0058): only the account
 * that runs the server may connect, as only it may read the database's files.
 */
import fs from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";
import { databaseSocketPath } from "@/server/db/embedded-thread";
import { useDatabase } from "../support/db";

it("serves the database on a socket only its own account can open, in a folder only it can enter", async () => {
  await useDatabase();
  const socket = databaseSocketPath(process.env.DATA_DIR!);
  expect([fs.statSync(socket).isSocket(), fs.statSync(socket).mode & 0o777, fs.statSync(path.dirname(socket)).mode & 0o777]).toEqual([true, 0o600, 0o700]);
});
