import { describe, expect, it } from "vitest";
import { pageAddress, returnPath, sameSitePath, verifyHref } from "@/lib/return-path";

/** Open-redirect payloads: each would send a browser to another host if followed as given or once decoded. */
const openRedirects = [
  "https://evil.example/",
  "http:evil.example",
  "//evil.example/x",
  "///evil.example",
  "/\\evil.example",
  "\\\\evil.example",
  "/.//evil.example",
  "/./\\evil.example",
  "/x/..//evil.example",
  "/%2F%2Fevil.example",
  "/%2f/evil.example",
  "/%5Cevil.example",
  "/%5c%5cevil.example",
  "/\t/evil.example",
  "/\n/evil.example",
  "/\r//evil.example",
  "/\u0000/evil.example",
  "/\u0085/evil.example",
  " //evil.example",
  "javascript:alert(1)",
  "JaVaScRiPt:alert(1)",
  "data:text/html,<script>alert(1)</script>",
  "portfolio",
  "",
  null,
  undefined,
  `/${"a".repeat(600)}`,
];

describe("the way back after verifying", () => {
  it("keeps a path on this site, with its query and fragment", () => {
    expect([returnPath("/portfolio"), returnPath("/blog?category=SEO#latest"), returnPath("/services/seo")]).toEqual([
      "/portfolio",
      "/blog?category=SEO#latest",
      "/services/seo",
    ]);
  });

  it("sends every open-redirect form home, checked after the browser's normalisation", () => {
    for (const bad of openRedirects) expect(returnPath(bad), JSON.stringify(bad)).toBe("/");
  });

  it("answers the normalised path, the one the browser follows", () => {
    expect([returnPath("/./portfolio"), returnPath("/blog/../portfolio")]).toEqual(["/portfolio", "/portfolio"]);
  });

  it("never loops back to /verify itself", () => {
    expect([returnPath("/verify?next=/portfolio"), returnPath("/./verify")]).toEqual(["/", "/"]);
  });

  it("reads a prerendered page's address from the file it is built as", () => {
    expect([pageAddress("/portfolio.html"), pageAddress("/index.html"), pageAddress("/services/seo.html"), pageAddress("/contact")]).toEqual([
      "/portfolio",
      "/",
      "/services/seo",
      "/contact",
    ]);
  });

  it("names the page in the invitation link, or none for the home page", () => {
    expect([verifyHref("/portfolio"), verifyHref("/"), verifyHref(undefined), verifyHref("//evil.example"), verifyHref("/.//evil.example")]).toEqual([
      "/verify?next=%2Fportfolio",
      "/verify",
      "/verify",
      "/verify",
      "/verify",
    ]);
  });
});

describe("a same-site path for any redirect", () => {
  it("refuses every open-redirect form", () => {
    for (const bad of openRedirects) expect(sameSitePath(bad), JSON.stringify(bad)).toBeNull();
  });
});
