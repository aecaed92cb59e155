// What the browser suite and the command that starts its server agree on. Every value has a
// default, so `node tests/e2e/server.mjs` and `npx playwright test` need nothing else; a run
// against a server started elsewhere sets BASE_URL (and E2E_DATABASE_URL if its database differs).
import os from "node:os";
import path from "node:path";

export const port = Number(process.env.E2E_PORT || 3210);
// localhost, not 127.0.0.1: a passkey's RP ID must be a host name, never an IP address, and
// localhost is a secure context on plain http, so WebAuthn works there.
// Vite (so Vitest, when the system suite reads this file) sets BASE_URL to its own base path, "/":
// only an absolute address names a server.
const explicitBase = /^https?:\/\//.test(process.env.BASE_URL ?? "") ? process.env.BASE_URL : undefined;
export const baseURL = (explicitBase || `http://localhost:${port}`).replace(/\/$/, "");

/** The server's own PostgreSQL database: the suite seeds and inspects state there. */
export const databaseUrl = process.env.E2E_DATABASE_URL || withDatabase(process.env.TEST_DATABASE_URL || "postgres://postgres@127.0.0.1:5432/test", "gte_e2e");

/** The SMTP sink the server delivers to; each message is a JSON file in mailDir. */
export const smtpPort = Number(process.env.E2E_SMTP_PORT || port + 1000);
export const mailDir = process.env.E2E_SMTP_DIR || path.join(os.tmpdir(), `gte-e2e-mail-${port}`);

/** The server's ADMIN_BOOTSTRAP_CODE: the admin tests sign in with it. */
export const adminCode = "GTE-ADMN-E2E7-K4PX-W9RQ";

/**
 * Stand-in analytics and marketing tags, served beside the site by tests/e2e/support/tag-server.mjs
 * (started with it by tests/e2e/server.mjs), so the site itself serves nothing for tests.
 */
export const tagOrigin = `http://127.0.0.1:${port + 2}`;

/** The build the suite runs on (SITE_URL and the tag addresses are baked into static pages). */
export const buildEnv = {
  ASTRO_OUT_DIR: process.env.ASTRO_OUT_DIR || "dist-test",
  ASTRO_TELEMETRY_DISABLED: "1",
  SITE_URL: baseURL,
  PUBLIC_ANALYTICS_SRC: `${tagOrigin}/analytics.js`,
  PUBLIC_MARKETING_SRC: `${tagOrigin}/marketing.js`,
};

function withDatabase(url, name) {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}
