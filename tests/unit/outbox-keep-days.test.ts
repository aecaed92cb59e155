import { afterEach, describe, expect, it, vi } from "vitest";
import { env } from "@/server/env";

afterEach(() => vi.unstubAllEnvs());

describe("OUTBOX_KEEP_DAYS", () => {
  it("keeps sent copies 90 days when unset, and as many days as set", () => {
    vi.stubEnv("OUTBOX_KEEP_DAYS", undefined);
    const unset = env().OUTBOX_KEEP_DAYS;
    vi.stubEnv("OUTBOX_KEEP_DAYS", "30");
    expect([unset, env().OUTBOX_KEEP_DAYS]).toEqual([90, 30]);
  });

  it.each(["0", "731", "2.5", "ten"])("refuses %j, naming the setting and the days it takes", (value) => {
    vi.stubEnv("OUTBOX_KEEP_DAYS", value);
    expect(() => env()).toThrow(/^Invalid setting: OUTBOX_KEEP_DAYS: .*whole number of days from 1 to 730/);
  });
});
