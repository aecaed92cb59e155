import { describe, expect, it } from "vitest";
import { MAX_PAGE, pageLinks, pageSlice, parsePageNumber } from "@/lib/pagination";

describe("reading ?page=", () => {
  it("takes whole numbers from 1 up", () => {
    expect(["1", "2", "17", "02"].map(parsePageNumber)).toEqual([1, 2, 17, 2]);
  });

  it("reads anything else as the first page", () => {
    for (const raw of [null, undefined, "", "0", "00", "-1", "abc", "1e9", "1.5", " 2", "2 ", "+3", "0x10", "２", "Infinity", "NaN"]) {
      expect(parsePageNumber(raw), String(raw)).toBe(1);
    }
  });

  it("caps a huge number, which is past the end of any list", () => {
    expect(parsePageNumber("1000000000")).toBe(MAX_PAGE);
    expect(parsePageNumber("9".repeat(40))).toBe(MAX_PAGE);
  });
});

describe("the items of a page", () => {
  it("slices a list evenly", () => {
    expect(pageSlice(34, 2, 10)).toEqual({ page: 2, pageCount: 4, pastEnd: false, offset: 10, limit: 10, from: 11, to: 20, total: 34 });
    expect(pageSlice(34, 4, 10)).toMatchObject({ page: 4, offset: 30, from: 31, to: 34 });
    expect(pageSlice(30, 3, 10)).toMatchObject({ pageCount: 3, from: 21, to: 30 });
  });

  it("shows the last page for a page past the end, and says so", () => {
    expect(pageSlice(34, 9, 10)).toMatchObject({ page: 4, pastEnd: true, offset: 30, from: 31, to: 34 });
    expect(pageSlice(34, MAX_PAGE, 10)).toMatchObject({ page: 4, pastEnd: true });
  });

  it("has one empty page for an empty list", () => {
    expect(pageSlice(0, 1, 10)).toEqual({ page: 1, pageCount: 1, pastEnd: false, offset: 0, limit: 10, from: 0, to: 0, total: 0 });
    expect(pageSlice(0, 3, 10)).toMatchObject({ page: 1, pastEnd: true });
  });

  it("lets the first page hold a different number (the blog's featured article and six more)", () => {
    expect(pageSlice(7, 1, 8, 7)).toMatchObject({ pageCount: 1, from: 1, to: 7 });
    expect(pageSlice(9, 1, 8, 7)).toMatchObject({ pageCount: 2, offset: 0, limit: 7, from: 1, to: 7 });
    expect(pageSlice(9, 2, 8, 7)).toMatchObject({ pageCount: 2, offset: 7, limit: 8, from: 8, to: 9 });
    expect(pageSlice(24, 3, 8, 7)).toMatchObject({ pageCount: 4, offset: 15, from: 16, to: 23 });
  });
});

describe("the page links", () => {
  it("lists every page of a short list", () => {
    expect(pageLinks(1, 1)).toEqual([1]);
    expect(pageLinks(2, 4)).toEqual([1, 2, 3, 4]);
  });

  it("leaves gaps in a long one, around the current page, never for a single page", () => {
    expect(pageLinks(1, 10)).toEqual([1, 2, "gap", 10]);
    expect(pageLinks(6, 10)).toEqual([1, "gap", 5, 6, 7, "gap", 10]);
    expect(pageLinks(4, 10)).toEqual([1, 2, 3, 4, 5, "gap", 10]);
    expect(pageLinks(10, 10)).toEqual([1, "gap", 9, 10]);
  });
});
