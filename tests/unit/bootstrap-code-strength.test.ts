import { describe, expect, it } from "vitest";
import { isStrongBootstrapCode } from "@/server/gate/code-strength";

// ADMIN_BOOTSTRAP_CODE opens the console for as long as it is set (ASVS 6.4.x): a minimum strength.
describe("the bootstrap code's minimum strength", () => {
  it("accepts a generated secret", () => {
    expect(isStrongBootstrapCode("q9Xv2LmT7rBn4KwZ8pYd1cHs")).toBe(true);
  });

  it("refuses an invitation-length code", () => {
    expect(isStrongBootstrapCode("GTE-ABCD-EF23")).toBe(false);
  });

  it("refuses a long value made of a few characters", () => {
    expect(isStrongBootstrapCode("abcabcabcabcabcabcabcabc")).toBe(false);
  });

  it("does not count a letter twice for its two cases, since codes are compared upper-cased", () => {
    expect(isStrongBootstrapCode("aAbBcCdDeEaAbBcCdDeE")).toBe(false);
  });
});
