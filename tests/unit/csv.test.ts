import { describe, expect, it } from "vitest";
import { csvCell, csvLine } from "@/server/admin/csv";

describe("csvCell", () => {
  it("leaves plain values alone and writes empty for null", () => {
    expect(csvCell("Ana Lopez")).toBe("Ana Lopez");
    expect(csvCell(42)).toBe("42");
    expect(csvCell(null)).toBe("");
    expect(csvCell(undefined)).toBe("");
  });

  it("writes a moment in the agency's time with its offset, standard time and daylight time", () => {
    expect([csvCell(new Date("2025-01-15T14:30:00Z")), csvCell(new Date("2025-07-15T14:30:00Z"))]).toEqual([
      "2025-01-15T09:30:00-05:00",
      "2025-07-15T10:30:00-04:00",
    ]);
  });

  it("quotes commas, quotes and line breaks (RFC 4180)", () => {
    expect(csvCell("Smith, Jones & Co")).toBe('"Smith, Jones & Co"');
    expect(csvCell('She said "hi"')).toBe('"She said ""hi"""');
    expect(csvCell("line one\nline two")).toBe('"line one\nline two"');
    expect(csvCell("a\r\nb")).toBe('"a\r\nb"');
  });

  it.each([
    ['=HYPERLINK("http://evil.example","click")', '\'=HYPERLINK("http://evil.example","click")'],
    ["+1 (404) 555-0142", "'+1 (404) 555-0142"],
    ["-2+3", "'-2+3"],
    ["@SUM(A1:A9)", "'@SUM(A1:A9)"],
    ["\t=1+1", "'\t=1+1"],
    ["\r=1+1", "'\r=1+1"],
  ])("neutralises formula-like text %j", (input, neutral) => {
    const cell = csvCell(input);
    const unquoted = cell.startsWith('"') ? cell.slice(1, -1).replace(/""/g, '"') : cell;
    expect(unquoted).toBe(neutral);
  });

  it("does not touch numbers or text with a formula character further in", () => {
    expect(csvCell(-5)).toBe("-5");
    expect(csvCell("a=b")).toBe("a=b");
    expect(csvCell("name@company.com")).toBe("name@company.com");
  });
});

describe("csvLine", () => {
  it("joins the cells with commas and ends the record with CRLF", () => {
    expect(csvLine([2, "=cmd", null, "a,b"])).toBe('2,\'=cmd,,"a,b"\r\n');
  });
});
