import { describe, expect, it } from "vitest";
import { agencyHour, agencyIsoTime, formatAgencyTime } from "@/lib/dates";

/** Times as the owner reads them: Atlanta time, with the zone or offset in force at that moment. */
describe("agency time", () => {
  it("reads a winter moment in Eastern Standard Time", () => {
    const at = new Date("2026-11-27T14:14:00Z");
    expect([formatAgencyTime(at), agencyIsoTime(at)]).toEqual(["Nov 27, 2026, 9:14 AM EST", "2026-11-27T09:14:00-05:00"]);
  });

  it("reads a summer moment in Eastern Daylight Time", () => {
    const at = new Date("2026-07-04T02:30:05Z");
    expect([formatAgencyTime(at), agencyIsoTime(at)]).toEqual(["Jul 3, 2026, 10:30 PM EDT", "2026-07-03T22:30:05-04:00"]);
  });

  it("changes offset at 2 AM on the days daylight time starts and ends", () => {
    const moments = ["2026-03-08T06:59:59Z", "2026-03-08T07:00:00Z", "2026-11-01T05:59:59Z", "2026-11-01T06:00:00Z"].map((t) => new Date(t));
    expect(moments.map(agencyIsoTime)).toEqual([
      "2026-03-08T01:59:59-05:00",
      "2026-03-08T03:00:00-04:00",
      "2026-11-01T01:59:59-04:00",
      "2026-11-01T01:00:00-05:00",
    ]);
    expect(moments.map(formatAgencyTime)).toEqual([
      "Mar 8, 2026, 1:59 AM EST",
      "Mar 8, 2026, 3:00 AM EDT",
      "Nov 1, 2026, 1:59 AM EDT",
      "Nov 1, 2026, 1:00 AM EST",
    ]);
  });

  it("tells the hour in Atlanta, midnight as 0, in winter and in summer (the morning digest's clock)", () => {
    expect([agencyHour(new Date("2026-01-15T13:30:00Z")), agencyHour(new Date("2026-07-15T12:30:00Z")), agencyHour(new Date("2026-11-27T05:10:00Z"))]).toEqual([
      8, 8, 0,
    ]);
  });

  it("writes midnight as hour 00 of its own day", () => {
    expect(agencyIsoTime(new Date("2026-11-28T05:00:00Z"))).toBe("2026-11-28T00:00:00-05:00");
  });

  it("gives back the same instant when read as ISO 8601", () => {
    const at = new Date("2026-03-08T07:00:00Z");
    expect(new Date(agencyIsoTime(at)).getTime()).toBe(at.getTime());
  });
});

describe("agency time for files", () => {
  it("agrees with the time zone database at moments through three years, every 3 hours 17 minutes", () => {
    const intl = new Intl.DateTimeFormat("en-US", {
      timeZone: "America/New_York",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
      hourCycle: "h23",
      timeZoneName: "longOffset",
    });
    const reference = (at: Date) => {
      const p = Object.fromEntries(intl.formatToParts(at).map((x) => [x.type, x.value]));
      return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}:${p.second}${p.timeZoneName.slice(3)}`;
    };
    const differ: string[] = [];
    for (let t = Date.UTC(2025, 0, 1); t < Date.UTC(2028, 0, 1); t += 197 * 60_000) {
      const at = new Date(t + 7_000);
      if (agencyIsoTime(at) !== reference(at)) differ.push(at.toISOString());
    }
    expect(differ).toEqual([]);
  });
});
