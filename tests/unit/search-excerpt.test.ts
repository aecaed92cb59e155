import { describe, expect, it } from "vitest";
import { ELLIPSIS, EXCERPT_MAX, findWords, postExcerptText, searchExcerpt, sentenceStart, type TextPart } from "@/lib/search-excerpt";

const text = (parts: readonly TextPart[]) => parts.map((p) => p.text).join("");
const hits = (parts: readonly TextPart[]) => parts.filter((p) => p.hit).map((p) => p.text);
/** Every marked word of a short text (the excerpt of a text that fits whole). */
const highlightWords = (t: string, words: readonly string[]) => searchExcerpt(t, words, 1_000);

const LONG_INTRO =
  "Most small businesses we meet in Atlanta already have a website, and most of those sites were built years ago by a friend, a nephew or an agency that has since moved on to other clients and other priorities entirely.";

describe("highlighting the matched words", () => {
  it("marks every whole-word occurrence, in any case, and nothing inside longer words", () => {
    const parts = highlightWords("SEO matters. Local seo, then more SEO; seoul is a city.", ["seo"]);
    expect(hits(parts)).toEqual(["SEO", "seo", "SEO"]);
    expect(text(parts)).toBe("SEO matters. Local seo, then more SEO; seoul is a city.");
  });

  it("marks each of several words, the longer one first where they overlap", () => {
    expect(hits(highlightWords("Web design and web design systems for the web.", ["web", "web design"]))).toEqual(["Web design", "web design", "web"]);
    expect(hits(highlightWords("Websites, website and a site.", ["websites", "website"]))).toEqual(["Websites", "website"]);
  });

  it("treats the words as text, never as a pattern", () => {
    expect(findWords("Costs $5 (or less) per month.", ["$5", ".*", "ess"])).toEqual([[6, 8]]);
    expect(searchExcerpt("No words to mark.", [])).toEqual([{ text: "No words to mark.", hit: false }]);
  });

  it("marks words with accents and digits as whole words", () => {
    expect(hits(highlightWords("Café owners and cafés; 2026 pricing, not 20260.", ["café", "2026"]))).toEqual(["Café", "2026"]);
  });
});

describe("a post's text for its excerpt", () => {
  it("ends headings and list items without a closing mark with a full stop, and turns tags into spaces", () => {
    const flat = (html: string) => postExcerptText(html).replace(/\s+/g, " ").trim();
    expect(flat("<h2>What to <em>expect</em></h2><p>Local SEO is slow.</p>")).toBe("What to expect. Local SEO is slow.");
    expect(flat("<ul><li>Daily <b>backups</b></li><li>Uptime checks</li></ul>")).toBe("Daily backups. Uptime checks.");
    expect(flat("<h3>Is it worth it?</h3><li>Yes: </li><p>A &amp; B</p>")).toBe("Is it worth it? Yes: A &amp; B");
  });
});

describe("where a sentence starts", () => {
  it("finds the start of the sentence holding a position", () => {
    const t = "First one. Second one! Third? Yes: fourth … Fifth.";
    expect(sentenceStart(t, t.indexOf("one"))).toBe(0);
    expect(sentenceStart(t, t.indexOf("one!"))).toBe(t.indexOf("Second"));
    expect(sentenceStart(t, t.indexOf("Third"))).toBe(t.indexOf("Third"));
    expect(sentenceStart(t, t.indexOf("fourth"))).toBe(t.indexOf("Yes"));
    expect(sentenceStart(t, t.indexOf("Fifth"))).toBe(t.indexOf("Fifth"));
  });

  it("does not end a sentence at an abbreviation or a decimal point", () => {
    const t = "Tools, e.g. analytics, cost $2.50 a day. Then more.";
    expect(sentenceStart(t, t.indexOf("cost"))).toBe(0);
    expect(sentenceStart(t, t.indexOf("more"))).toBe(t.indexOf("Then"));
  });

  it("starts after closing quotes and at opening ones", () => {
    const t = "He said “we ship.” “Launch day” went well.";
    expect(sentenceStart(t, t.indexOf("went"))).toBe(t.indexOf("“Launch"));
  });
});

