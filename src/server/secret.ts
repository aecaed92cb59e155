import fs from "node:fs";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { env } from "@/server/env";
import { logger } from "@/server/log";

const FILE = "auth-secret";
let cached: { key: string; secret: Buffer } | undefined;

/**
 * The server's secret for keyed hashes (decision 0011): AUTH_SECRET, or else a random one made
 * on first use and kept in the data directory (`<DATA_DIR>/auth-secret`, readable by its owner
 * only). It is never in the database, so a copy of the database verifies nothing without it.
 * Several servers on one PostgreSQL must all be given the same AUTH_SECRET.
 */
export function authSecret(): Buffer {
  const { AUTH_SECRET, DATA_DIR } = env();
  const key = AUTH_SECRET ?? path.resolve(DATA_DIR);
  if (cached?.key === key) return cached.secret;
  const secret = AUTH_SECRET ? Buffer.from(AUTH_SECRET, "utf8") : secretFile(path.resolve(DATA_DIR, FILE));
  cached = { key, secret };
  return secret;
}

function secretFile(file: string): Buffer {
  try {
    return Buffer.from(fs.readFileSync(file, "utf8").trim(), "utf8");
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== "ENOENT") throw err;
  }
  fs.mkdirSync(path.dirname(file), { recursive: true });
  try {
    // "wx": a server and the CLI starting at once agree on whichever wrote first.
    fs.writeFileSync(file, `${randomBytes(32).toString("base64url")}\n`, { flag: "wx", mode: 0o600 });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
  }
  return Buffer.from(fs.readFileSync(file, "utf8").trim(), "utf8");
}

/** Said once at a server's start: a second server with its own file would refuse every code and session. */
export function warnIfSecretIsPerMachine(): void {
  const { AUTH_SECRET, DATABASE_URL } = env();
  if (DATABASE_URL && !AUTH_SECRET) {
    logger.warn(
      "AUTH_SECRET is not set: codes and sessions are keyed with the secret in DATA_DIR/auth-secret; give every server on this database the same AUTH_SECRET",
    );
  }
}
