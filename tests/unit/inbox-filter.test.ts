import { describe, expect, it } from "vitest";
import { inboxFilterParams, isFiltered, parseInboxFilter } from "@/lib/inbox-filter";

const parse = (qs: string) => parseInboxFilter(new URLSearchParams(qs));

describe("an inbox's filter from its query string", () => {
  it("reads the stage, the channel, the days and the search", () => {
    expect(parse("stage=proposal&channel=email&from=2026-03-01&to=2026-03-31&q=%20bakery%20")).toEqual({
      q: "bakery",
      choices: { stage: "proposal", channel: "email" },
      from: "2026-03-01",
      to: "2026-03-31",
    });
  });

  it("drops what is not a known value: a stage or channel that does not exist, a date that is not a day", () => {
    expect(parse("stage=handled&channel=carrier-pigeon&from=2026-02-30&to=yesterday")).toEqual({
      q: "",
      choices: { stage: null, channel: null },
      from: null,
      to: null,
    });
  });

  it("reads a range given backwards forwards", () => {
    expect(parse("from=2026-04-01&to=2026-03-01")).toMatchObject({ from: "2026-03-01", to: "2026-04-01" });
  });

  it("writes back only what it holds, so the links of one list are one address", () => {
    expect(inboxFilterParams(parse("to=2026-03-31&stage=won&extra=1&q="))).toEqual({ stage: "won", to: "2026-03-31" });
    expect(isFiltered(parse("older=123-4"))).toBe(false);
  });
});
