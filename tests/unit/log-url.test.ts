import { describe, expect, it } from "vitest";
import { loggableUrl } from "@/lib/log-url";

describe("a request's address in the log", () => {
  it("never holds a newsletter link's token", () => {
    const logged = loggableUrl("/newsletter/confirm?token=Zm9vYmFyLXNlY3JldC10b2tlbi0xMjM0NTY3ODkw");
    expect(logged).toBe("/newsletter/confirm?token=[redacted]");
    expect(logged).not.toContain("Zm9v");
  });

  it("redacts secret parameters whatever their case or position, and keeps the rest", () => {
    expect(loggableUrl("/newsletter/unsubscribe/one-click?utm=x&TOKEN=abc&token=def")).toBe(
      "/newsletter/unsubscribe/one-click?utm=x&TOKEN=[redacted]&token=[redacted]",
    );
    expect(loggableUrl("/search?q=seo&page=2")).toBe("/search?q=seo&page=2");
  });

  it("keeps a plain path as it is, and never throws on a malformed target", () => {
    expect(loggableUrl("/about")).toBe("/about");
    expect(loggableUrl("http://[bad")).toBe("[unreadable]");
  });
});
