import { describe, expect, it } from "vitest";
import { insertBlock } from "@/components/admin/editor/insert-at-cursor";

describe("an image's snippet put into the body at the cursor", () => {
  it("goes in as a paragraph of its own wherever the cursor is", () => {
    const img = "![A chart](/media/chart-0a1b2c3d4e-640.webp)";
    expect([
      insertBlock("", 0, img),
      insertBlock("Intro.", 6, img),
      insertBlock("Intro.\n\nMore.", 6, img),
      insertBlock("Intro.\n\nMore.", 8, img),
      insertBlock("Intro.\nMore.", 7, img),
      insertBlock("Intro.", 99, img),
    ]).toEqual([
      { text: `${img}\n`, caret: img.length },
      { text: `Intro.\n\n${img}\n`, caret: 8 + img.length },
      { text: `Intro.\n\n${img}\n\nMore.`, caret: 8 + img.length },
      { text: `Intro.\n\n${img}\n\nMore.`, caret: 8 + img.length },
      { text: `Intro.\n\n${img}\n\nMore.`, caret: 8 + img.length },
      { text: `Intro.\n\n${img}\n`, caret: 8 + img.length },
    ]);
  });
});
