import { describe, expect, it } from "vitest";
import { easternDay, startOfEasternDay } from "@/lib/dates";

describe("Eastern dates", () => {
  it("names the Atlanta day of a moment, not the UTC one", () => {
    // 03:00 UTC on the 23rd is still the evening of the 22nd in Atlanta.
    expect(easternDay(new Date("2026-11-23T03:00:00Z"))).toBe("2026-11-22");
    expect(easternDay(new Date("2026-11-23T06:00:00Z"))).toBe("2026-11-23");
  });

  it("starts a day at midnight in Atlanta, in standard and daylight time", () => {
    expect(startOfEasternDay("2026-11-23").toISOString()).toBe("2026-11-23T05:00:00.000Z");
    expect(startOfEasternDay("2026-07-04").toISOString()).toBe("2026-07-04T04:00:00.000Z");
    // The days of the switches: midnight comes before the 02:00 change.
    expect(startOfEasternDay("2026-03-08").toISOString()).toBe("2026-03-08T05:00:00.000Z");
    expect(startOfEasternDay("2026-11-01").toISOString()).toBe("2026-11-01T04:00:00.000Z");
  });

  it("makes a post dated today public at once, at any hour", () => {
    for (const hour of ["00:30", "04:59", "05:01", "12:00", "23:59"]) {
      const now = new Date(`2026-11-23T${hour}:00Z`);
      expect(startOfEasternDay(easternDay(now)).getTime()).toBeLessThanOrEqual(now.getTime());
    }
  });
});
