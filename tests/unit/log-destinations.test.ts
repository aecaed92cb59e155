// docs/security/logging.md lists where logs go: standard output and error (the journal) and the audit
// table. This fails when server code opens another destination: a file, a transport, a service.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { CODE, filesUnder } from "../support/source-files";

// Browser scripts and components are left out: a component's requests come from its event handlers
// and effects, which run only in the browser.
const browserSide = [path.join("src", "scripts"), path.join("src", "components")];
const serverFiles = [...filesUnder("src", CODE).filter((f) => !browserSide.some((dir) => f.startsWith(dir))), "server.mjs"];
const read = (f: string) => fs.readFileSync(f, "utf8");

describe("log destinations", () => {
  it("are standard output only: every logger is pino without a destination, file or transport", () => {
    const loggers = serverFiles.flatMap((f) => [...read(f).matchAll(/\bpino\(([^;]*?)\);/gs)].map((m) => [f, m[1]!] as const));
    expect(loggers.map(([f]) => f)).toEqual(expect.arrayContaining(["src/server/log.ts"]));
    expect(loggers.filter(([, args]) => /destination|transport|,\s*\w+\s*$/.test(args))).toEqual([]);
    // And every one writes the inventory's format: UTC ISO times, the application's own options or the same clock.
    expect(loggers.filter(([, args]) => !/logOptions|stdTimeFunctions\.isoTime/.test(args)).map(([f]) => f)).toEqual([]);
  });
  it("include no file or service the inventory does not name", () => {
    // console.* writes to standard output or error too (the first administrator code, a failed start).
    // A file written for another purpose (a backup) is no log; one opened by a log-ish name is.
    const sinks = /(createWriteStream|appendFile(Sync)?)\([^)]*log|pino\.(destination|transport)|pino\/file|\bsyslog\b|\bfetch\(|dgram/i;
    expect(serverFiles.filter((f) => sinks.test(read(f)))).toEqual([]);
  });
});
