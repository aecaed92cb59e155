import { describe, expect, it } from "vitest";
import { isStorableText, toStorableText, truncateText } from "@/lib/text";

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
});
