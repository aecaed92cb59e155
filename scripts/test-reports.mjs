// The runners' JSON reports, added up for `npm test`'s last line, and what failed by name: a CI
// log is often read from its end only.
import fs from "node:fs";
import path from "node:path";

/** The first non-empty line of an error message, without terminal colours. */
const firstLine = (text) =>
  String(text ?? "")
    .replace(/\x1b\[[0-9;]*m/g, "")
    .split("\n")
    .find((l) => l.trim()) ?? "";

/** Playwright's report nests suites (files, describes) around specs, each with a test per project. */
function playwrightFailures(suite, trail, failures) {
  const here = suite.title ? [...trail, suite.title] : trail;
  for (const spec of suite.specs ?? [])
    for (const t of spec.tests ?? [])
      if (t.status === "unexpected") failures.push(`${[...here, spec.title].join(" › ")} [${t.projectName}]: ${firstLine(t.results?.at(-1)?.error?.message)}`);
  for (const child of suite.suites ?? []) playwrightFailures(child, here, failures);
}

/**
 * Adds up Vitest reports (each with the stage that wrote it, when it ran) and Playwright reports.
 * A missing report counts as one failure, as does a file that failed to load, and a Vitest stage
 * that failed on an error no test caught (an unhandled rejection, which its report leaves out).
 */
export function readReports(root, vitest, playwright) {
  let passed = 0;
  let failed = 0;
  const failures = [];
  const missing = (file) => {
    failed += 1;
    failures.push(`${path.basename(file)}: no report (the runner did not finish)`);
  };
  for (const { file, step } of vitest) {
    if (!fs.existsSync(file)) {
      missing(file);
      continue;
    }
    const v = JSON.parse(fs.readFileSync(file, "utf8"));
    passed += v.numPassedTests ?? 0;
    failed += v.numFailedTests ?? 0;
    let fileFailed = false;
    for (const f of v.testResults ?? []) {
      const name = path.relative(root, f.name);
      const failedTests = (f.assertionResults ?? []).filter((a) => a.status === "failed");
      for (const a of failedTests) failures.push(`${name} › ${a.fullName}: ${firstLine(a.failureMessages?.[0])}`);
      if (f.status !== "failed") continue;
      fileFailed = true;
      if (failedTests.length === 0) {
        failed += 1;
        failures.push(`${name}: ${firstLine(f.message)}`);
      }
    }
    if (step && !step.ok && !fileFailed) {
      failed += 1;
      failures.push(`${step.name}: an error outside any test (its log above says which)`);
    }
  }
  for (const file of playwright) {
    if (!fs.existsSync(file)) {
      missing(file);
      continue;
    }
    const p = JSON.parse(fs.readFileSync(file, "utf8"));
    passed += (p.stats?.expected ?? 0) + (p.stats?.flaky ?? 0);
    failed += (p.stats?.unexpected ?? 0) + (p.errors ?? []).length;
    for (const suite of p.suites ?? []) playwrightFailures(suite, [], failures);
    for (const e of p.errors ?? []) failures.push(`playwright: ${firstLine(e.message)}`);
  }
  return { passed, failed, failures };
}
