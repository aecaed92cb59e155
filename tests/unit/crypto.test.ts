import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "gte-crypto-"));
vi.stubEnv("DATA_DIR", dataDir);
vi.stubEnv("AUTH_SECRET", "");

const { keyedHash, keyedToken, randomToken, seal, unseal } = await import("@/server/crypto");
const { authSecret } = await import("@/server/secret");

afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe("the server's secret", () => {
  beforeAll(() => authSecret());

  it("is made once with 256 random bits and kept readable by its owner only", () => {
    const file = path.join(dataDir, "auth-secret");
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(Buffer.from(fs.readFileSync(file, "utf8").trim(), "base64url")).toHaveLength(32);
  });
});

describe("sealed values (AES-256-GCM)", () => {
  it("open only unaltered: a changed byte anywhere gives nothing back", () => {
    const sealed = seal("GTE-ABCD-EFGH");
    expect(unseal(sealed)).toBe("GTE-ABCD-EFGH");
    const raw = Buffer.from(sealed, "base64url");
    for (const at of [0, 12, 28, raw.length - 1]) {
      const altered = Buffer.from(raw);
      altered[at] ^= 1;
      expect(unseal(altered.toString("base64url"))).toBeNull();
    }
  });

  it("differ each time for the same value (a fresh 96-bit nonce per seal)", () => {
    const seals = new Set(Array.from({ length: 50 }, () => seal("same")));
    expect(seals.size).toBe(50);
  });
});

describe("keyed hashes and tokens", () => {
  it("differ by purpose, so a value kept for one use never matches another", () => {
    expect(keyedHash("invitation-code", "x")).not.toBe(keyedHash("session-token", "x"));
    expect(keyedToken("newsletter-confirm", "x")).not.toBe(keyedToken("newsletter-unsubscribe", "x"));
  });

  it("are HMAC-SHA-256 (256-bit) values", () => {
    expect(keyedHash("session-token", "x")).toMatch(/^k1:[0-9a-f]{64}$/);
    expect(Buffer.from(keyedToken("newsletter-confirm", "x"), "base64url")).toHaveLength(32);
  });
});

describe("random tokens", () => {
  it("carry 256 bits and do not repeat", () => {
    const tokens = Array.from({ length: 1000 }, () => randomToken());
    expect(new Set(tokens).size).toBe(1000);
    expect(tokens.every((t) => Buffer.from(t, "base64url").length === 32)).toBe(true);
  });
});
