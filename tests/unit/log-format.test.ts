import { Writable } from "node:stream";
import pino from "pino";
import { describe, expect, it } from "vitest";
import { logOptions } from "@/server/log";

function capture(): { stream: Writable; lines: string[] } {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString("utf8").split("\n").filter(Boolean));
      done();
    },
  });
  return { stream, lines };
}

describe("the application's log lines", () => {
  it("are one JSON object each, with the level, the message and the app's name, for any log processor", () => {
    const { stream, lines } = capture();
    const log = pino({ ...logOptions, level: "info" }, stream);
    log.warn({ path: "/verify" }, "verification limited");
    log.error({ err: new Error("boom") }, "render failed");
    const parsed = lines.map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(parsed.map((p) => [p.level, p.msg, p.app])).toEqual([
      [40, "verification limited", "gateway-tech"],
      [50, "render failed", "gateway-tech"],
    ]);
  });
  it("carry their time in UTC, as ISO 8601 with a Z, taken from the machine's clock", () => {
    const { stream, lines } = capture();
    const before = Date.now();
    pino({ ...logOptions, level: "info" }, stream).info("started");
    const time = (JSON.parse(lines[0]!) as { time: string }).time;
    expect(time).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(Date.parse(time)).toBeGreaterThanOrEqual(before - 1);
    expect(Date.parse(time)).toBeLessThanOrEqual(Date.now() + 1);
  });
});
