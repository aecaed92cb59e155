import { afterEach, describe, expect, it, vi } from "vitest";
import { absoluteUrl } from "@/lib/site-url";

describe("the site's address without SITE_URL", () => {
  afterEach(() => vi.unstubAllEnvs());

  it("is this machine on the port the site is served from, so links built for it lead back to it", () => {
    vi.stubEnv("SITE_URL", "");
    vi.stubEnv("PORT", "3600");
    expect(absoluteUrl("/contact")).toBe("http://localhost:3600/contact");
  });
});
