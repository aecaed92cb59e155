// The production build holds only what the site needs: no code path exists for the tests
// (README, "Nothing in src/ exists for the tests"). A switch a test could flip is a switch an
// attacker or a wrong setting could flip in production, so none may be read.
import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { CODE, filesUnder } from "../support/source-files";

const lines = [...filesUnder("src", CODE), "server.mjs"].flatMap((file) =>
  fs
    .readFileSync(file, "utf8")
    .split("\n")
    .map((line, i) => ({ at: `${file}:${i + 1}`, line })),
);

describe("the code the site runs", () => {
  it("reads no test runner's variable and no switch named for tests", () => {
    const switches = /\b(VITEST|JEST_WORKER_ID|PLAYWRIGHT\w*|E2E_\w+|TEST_\w+|\w+_TEST)\b|__test|testOnly|isTest\b/;
    expect(lines.filter(({ line }) => switches.test(line)).map(({ at }) => at)).toEqual([]);
  });
  it("lets NODE_ENV=test change nothing but the log level", () => {
    expect(lines.filter(({ line }) => /NODE_ENV\s*===?\s*["']test["']/.test(line)).map(({ at }) => at.replace(/:\d+$/, ""))).toEqual(["src/server/log.ts"]);
    expect(fs.readFileSync("src/server/log.ts", "utf8")).toMatch(
      /level: process\.env\.LOG_LEVEL \|\| \(process\.env\.NODE_ENV === "test" \? "silent" : "info"\)/,
    );
  });
});
