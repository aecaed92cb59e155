// What the server counts as a page view, and under which page (src/server/views/counter.ts).
import { describe, expect, it } from "vitest";
import { countedPath, isPerson } from "@/server/views/counter";

describe("page views", () => {
  it.each([
    ["Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36", true],
    ["Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)", false],
    ["Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0 Safari/537.36", false],
    ["Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36 Chrome-Lighthouse", false],
    ["curl/8.5.0", false],
    ["", false],
  ])("%s is a person: %s", (userAgent, person) => {
    expect(isPerson(userAgent)).toBe(person);
  });

  it.each([
    ["/about", "/about"],
    ["/about/", "/about"],
    ["/blog/choosing-a-web-agency", "/blog/choosing-a-web-agency"],
    ["/admin", null],
    ["/api/health", null],
    ["/404", null],
    ["/wp-login.php", null],
    ["/nowhere", null],
  ])("%s is counted as %s", (path, counted) => {
    expect(countedPath(path, "2026-11-27")).toBe(counted);
  });

  it("counts invented post addresses by address only up to a day's limit, then under the pattern", () => {
    const counted = Array.from({ length: 2_001 }, (_, i) => countedPath(`/blog/made-up-${i}`, "2026-11-28"));
    expect([counted[1_999], counted[2_000]]).toEqual(["/blog/made-up-1999", "/blog/[slug]"]);
  });
});
