import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ListPager } from "@/components/admin/ui";
import { compareNewestFirst, formatListKey, keyTimestamp, listWindowOf, pageOfKeys, parseListKey, type ListKey } from "@/lib/list-cursor";

const key = (micros: number, id: number): ListKey => ({ micros: BigInt(micros), id });

describe("a row's key in a console list's address", () => {
  it("is its time in microseconds and its id, and reads back as written", () => {
    const k = { micros: 1_795_700_000_123_456n, id: 42 };
    expect(formatListKey(k)).toBe("1795700000123456-42");
    expect(parseListKey("1795700000123456-42")).toEqual(k);
  });

  it("is nothing for text that is not one", () => {
    for (const raw of [
      null,
      undefined,
      "",
      "abc",
      "12",
      "-5-3",
      "1.5-2",
      "1-0",
      "1-2147483648",
      "1-2-3",
      " 1-2",
      "1-2 ",
      "９-1",
      "1".repeat(19) + "-1",
      "253402300800000000-1",
    ]) {
      expect(parseListKey(raw), String(raw)).toBeNull();
    }
  });

  it("names its time with all six decimals, for the database to compare exactly", () => {
    expect(keyTimestamp(key(1_795_700_000_123_456, 1))).toBe("2026-11-26T13:33:20.123456Z");
    expect(keyTimestamp(key(5, 1))).toBe("1970-01-01T00:00:00.000005Z");
  });
});

describe("the page a console list's query string asks for", () => {
  const of = (qs: string) => listWindowOf(new URLSearchParams(qs));

  it("is the newest, the oldest, or the page either side of a row", () => {
    expect(of("")).toEqual({ from: "newest" });
    expect(of("oldest=1")).toEqual({ from: "oldest" });
    expect(of("older=10-3")).toEqual({ from: "older", key: key(10, 3) });
    expect(of("newer=10-3&q=dana")).toEqual({ from: "newer", key: key(10, 3) });
  });

  it("is the newest page for a key that is not one, as a page number that is not one is the first page", () => {
    expect(of("older=garbage")).toEqual({ from: "newest" });
    expect(of("newer=")).toEqual({ from: "newest" });
    expect(of("oldest=yes")).toEqual({ from: "newest" });
    expect(of("page=7")).toEqual({ from: "newest" });
  });
});

describe("a page cut from a short list held in memory", () => {
  // Ten rows, newest first: times 100 down to 10, and two rows sharing a time (ids break the tie).
  const rows = [key(100, 10), key(90, 9), key(80, 8), key(70, 7), key(60, 6), key(50, 5), key(40, 4), key(30, 3), key(20, 2), key(20, 1)];
  const ids = (r: { keys: ListKey[] }) => r.keys.map((k) => k.id);

  it("orders newer first, then the higher id", () => {
    expect([...rows].reverse().sort(compareNewestFirst)).toEqual(rows);
  });

  it("walks older from the newest to the end, each row once, then offers no older page", () => {
    const first = pageOfKeys(rows, { from: "newest" }, 4);
    expect(ids(first)).toEqual([10, 9, 8, 7]);
    expect(first.links).toEqual({ newer: null, older: "70-7" });
    const second = pageOfKeys(rows, { from: "older", key: key(70, 7) }, 4);
    expect(ids(second)).toEqual([6, 5, 4, 3]);
    expect(second.links).toEqual({ newer: "60-6", older: "30-3" });
    const last = pageOfKeys(rows, { from: "older", key: key(30, 3) }, 4);
    expect(ids(last)).toEqual([2, 1]);
    expect(last.links).toEqual({ newer: "20-2", older: null });
  });

  it("goes back a page with newer, and a newer page that reaches the top is the newest page, full", () => {
    expect(ids(pageOfKeys(rows, { from: "newer", key: key(30, 3) }, 4))).toEqual([7, 6, 5, 4]);
    const top = pageOfKeys(rows, { from: "newer", key: key(70, 7) }, 4);
    expect(ids(top)).toEqual([10, 9, 8, 7]);
    expect(top.links.newer).toBeNull();
  });

  it("shows the oldest rows on the oldest page", () => {
    const oldest = pageOfKeys(rows, { from: "oldest" }, 4);
    expect(ids(oldest)).toEqual([4, 3, 2, 1]);
    expect(oldest.links).toEqual({ newer: "40-4", older: null });
  });

  it("shows the newest page for a key older than every row", () => {
    expect(ids(pageOfKeys(rows, { from: "older", key: key(1, 1) }, 4))).toEqual([10, 9, 8, 7]);
  });
});

describe("the pager of a console list", () => {
  const links = (html: string) => [...html.matchAll(/<a [^>]*href="([^"]*)"[^>]*>([^<]*)<\/a>/g)].map((m) => [m[2], m[1].replaceAll("&amp;", "&")]);

  it("offers the newest and newer pages, the older and oldest ones, keeping the search", () => {
    const html = renderToStaticMarkup(<ListPager path="/admin/audit" links={{ newer: "90-9", older: "60-6" }} params={{ actor: "dana", action: "" }} />);
    expect(links(html)).toEqual([
      ["Newest", "/admin/audit?actor=dana"],
      ["Newer", "/admin/audit?actor=dana&newer=90-9"],
      ["Older", "/admin/audit?actor=dana&older=60-6"],
      ["Oldest", "/admin/audit?actor=dana&oldest=1"],
    ]);
  });

  it("offers only the way there is to go, and nothing on a list of one page", () => {
    const first = renderToStaticMarkup(<ListPager path="/admin/audit" links={{ newer: null, older: "60-6" }} params={{}} />);
    expect(links(first).map(([label]) => label)).toEqual(["Older", "Oldest"]);
    expect(renderToStaticMarkup(<ListPager path="/admin/audit" links={{ newer: null, older: null }} params={{}} />)).toBe("");
  });
});