describe("the excerpt", () => {
  const article = `${LONG_INTRO} Search engines reward sites that load fast. Local SEO starts with your Google Business Profile, and reviews matter more than most owners think. We can help you claim the profile, answer reviews in your own voice and track the calls it brings in every month.`;

  it("starts at the sentence holding the first match and marks every occurrence", () => {
    const parts = searchExcerpt(article, ["seo", "reviews"]);
    expect(text(parts).startsWith("Local SEO starts with your Google Business Profile")).toBe(true);
    expect(hits(parts)).toEqual(["SEO", "reviews", "reviews"]);
  });

  it("starts at the beginning of the text when nothing matches", () => {
    const parts = searchExcerpt(article, ["zebra"]);
    expect(text(parts).startsWith("Most small businesses")).toBe(true);
    expect(hits(parts)).toEqual([]);
  });

  it("keeps a short text whole, without an ellipsis", () => {
    expect(searchExcerpt("  Fast   websites for Atlanta.\n", ["websites"])).toEqual([
      { text: "Fast ", hit: false },
      { text: "websites", hit: true },
      { text: " for Atlanta.", hit: false },
    ]);
  });

  it("holds at most the limit, ends at a word boundary and shows the cut with an ellipsis", () => {
    const parts = searchExcerpt(article, ["search"]);
    const t = text(parts);
    expect(t.startsWith("Search engines reward")).toBe(true);
    expect(t.length).toBeLessThanOrEqual(EXCERPT_MAX);
    expect(t.endsWith(ELLIPSIS)).toBe(true);
    const kept = t.slice(0, -ELLIPSIS.length);
    // Every kept word is a whole word of the article, and no comma or space dangles before the ellipsis.
    expect(article.startsWith(kept, article.indexOf("Search engines"))).toBe(true);
    expect(/[\p{L}\p{N}]/u.test(article[article.indexOf("Search engines") + kept.length])).toBe(false);
    expect(kept).not.toMatch(/[\s,;:]$/);
  });

  it("honours a smaller limit", () => {
    expect(text(searchExcerpt(LONG_INTRO, [], 60))).toBe(`Most small businesses we meet in Atlanta already have a${ELLIPSIS}`);
  });

  it("drops a comma or full stop the cut leaves before the ellipsis", () => {
    expect(text(searchExcerpt("One. Two three four.", [], 8))).toBe(`One${ELLIPSIS}`);
    expect(text(searchExcerpt("Fast, secure, accessible sites.", [], 16))).toBe(`Fast, secure${ELLIPSIS}`);
  });

  it("enters a sentence too long to show its match from its start just before the match", () => {
    const long = `Intro. ${"Our team builds and maintains fast, accessible websites for clinics, contractors, restaurants and retailers across the metro area, ".repeat(3)}and every plan includes SEO. Next sentence.`;
    const parts = searchExcerpt(long, ["seo"]);
    const t = text(parts);
    expect(t.startsWith(`${ELLIPSIS} `)).toBe(true);
    expect(hits(parts)).toEqual(["SEO"]);
    expect(t.length).toBeLessThanOrEqual(EXCERPT_MAX);
    // It begins at a whole word.
    expect(long).toContain(t.slice(2, 30));
    expect(/\s/.test(long[long.indexOf(t.slice(2, 30)) - 1])).toBe(true);
  });

  it("never cuts inside a character made of two UTF-16 units", () => {
    const t = text(searchExcerpt("🚀".repeat(300), [], 50));
    expect(t.isWellFormed()).toBe(true);
    expect(t.length).toBeLessThanOrEqual(50);
  });

  it("gives nothing for an empty text", () => {
    expect(searchExcerpt("   ", ["seo"])).toEqual([]);
  });
});
