// The site runs one operating-system command, pg_dump for a PostgreSQL backup, given as a program
// and a list of arguments: no shell ever reads a value, so none can add a command.
import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { CODE, filesUnder } from "../support/source-files";

const files = [...filesUnder("src", CODE), "server.mjs"].map((f) => ({ f, text: fs.readFileSync(f, "utf8") }));

describe("operating-system commands", () => {
  it("are started without a shell: spawn or execFile with an argument list, never exec or shell: true", () => {
    const imports = files.flatMap(({ f, text }) =>
      [...text.matchAll(/import\s*\{([^}]*)\}\s*from\s*["'](?:node:)?child_process["']/g)].map((m) => [f, m[1]!] as const),
    );
    const allowed = new Set(["spawn", "spawnSync", "execFile", "execFileSync"]);
    expect(
      imports.flatMap(([f, names]) =>
        names
          .split(",")
          .map((n) => n.trim())
          .filter((n) => n && !allowed.has(n))
          .map((n) => `${f}: ${n}`),
      ),
    ).toEqual([]);
    expect(
      files
        .filter(({ text }) => /import\s+\*\s+as\s+\w+\s+from\s*["'](?:node:)?child_process["']|require\(["'](?:node:)?child_process["']\)/.test(text))
        .map(({ f }) => f),
    ).toEqual([]);
    expect(files.filter(({ text }) => /shell:\s*true/.test(text)).map(({ f }) => f)).toEqual([]);
  });
  it("each pass their arguments as a list, never one command line", () => {
    const calls = files.flatMap(({ f, text }) =>
      [...text.matchAll(/\b(spawn|spawnSync|execFile|execFileSync)\(([^,)]+),\s*(\S)/g)].map((m) => ({ f, program: m[2]!, args: m[3]! })),
    );
    expect(calls.filter((c) => c.args !== "[" || !/^["'][\w-]+["']$/.test(c.program))).toEqual([]);
  });
});
