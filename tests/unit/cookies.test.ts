import { describe, expect, it } from "vitest";
import { readCookie } from "@/lib/cookies";

describe("readCookie", () => {
  it("reads the named cookie among others, spaces around it ignored", () => {
    expect(readCookie("a=1;  gte_session=abc ; b=2", "gte_session")).toBe("abc");
  });
  it("does not take a cookie whose name only starts with the one asked for", () => {
    expect(readCookie("gte_session_x=abc", "gte_session")).toBeUndefined();
  });
  it("ignores a name sent twice: neither value may decide who the visitor is", () => {
    expect(readCookie("gte_session=abc; gte_session=def", "gte_session")).toBeUndefined();
  });
  it("ignores a value that is not valid percent-encoding instead of failing", () => {
    expect(readCookie("gte_consent=%", "gte_consent")).toBeUndefined();
  });
  it("decodes a percent-encoded value", () => {
    expect(readCookie("gte_consent=%7B%22v%22%3A1%7D", "gte_consent")).toBe('{"v":1}');
  });
  it("decodes a value once: an encoded percent sign stays a percent sign", () => {
    expect(readCookie("gte_consent=%2541%253B", "gte_consent")).toBe("%41%3B");
  });
});
