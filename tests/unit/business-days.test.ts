// The business day before a day (src/lib/business-days.ts): a lead that arrived before it has waited a whole business day.
import { describe, expect, it } from "vitest";
import { agencyHolidays, previousBusinessDay } from "@/lib/business-days";

describe("business days", () => {
  it("the day before a Tuesday is Monday; before a Monday, the Friday before; before a Sunday, Friday", () => {
    expect(["2026-11-17", "2026-11-16", "2026-11-22"].map(previousBusinessDay)).toEqual(["2026-11-16", "2026-11-13", "2026-11-20"]);
  });

  it("skips the agency's holidays: the Monday after Thanksgiving looks back to the Wednesday before it, the Tuesday after Labor Day to the Friday", () => {
    expect(["2026-11-30", "2026-09-08", "2027-01-04"].map(previousBusinessDay)).toEqual(["2026-11-25", "2026-09-04", "2026-12-31"]);
  });

  it("keeps a fixed holiday on the weekday it is observed: 4 July 2026 is a Saturday, observed on Friday the 3rd", () => {
    expect(agencyHolidays(2026)).toEqual(["2026-01-01", "2026-05-25", "2026-07-03", "2026-09-07", "2026-11-26", "2026-11-27", "2026-12-25", "2027-01-01"]);
  });
});
