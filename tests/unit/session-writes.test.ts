import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { CODE, filesUnder } from "../support/source-files";

// Decision 0016: on the embedded database live sessions are remembered for a moment, and only
// endingSessions() forgets them. A write that ends or deletes a session anywhere else leaves the
// session working for up to 30 seconds. Every such write must sit in a function that asks for a
// SessionEnding (which only endingSessions() hands out) or runs inside endingSessions() itself.

const SRC = join(import.meta.dirname, "../../src");

/** Each statement that ends a session (sets revoked_at or deletes the row), with the function it is in. */
function sessionEndingWrites(file: string) {
  const text = readFileSync(file, "utf8");
  const writes = [...text.matchAll(/\.(update|delete)\(verifiedSessions\)|\b(update|delete from)\s+verified_sessions\b/gi)];
  return writes
    .filter((match) => {
      const statement = text.slice(match.index, text.indexOf(";", match.index));
      return !/^\.update|^update/i.test(match[0]) || /revokedAt|revoked_at|expiresAt|expires_at/.test(statement);
    })
    .map((match) => {
      const before = text.slice(0, match.index);
      const start = Math.max(
        before.lastIndexOf("\nexport async function"),
        before.lastIndexOf("\nasync function"),
        before.lastIndexOf("\nexport function"),
        before.lastIndexOf("\nfunction"),
      );
      return { file: file.slice(SRC.length + 1), line: before.split("\n").length, enclosing: text.slice(Math.max(start, 0), match.index) };
    });
}

describe("ending a session", () => {
  it("finds the writes it guards (the scan itself works)", () => {
    const files = filesUnder(SRC, CODE)
      .flatMap(sessionEndingWrites)
      .map((w) => w.file);
    expect(files).toContain("server/gate/session.ts");
    expect(files).toContain("server/gate/codes.ts");
  });

  it("happens only through endingSessions(), which forgets remembered sessions", () => {
    const unguarded = filesUnder(SRC, CODE)
      .flatMap(sessionEndingWrites)
      .filter((w) => !/SessionEnding|endingSessions\(/.test(w.enclosing))
      .map((w) => `${w.file}:${w.line}`);
    expect(unguarded).toEqual([]);
  });
});
