import { describe, expect, it } from "vitest";
import { isStorableText, openingWords, toStorableText, truncateText } from "@/lib/text";

describe("text at the edges", () => {
  it("knows what PostgreSQL cannot store: NUL and lone surrogates", () => {
    expect(["a\u0000b", "a\ud800b", "\udc00"].map(isStorableText)).toEqual([false, false, false]);
    expect(["", "Zoë 👨‍👩‍👧‍👦 你好", "\ufffd"].map(isStorableText)).toEqual([true, true, true]);
  });

  it("makes query input storable", () => {
    expect(toStorableText("a\u0000b\ud800c")).toBe("ab\ufffdc");
  });

  it("cuts between grapheme clusters and marks the cut", () => {
    const family = "👨‍👩‍👧‍👦";
    expect(truncateText("abcdef", 4)).toBe("abc…");
    expect(truncateText("abc", 3)).toBe("abc");
    expect(truncateText(`ab${family}`, 12)).toBe("ab…");
    expect(truncateText("e\u0301e\u0301e\u0301", 4, "")).toBe("e\u0301e\u0301");
    expect(truncateText("😀😀😀", 5, "").isWellFormed()).toBe(true);
  });

  it("starts a long message on one line, cut after a whole word with a mark", () => {
    const message = "We run three tire shops in Marietta and need a site that takes bookings online,\nwith reminders by text message.";
    expect(openingWords(message)).toBe("We run three tire shops in Marietta and need a site that takes bookings online…");
  });

  it("leaves a short message whole, its line breaks as spaces", () => {
    expect(openingWords("  Call me\n\nabout a site.  ")).toBe("Call me about a site.");
  });

  it("cuts a word longer than half the room between graphemes", () => {
    const cut = openingWords(`See ${"👍".repeat(60)}`, 20);
    expect([cut.length <= 20, cut.endsWith("…"), cut.isWellFormed()]).toEqual([true, true, true]);
  });
});
