// Where the key of every keyed hash and sealed value comes from: only places the operator set up
// (a setting, the service manager's credential, the data directory), never anything a request carries.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, afterEach, describe, expect, it, vi } from "vitest";

const root = fs.mkdtempSync(path.join(os.tmpdir(), "gte-secret-source-"));
const { authSecret } = await import("@/server/secret");

function place(name: string, secret?: string): string {
  const dir = fs.mkdtempSync(path.join(root, `${name}-`));
  if (secret) fs.writeFileSync(path.join(dir, "auth-secret"), `${secret}\n`, { mode: 0o600 });
  return dir;
}

afterEach(() => vi.unstubAllEnvs());
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe("the server's secret", () => {
  it("comes from the service's credential (systemd LoadCredential) before the data directory, which is then left without one", () => {
    const credentials = place("credentials", "c".repeat(43));
    const dataDir = place("data");
    vi.stubEnv("AUTH_SECRET", "");
    vi.stubEnv("CREDENTIALS_DIRECTORY", credentials);
    vi.stubEnv("DATA_DIR", dataDir);
    expect([authSecret().toString(), fs.existsSync(path.join(dataDir, "auth-secret"))]).toEqual(["c".repeat(43), false]);
  });
  it("comes from AUTH_SECRET before any file", () => {
    vi.stubEnv("AUTH_SECRET", "s".repeat(40));
    vi.stubEnv("CREDENTIALS_DIRECTORY", place("credentials", "c".repeat(43)));
    vi.stubEnv("DATA_DIR", place("data", "d".repeat(43)));
    expect(authSecret().toString()).toBe("s".repeat(40));
  });
  it("refuses a credential shorter than 32 characters rather than key everything with it", () => {
    vi.stubEnv("AUTH_SECRET", "");
    vi.stubEnv("CREDENTIALS_DIRECTORY", place("credentials", "short"));
    vi.stubEnv("DATA_DIR", place("data"));
    expect(() => authSecret()).toThrow(/credential auth-secret must be at least 32 characters/);
  });
  it("falls back to the data directory when the service was given other credentials only", () => {
    const dataDir = place("data", "d".repeat(43));
    vi.stubEnv("AUTH_SECRET", "");
    vi.stubEnv("CREDENTIALS_DIRECTORY", place("credentials"));
    vi.stubEnv("DATA_DIR", dataDir);
    expect(authSecret().toString()).toBe("d".repeat(43));
  });
});
