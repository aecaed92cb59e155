import { describe, expect, it } from "vitest";
import { seedPosts } from "@/content/blog-posts";
import { BLOG_CATEGORIES } from "@/content/blog-posts/types";
import { team } from "@/content/pages/about";
import { teamByline } from "@/content/blog";

/** Words of the visible text: tags dropped, entities counted as spaces. */
function wordCount(html: string): number {
  return html
    .replace(/<[^>]+>/g, " ")
    .replace(/&[a-z#0-9]+;/gi, " ")
    .split(/\s+/)
    .filter(Boolean).length;
}

const published = seedPosts.filter((p) => p.published);
const drafts = seedPosts.filter((p) => !p.published);

const ALLOWED_TAGS = new Set(["p", "h2", "h3", "ul", "ol", "li", "a", "strong", "em", "blockquote", "table", "thead", "tbody", "tr", "th", "td"]);
const INTERNAL_ROUTES = new Set([
  "/contact",
  "/website-leasing",
  "/equity-partnership",
  "/accessibility",
  "/portfolio",
  "/services",
  "/services/web-design",
  "/services/software-development",
  "/services/headless-commerce",
  "/services/ui-ux-design",
  "/services/hosting-maintenance",
  "/services/paid-advertising",
  "/services/seo",
  "/services/performance-analysis",
]);

function hrefs(html: string): string[] {
  return [...html.matchAll(/<a\s[^>]*href="([^"]+)"/g)].map((m) => m[1]);
}

describe("blog seed posts", () => {
  it("has at least 8 published posts and exactly one unpublished draft", () => {
    expect(published.length).toBeGreaterThanOrEqual(8);
    expect(drafts).toHaveLength(1);
  });

  it("covers all six categories among published posts, with only known categories", () => {
    const used = new Set(published.map((p) => p.category));
    for (const c of BLOG_CATEGORIES) expect(used.has(c), c).toBe(true);
    for (const p of seedPosts) expect(BLOG_CATEGORIES).toContain(p.category);
  });

  it("has unique, URL-safe slugs and a featured image named after the slug", () => {
    const slugs = seedPosts.map((p) => p.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const p of seedPosts) {
      expect(p.slug).toMatch(/^[a-z0-9-]+$/);
      expect(p.featuredImage).toBe(`/blog/${p.slug}.jpg`);
    }
  });

  it("keeps each published body between 600 and 1,200 words, with a matching read time", () => {
    for (const p of published) {
      const words = wordCount(p.content);
      expect(words, p.slug).toBeGreaterThanOrEqual(600);
      expect(words, p.slug).toBeLessThanOrEqual(1200);
      expect(p.readTime, p.slug).toBe(Math.max(3, Math.round(words / 225)));
    }
  });

  it("contains no placeholder text anywhere", () => {
    for (const p of seedPosts) {
      const all = [p.title, p.excerpt, p.metaDescription, p.keywords, p.tags.join(" "), p.content].join("\n");
      expect(all, p.slug).not.toMatch(/lorem/i);
      expect(all, p.slug).not.toMatch(/\bTODO\b/);
      expect(all, p.slug).not.toMatch(/coming soon/i);
    }
  });

  it("gives every post a meta description of at most 160 characters, an excerpt, keywords and tags", () => {
    for (const p of seedPosts) {
      expect(p.metaDescription.length, p.slug).toBeGreaterThan(50);
      expect(p.metaDescription.length, p.slug).toBeLessThanOrEqual(160);
      expect(p.excerpt.length, p.slug).toBeGreaterThan(50);
      expect(p.keywords.trim(), p.slug).not.toBe("");
      expect(p.tags.length, p.slug).toBeGreaterThan(0);
      expect(p.title.trim(), p.slug).not.toBe("");
    }
  });

  it("structures every body with h2 headings and a list, in plain HTML only", () => {
    for (const p of seedPosts) {
      expect(p.content, p.slug).toMatch(/<h2>/);
      expect(p.content, p.slug).toMatch(/<(ul|ol)>/);
      expect(p.content, p.slug).not.toMatch(/<h1|<script|<img|<style|\sstyle=|\son[a-z]+=/i);
      for (const m of p.content.matchAll(/<\/?([a-z0-9]+)/gi)) {
        expect(ALLOWED_TAGS.has(m[1].toLowerCase()), `${p.slug}: <${m[1]}>`).toBe(true);
      }
    }
  });

  it("links to real site routes, at most one external page, and ends by pointing to a consultation", () => {
    for (const p of seedPosts) {
      const links = hrefs(p.content);
      const external = links.filter((h) => /^https?:\/\//.test(h));
      expect(external.length, p.slug).toBeLessThanOrEqual(1);
      for (const h of external) expect(h, p.slug).toMatch(/^https:\/\//);
      for (const h of links.filter((l) => l.startsWith("/"))) {
        expect(INTERNAL_ROUTES.has(h.split("#")[0]), `${p.slug}: ${h}`).toBe(true);
      }
      const paragraphs = p.content.match(/<p>[\s\S]*?<\/p>/g) ?? [];
      const last = paragraphs.at(-1) ?? "";
      expect(last, p.slug).toContain('href="/contact"');
      expect(last, p.slug).toMatch(/free consultation/i);
    }
  });

  it("dates posts in range, newest first, with the draft dated latest", () => {
    for (const p of seedPosts) {
      expect(p.publishedDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(Number.isNaN(Date.parse(p.publishedDate))).toBe(false);
      expect(p.publishedDate >= "2025-03-01" && p.publishedDate <= "2026-10-31", p.slug).toBe(true);
      if (p.modifiedDate) expect(p.modifiedDate >= p.publishedDate, p.slug).toBe(true);
    }
    const dates = seedPosts.map((p) => p.publishedDate);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(new Set(dates).size).toBe(dates.length);
    const latestPublished = published
      .map((p) => p.publishedDate)
      .sort()
      .at(-1)!;
    expect(drafts[0].publishedDate > latestPublished).toBe(true);
  });

  it("credits a small, consistent team of authors", () => {
    const authors = new Set(seedPosts.map((p) => p.author));
    expect(authors.size).toBeGreaterThanOrEqual(2);
    expect(authors.size).toBeLessThanOrEqual(4);
    const signers = new Set<string>([...team.map((m) => m.name), teamByline]);
    for (const a of authors) expect(signers).toContain(a);
  });
});
