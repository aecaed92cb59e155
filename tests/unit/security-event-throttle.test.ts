import { describe, expect, it } from "vitest";
import { SecurityEventThrottle } from "@/server/security-events";

// A flood of refusals cannot fill the disk (ASVS 16.3.3 with 16.4.x): a few lines of a kind per
// minute, then only a count.

describe("the security-event throttle", () => {
  it("lets the first lines of a kind through and counts the rest of the minute", () => {
    const throttle = new SecurityEventThrottle(() => 3, 60_000);
    const logged = Array.from({ length: 10 }, (_, i) => throttle.admit("cross-site", 1_000 + i).log);
    expect(logged).toEqual([true, true, true, false, false, false, false, false, false, false]);
    expect(throttle.takeSuppressed("cross-site")).toBe(7);
  });

  it("counts each kind on its own", () => {
    const throttle = new SecurityEventThrottle(() => 1, 60_000);
    throttle.admit("cross-site", 0);
    expect(throttle.admit("too-fast", 1).log).toBe(true);
  });

  it("tells the count held back when the next minute's first event arrives", () => {
    const throttle = new SecurityEventThrottle(() => 1, 60_000);
    throttle.admit("rate-limited", 0);
    throttle.admit("rate-limited", 10);
    throttle.admit("rate-limited", 20);
    expect(throttle.admit("rate-limited", 60_000)).toEqual({ log: true, suppressedBefore: 2 });
  });
});
