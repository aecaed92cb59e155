// The cryptographic inventory (docs/security/cryptography.md) holds only while the code keeps to
// it: these read every source file the server runs and fail on anything outside it.
import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { CODE, filesUnder } from "../support/source-files";

const files = [...filesUnder("src", CODE), ...filesUnder("scripts", CODE), "server.mjs"].filter((f) => fs.existsSync(f));
const matches = (pattern: RegExp) =>
  files.flatMap((file) =>
    fs
      .readFileSync(file, "utf8")
      .split("\n")
      .flatMap((line, i) => (pattern.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : [])),
  );

describe("the cryptography the code uses", () => {
  it("hashes only with SHA-256 (plain or as HMAC)", () => {
    const calls = matches(/create(Hash|Hmac)\(/);
    expect(calls.length).toBeGreaterThan(0);
    expect(calls.filter((c) => !/create(Hash|Hmac)\(\s*["']sha256["']/.test(c))).toEqual([]);
  });

  it("encrypts only with AES-256-GCM", () => {
    const calls = matches(/create(Cipheriv|Decipheriv)\(/);
    expect(calls.length).toBeGreaterThan(0);
    expect(calls.filter((c) => !/\(\s*["']aes-256-gcm["']/.test(c))).toEqual([]);
  });

  it("draws every secret from the operating system's CSPRNG, never Math.random", () => {
    expect(matches(/Math\.random\(/).filter((c) => c.startsWith("src/server") || c.startsWith("server.mjs"))).toEqual([]);
  });

  it("never turns off certificate checks on outgoing TLS", () => {
    expect(matches(/rejectUnauthorized\s*:\s*false|NODE_TLS_REJECT_UNAUTHORIZED/)).toEqual([]);
  });
});
