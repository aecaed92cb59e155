import { describe, expect, it } from "vitest";
import { withCharset } from "@/lib/content-type";

describe("the charset of a response's type", () => {
  it.each([
    ["text/html", "text/html; charset=utf-8"],
    ["application/xml", "application/xml; charset=utf-8"],
    ["image/svg+xml", "image/svg+xml; charset=utf-8"],
    ["application/json", "application/json; charset=utf-8"],
    ["application/rss+xml", "application/rss+xml; charset=utf-8"],
  ])("is added to %s", (type, named) => {
    expect(withCharset(type)).toBe(named);
  });

  it("is left as the type names it", () => {
    expect(withCharset("text/plain; Charset=ISO-8859-1")).toBe("text/plain; Charset=ISO-8859-1");
  });

  it("is not added to images, fonts or binary files", () => {
    expect(["image/avif", "font/woff2", "application/octet-stream"].map(withCharset)).toEqual(["image/avif", "font/woff2", "application/octet-stream"]);
  });
});
