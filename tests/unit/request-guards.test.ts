import { describe, expect, it } from "vitest";
import { clientAddress, parseTrustedProxies, type TrustedProxies } from "@/lib/client-address";
import { checkSameOrigin } from "@/lib/same-origin";
import { securityHeaders } from "@/lib/security-headers";

describe("client address", () => {
  const trust = (spec: string) => parseTrustedProxies(spec) as TrustedProxies;
  it("is the socket's address when no proxy is trusted, whatever the headers say", () => {
    expect(clientAddress("203.0.113.9", "1.2.3.4", trust(""))).toBe("203.0.113.9");
    expect(clientAddress("::ffff:203.0.113.9", undefined, trust("0"))).toBe("203.0.113.9");
  });
  it("is the entry the trusted proxies wrote, never one the client added before them", () => {
    // The client sent "6.6.6.6"; nginx appended the address it saw.
    expect(clientAddress("10.0.0.2", "6.6.6.6, 198.51.100.7", trust("1"))).toBe("198.51.100.7");
    // Two proxies: the load balancer wrote the client, nginx wrote the load balancer.
    expect(clientAddress("10.0.0.3", "6.6.6.6, 198.51.100.7, 10.0.0.2", trust("2"))).toBe("198.51.100.7");
    expect(clientAddress("10.0.0.2", undefined, trust("1"))).toBe("10.0.0.2");
    expect(clientAddress("10.0.0.2", ["198.51.100.7", "10.9.9.9"], trust("1"))).toBe("10.9.9.9");
  });
  it("walks X-Forwarded-For back through the listed proxies to the first address that is not one", () => {
    const proxies = trust("10.0.0.0/8, 192.0.2.1");
    expect(clientAddress("10.0.0.3", "6.6.6.6, 198.51.100.7, 10.0.0.2", proxies)).toBe("198.51.100.7");
    expect(clientAddress("::ffff:192.0.2.1", "198.51.100.7", proxies)).toBe("198.51.100.7");
  });
  it("ignores X-Forwarded-For from a client that is not a listed proxy", () => {
    expect(clientAddress("203.0.113.9", "198.51.100.7", trust("10.0.0.0/8"))).toBe("203.0.113.9");
  });
  it("refuses a TRUST_PROXY entry that is no address or network, naming it", () => {
    expect(parseTrustedProxies("10.0.0.0/8, proxy.internal")).toMatch(/"proxy.internal"/);
    expect(parseTrustedProxies("10.0.0.0/33")).toMatch(/prefix/);
  });
});

describe("response headers", () => {
  it("sends HSTS for two years with subdomains included, on https only", () => {
    expect(securityHeaders({ SITE_URL: "https://gatewaytech.example" }).find((h) => h.key === "Strict-Transport-Security")?.value).toMatch(
      /^max-age=\d+; includeSubDomains$/,
    );
    const maxAge = Number(
      /max-age=(\d+)/.exec(securityHeaders({ SITE_URL: "https://x.example" }).find((h) => h.key === "Strict-Transport-Security")!.value)![1],
    );
    expect(maxAge).toBeGreaterThanOrEqual(31_536_000);
    expect(securityHeaders({ SITE_URL: "http://localhost:3000" }).some((h) => h.key === "Strict-Transport-Security")).toBe(false);
  });
});

describe("same-origin requests", () => {
  const h = (o: Record<string, string>) => new Headers(o);
  const allowed = ["https://gatewaytech.example"];
  it("lets reads through and this site's posts", () => {
    expect(checkSameOrigin("GET", h({}), allowed).ok).toBe(true);
    expect(checkSameOrigin("POST", h({ origin: "https://gatewaytech.example" }), allowed).ok).toBe(true);
  });
  it("refuses posts with no, null, foreign or cross-site origin", () => {
    expect(checkSameOrigin("POST", h({}), allowed).ok).toBe(false);
    expect(checkSameOrigin("POST", h({ origin: "null" }), allowed).ok).toBe(false);
    expect(checkSameOrigin("DELETE", h({ origin: "https://evil.example" }), allowed).ok).toBe(false);
    expect(checkSameOrigin("POST", h({ origin: "https://gatewaytech.example", "sec-fetch-site": "cross-site" }), allowed).ok).toBe(false);
  });
});
