import { afterEach, describe, expect, it } from "vitest";
import { clearedSessionCookieHeader, sessionCookieName, sessionCookieOptions } from "@/server/gate/cookie";

const siteUrl = process.env.SITE_URL;
afterEach(() => {
  if (siteUrl === undefined) delete process.env.SITE_URL;
  else process.env.SITE_URL = siteUrl;
});

describe("the session cookie on an https site", () => {
  it("is __Host-, Secure, HttpOnly, SameSite=Lax and path /, with no Domain, so no other host can set or read it", () => {
    process.env.SITE_URL = "https://gatewaytech.example";
    const options = sessionCookieOptions(3600);
    expect([sessionCookieName(), options.secure, options.httpOnly, options.sameSite, options.path, "domain" in options]).toEqual([
      "__Host-gte_session",
      true,
      true,
      "lax",
      "/",
      false,
    ]);
  });
  it("is removed with the same prefix and attributes, or the browser would keep it", () => {
    process.env.SITE_URL = "https://gatewaytech.example";
    expect(clearedSessionCookieHeader()).toMatch(
      /^__Host-gte_session=; Path=\/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Max-Age=0; HttpOnly; SameSite=Lax; Secure$/,
    );
  });
});
