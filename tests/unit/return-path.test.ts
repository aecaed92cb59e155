import { describe, expect, it } from "vitest";
import { pageAddress, returnPath, verifyHref } from "@/lib/return-path";

describe("the way back after verifying", () => {
  it("keeps a path on this site, with its query and fragment", () => {
    expect([returnPath("/portfolio"), returnPath("/blog?category=SEO#latest"), returnPath("/services/seo")]).toEqual(["/portfolio", "/blog?category=SEO#latest", "/services/seo"]);
  });

  it("sends anything else home: other hosts, protocol-relative, backslashes, schemes, control characters", () => {
    for (const bad of ["https://evil.example/", "//evil.example/x", "/\\evil.example", "\\\\evil.example", "javascript:alert(1)", "portfolio", "/port\nfolio", "", null, undefined, `/${"a".repeat(600)}`]) {
      expect(returnPath(bad), String(bad)).toBe("/");
    }
  });

  it("never loops back to /verify itself", () => {
    expect(returnPath("/verify?next=/portfolio")).toBe("/");
  });

  it("reads a prerendered page's address from the file it is built as", () => {
    expect([pageAddress("/portfolio.html"), pageAddress("/index.html"), pageAddress("/services/seo.html"), pageAddress("/contact")]).toEqual(["/portfolio", "/", "/services/seo", "/contact"]);
  });

  it("names the page in the invitation link, or none for the home page", () => {
    expect([verifyHref("/portfolio"), verifyHref("/"), verifyHref(undefined), verifyHref("//evil.example")]).toEqual(["/verify?next=%2Fportfolio", "/verify", "/verify", "/verify"]);
  });
});
