import { describe, expect, it } from "vitest";
import { formatCount, formatDate, formatDateTime } from "@/components/admin/format";

describe("the console's dates and counts", () => {
  it("reads a moment in Eastern time with its zone, a day and a count as the agency does", () => {
    const at = new Date("2026-07-04T02:30:00Z");
    expect([formatDateTime(at), formatDate(at), formatCount(200_000)]).toEqual(["Jul 3, 2026, 10:30 PM EDT", "Jul 3, 2026", "200,000"]);
  });

  it("shows a dash for anything that is not a date", () => {
    expect([formatDateTime(null), formatDate(new Date("nonsense"))]).toEqual(["—", "—"]);
  });
});
