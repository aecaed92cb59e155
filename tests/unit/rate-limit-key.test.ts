import { describe, expect, it } from "vitest";
import { rateLimitKey } from "@/lib/rate-limit-key";

describe("the network a rate limit counts an address under", () => {
  it("is the address itself for IPv4, also when it arrives IPv4-mapped", () => {
    expect([rateLimitKey("203.0.113.7"), rateLimitKey("::ffff:203.0.113.7"), rateLimitKey("::FFFF:203.0.113.7")]).toEqual([
      "203.0.113.7",
      "203.0.113.7",
      "203.0.113.7",
    ]);
    expect(rateLimitKey("203.0.113.8")).not.toBe(rateLimitKey("203.0.113.7"));
  });

  it("is the /64 for IPv6, however the address is written", () => {
    const key = "2001:db8:abcd:12::/64";
    for (const address of [
      "2001:db8:abcd:12::1",
      "2001:db8:abcd:12:ffff:ffff:ffff:ffff",
      "2001:0DB8:ABCD:0012:0000:0000:0000:0042",
      "2001:db8:abcd:12:1::",
      "2001:db8:abcd:12::9%eth0",
      "2001:db8:abcd:12::1.2.3.4",
    ]) {
      expect(rateLimitKey(address), address).toBe(key);
    }
  });

  it("keeps neighbouring /64s apart", () => {
    expect(rateLimitKey("2001:db8:abcd:13::1")).not.toBe(rateLimitKey("2001:db8:abcd:12::1"));
    expect(rateLimitKey("::1")).toBe("0:0:0:0::/64");
  });

  it('leaves what is not an address as it is (the server writes "unknown" for an unreadable peer)', () => {
    expect(rateLimitKey("unknown")).toBe("unknown");
  });
});
