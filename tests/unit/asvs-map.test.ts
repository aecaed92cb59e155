// docs/security/asvs.md claims, requirement by requirement, which test would fail if the site
// stopped meeting it. A claim is only worth something while that test exists: this file fails
// when a named test file or test title is gone, or when the map's own counts drift.
import fs from "node:fs";
import { describe, expect, it } from "vitest";

const MAP = "docs/security/asvs.md";
const STATUSES = ["verified", "documented", "not applicable", "open: untested", "open: partial", "open: missing"] as const;

type Row = { id: string; status: string; how: string };

function rows(): Row[] {
  const out: Row[] = [];
  for (const line of fs.readFileSync(MAP, "utf8").split("\n")) {
    const cells = /^\|\s*(\d+\.\d+\.\d+)\s*\|\s*L[12]\s*\|.*?\|\s*(verified|documented|not applicable|open: \w+)\s*\|\s*(.*?)\s*\|$/.exec(line);
    if (cells) out.push({ id: cells[1], status: cells[2], how: cells[3] });
  }
  return out;
}

/** `tests/unit/x.test.ts` › “title”, as the map writes each test it names. */
function namedTests(how: string): { file: string; title: string }[] {
  return [...how.matchAll(/`(tests\/[^`]+)` › “([^”]+)”/g)].map((m) => ({ file: m[1], title: m[2] }));
}

const table = rows();

describe("the ASVS map (docs/security/asvs.md)", () => {
  it("lists each of the 253 Level 1 and 2 requirements once, with a known status", () => {
    expect(new Set(table.map((r) => r.id)).size).toBe(253);
    expect(table.filter((r) => !(STATUSES as readonly string[]).includes(r.status))).toEqual([]);
  });

  it("names at least one test for every verified requirement, and a reason or document for the others", () => {
    expect(table.filter((r) => r.status === "verified" && namedTests(r.how).length === 0).map((r) => r.id)).toEqual([]);
    expect(table.filter((r) => r.status !== "verified" && r.how.trim().length < 5).map((r) => r.id)).toEqual([]);
  });

  it("names only tests that exist, by file and title", () => {
    const missing: string[] = [];
    const sources = new Map<string, string>();
    for (const row of table) {
      for (const { file, title } of namedTests(row.how)) {
        if (!sources.has(file)) sources.set(file, fs.existsSync(file) ? fs.readFileSync(file, "utf8") : "");
        const source = sources.get(file)!;
        // The title as written in a test(...) or it(...) call, whichever quotes it uses.
        const quoted = [`"${title}"`, `'${title.replaceAll("'", "\\'")}'`, `\`${title}\``].some((q) => source.includes(q));
        if (!quoted) missing.push(`${row.id}: ${file} › ${title}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it("states counts that add up to its rows", () => {
    const stated = /Counts: (\d+) verified, (\d+) documented, (\d+) not applicable, (\d+) open\./.exec(fs.readFileSync(MAP, "utf8"));
    const count = (pred: (s: string) => boolean) => table.filter((r) => pred(r.status)).length;
    expect(stated?.slice(1).map(Number)).toEqual([
      count((s) => s === "verified"),
      count((s) => s === "documented"),
      count((s) => s === "not applicable"),
      count((s) => s.startsWith("open")),
    ]);
  });
});
