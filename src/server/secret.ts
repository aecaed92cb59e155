import fs from "node:fs";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { env } from "@/server/env";
import { logger } from "@/server/log";

const FILE = "auth-secret";
let cached: { key: string; secret: Buffer } | undefined;

/**
 * The server's secret for keyed hashes (decision 0011), from the first of: AUTH_SECRET; the
 * service's credential `auth-secret` (systemd's LoadCredential / LoadCredentialEncrypted, which
 * keep it encrypted at rest and hand it to this service alone; decision 0045); or else a random
 * one made on first use and kept in the data directory (`<DATA_DIR>/auth-secret`, readable by its
 * owner only). It is never in the database, so a copy of the database verifies nothing without it.
 * Several servers on one PostgreSQL must all be given the same secret.
 */
export function authSecret(): Buffer {
  const { AUTH_SECRET, CREDENTIALS_DIRECTORY, DATA_DIR } = env();
  const credential = credentialPath(CREDENTIALS_DIRECTORY);
  const key = AUTH_SECRET ?? credential ?? path.resolve(DATA_DIR);
  if (cached?.key === key) return cached.secret;
  const secret = AUTH_SECRET ? Buffer.from(AUTH_SECRET, "utf8") : credential ? credentialFile(credential) : secretFile(path.resolve(DATA_DIR, FILE));
  cached = { key, secret };
  return secret;
}

/** The service's `auth-secret` credential, when it was given one (it may have been given others only). */
function credentialPath(dir: string | undefined): string | undefined {
  const file = dir ? path.resolve(dir, FILE) : undefined;
  return file && fs.existsSync(file) ? file : undefined;
}

/** A credential the service manager placed; never made here, and too short a one stops the start. */
function credentialFile(file: string): Buffer {
  const value = fs.readFileSync(file, "utf8").trim();
  if (value.length < 32) throw new Error(`Invalid setting: the credential ${FILE} must be at least 32 characters (see deploy/gateway-tech.service)`);
  return Buffer.from(value, "utf8");
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
  const { AUTH_SECRET, CREDENTIALS_DIRECTORY, DATABASE_URL } = env();
  if (DATABASE_URL && !AUTH_SECRET && !credentialPath(CREDENTIALS_DIRECTORY)) {
    logger.warn(
      "AUTH_SECRET is not set: codes and sessions are keyed with the secret in DATA_DIR/auth-secret; give every server on this database the same AUTH_SECRET",
    );
  }
}
