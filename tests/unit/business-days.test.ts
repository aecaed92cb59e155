// The business day before a day (src/lib/business-days.ts): a lead that arrived before it has waited a whole business day.
import { describe, expect, it } from "vitest";
import { previousBusinessDay } from "@/lib/business-days";

describe("business days", () => {
  it("the day before a Tuesday is Monday; before a Monday, the Friday before; before a Sunday, Friday", () => {
    expect(["2026-11-24", "2026-11-23", "2026-11-29"].map(previousBusinessDay)).toEqual(["2026-11-23", "2026-11-20", "2026-11-27"]);
  });
});
