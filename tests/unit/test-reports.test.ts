import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { readReports } from "../../scripts/test-reports.mjs";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "gte-reports-"));
const write = (name: string, report: unknown) => {
  const file = path.join(dir, name);
  fs.writeFileSync(file, JSON.stringify(report));
  return file;
};

const vitestReport = write("vitest.json", {
  numPassedTests: 3,
  numFailedTests: 1,
  testResults: [
    {
      name: path.join(dir, "tests/a.test.ts"),
      status: "failed",
      assertionResults: [
        { status: "failed", fullName: "a › answers 200", failureMessages: ["\u001b[31mAssertionError: expected 503 to be 200\u001b[39m\n    at a.test.ts:3"] },
      ],
    },
    { name: path.join(dir, "tests/b.test.ts"), status: "failed", message: "Cannot find module './gone'", assertionResults: [] },
  ],
});
const uncaught = write("uncaught.json", {
  numPassedTests: 16,
  numFailedTests: 0,
  testResults: [{ name: path.join(dir, "tests/c.test.ts"), status: "passed", assertionResults: [] }],
});
const playwrightReport = write("e2e.json", {
  stats: { expected: 5, flaky: 1, unexpected: 1 },
  errors: [],
  suites: [
    {
      title: "forms.spec.ts",
      suites: [
        {
          title: "the contact form",
          specs: [
            {
              title: "keeps what was typed",
              tests: [{ status: "unexpected", projectName: "desktop", results: [{ error: { message: "Timed out 10000ms" } }] }],
            },
          ],
        },
      ],
    },
  ],
});

describe("npm test's summary of the runners' reports (scripts/test-reports.mjs)", () => {
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  const { passed, failed, failures } = readReports(
    dir,
    [
      { file: vitestReport, step: { name: "vitest", ok: false } },
      { file: uncaught, step: { name: "system, timed (alone)", ok: false } },
      { file: path.join(dir, "never-written.json") },
    ],
    [playwrightReport],
  );

  it("adds up passes (flaky ones among them) and counts each failed test, file that did not load, stage failed outside its tests and missing report once", () => {
    expect({ passed, failed }).toEqual({ passed: 25, failed: 5 });
  });

  it("names each failure with the first line of its error", () => {
    expect(failures).toEqual([
      "tests/a.test.ts › a › answers 200: AssertionError: expected 503 to be 200",
      "tests/b.test.ts: Cannot find module './gone'",
      "system, timed (alone): an error outside any test (its log above says which)",
      "never-written.json: no report (the runner did not finish)",
      "forms.spec.ts › the contact form › keeps what was typed [desktop]: Timed out 10000ms",
    ]);
  });
});
