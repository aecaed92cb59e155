import fs from "node:fs";
import { robotsFor } from "@/routes";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { portfolioCategories, portfolioFilters } from "@/content/portfolio";
import { projects } from "@/content/gated/portfolio-projects";
import { testimonials } from "@/content/gated/testimonials";
import { page as privacyPage, privacySections, privacyUpdated } from "@/content/pages/privacy-policy";
import { page as termsPage, termsFigures, termsSections, termsUpdated } from "@/content/pages/terms-of-service";
import { accessibilityFigures, accessibilitySections, page as accessibilityPage } from "@/content/pages/accessibility";
import { page as portfolioPage } from "@/content/pages/portfolio";
import { clientStories, automotiveFigures, page as testimonialsPage } from "@/content/pages/testimonials";
import { indexableRoutes, noindexRoutes } from "@/content/navigation";
import type { Block, PageContent } from "@/content/blocks";
import { GATED_IMAGE_ROUTE } from "@/content/gated/images";
import { inquiryHref } from "@/content/inquiry";

/** Gated pictures: served by the route that checks the session, from assets/gated, never public/. */
const gatedImageExists = (src: string) =>
  src.startsWith(`${GATED_IMAGE_ROUTE}/`) && fs.existsSync(path.resolve(__dirname, "../../assets/gated", path.basename(src)));
const text = (sections: readonly { heading: string; paragraphs: readonly string[]; list?: readonly string[] }[]) =>
  sections.map((s) => [s.heading, ...s.paragraphs, ...(s.list ?? [])].join("\n")).join("\n");
const ctas = (p: PageContent) => p.blocks.flatMap((b: Block) => ("ctas" in b && b.ctas ? b.ctas.map((c) => [c.label, c.href]) : []));
const lastBlock = (p: PageContent) => p.blocks[p.blocks.length - 1];

describe("privacy policy", () => {
  // The spec's January 15, 2025; updated when the site began keeping where leads come from (decision 0070).
  it("has twelve sections with unique ids, dated November 27, 2026", () => {
    expect(privacySections).toHaveLength(12);
    expect(new Set(privacySections.map((s) => s.id)).size).toBe(12);
    expect(privacyUpdated).toBe("November 27, 2026");
    expect(privacyPage.blocks.find((b) => b.type === "legal")).toMatchObject({ updated: "2026-11-27", sections: privacySections });
  });

  // Decisions 0073 and 0075: what an erasure removes, and that the append-only audit log never holds the address.
  it("says under Your Privacy Rights what an erasure removes and what the audit log keeps", () => {
    const rights = text(privacySections.filter((s) => s.heading === "Your Privacy Rights"));
    for (const fact of [
      "everything held under your e-mail address in one step",
      "newsletter subscription",
      "never holds a visitor's address",
      "deleted after 1 year",
    ]) {
      expect(rights).toContain(fact);
    }
  });

  it("describes what the site really does", () => {
    const all = text(privacySections);
    for (const fact of ["HttpOnly", "Global Privacy Control", "double opt-in", "SMTP", "within 30 days", "30 days", "hash", "do not sell"]) {
      expect(all).toContain(fact);
    }
  });

  it("is noindex with buttons to /contact and /", () => {
    expect(privacyPage.seo).toMatchObject({ path: "/privacy-policy" });
    expect(robotsFor("/privacy-policy")).toBe("noindex, nofollow");
    expect(ctas(privacyPage)).toEqual(
      expect.arrayContaining([
        ["Contact Us", "/contact"],
        ["Back to Home", "/"],
      ]),
    );
  });
});

describe("terms of service", () => {
  it("has seventeen sections with unique ids, dated January 15, 2025", () => {
    expect(termsSections).toHaveLength(17);
    expect(new Set(termsSections.map((s) => s.id)).size).toBe(17);
    expect(termsUpdated).toBe("January 15, 2025");
  });

  it("states the spec's figures: 30-day invoices, 1.5% monthly interest, 12-month cap, age 18, Georgia law, Atlanta arbitration", () => {
    expect(termsFigures).toMatchObject({ paymentDueDays: 30, lateInterestPerMonth: "1.5%", liabilityCapMonths: 12, minimumAge: 18, governingLaw: "Georgia" });
    const all = text(termsSections);
    expect(all).toContain("invoices are due within 30 days");
    expect(all).toContain("1.5% per month");
    expect(all).toContain("fees you paid us in the 12 months before");
    expect(all).toContain("at least 18 years old");
    expect(all).toContain("laws of the State of Georgia");
    expect(all).toMatch(/arbitration[^.]*in Atlanta, Georgia/);
  });

  it("is noindex with buttons to /contact and /", () => {
    expect(termsPage.seo).toMatchObject({ path: "/terms-of-service" });
    expect(robotsFor("/terms-of-service")).toBe("noindex, nofollow");
    expect(ctas(termsPage)).toEqual(
      expect.arrayContaining([
        ["Contact Us", "/contact"],
        ["Back to Home", "/"],
      ]),
    );
  });
});

describe("accessibility statement", () => {
  it("has the spec's sections in order", () => {
    expect(accessibilitySections.map((s) => s.id)).toEqual([
      "commitment",
      "conformance",
      "features",
      "compatibility",
      "known-limitations",
      "assessment",
      "ongoing-efforts",
      "feedback",
      "technical-specifications",
      "formal-complaints",
    ]);
    expect(text(accessibilitySections)).toContain("partially conformant with WCAG 2.1 level AA");
  });

  it("promises a reply within 5 business days and resolution within 30 days", () => {
    expect(accessibilityFigures).toEqual({ replyBusinessDays: 5, resolutionDays: 30 });
    const feedback = text(accessibilitySections.filter((s) => s.id === "feedback"));
    expect(feedback).toContain("within 5 business days");
    expect(feedback).toContain("within 30 days");
  });

  it("is indexable, dated, with Report an Issue and Back to Home", () => {
    expect(robotsFor(accessibilityPage.seo.path)).toBe("index, follow");
    expect(accessibilityPage.blocks.find((b) => b.type === "legal")).toMatchObject({ updated: "2025-01-15" });
    expect(ctas(accessibilityPage)).toEqual([
      ["Report an Issue", "/contact"],
      ["Back to Home", "/"],
    ]);
  });
});

describe("portfolio", () => {
  it("has six projects, each with every field of spec §3", () => {
    expect(projects).toHaveLength(6);
    for (const p of projects) {
      for (const field of ["title", "description", "client", "location"] as const) expect(p[field].length, `${p.slug}.${field}`).toBeGreaterThan(3);
      expect(portfolioCategories).toContain(p.category);
      expect(p.results.length).toBeGreaterThanOrEqual(2);
      expect(p.technologies.length).toBeGreaterThanOrEqual(3);
      expect(p.image).toMatchObject({ width: 640, height: 400 });
      expect(p.image.alt.length).toBeGreaterThan(20);
      expect(gatedImageExists(p.image.src), p.image.src).toBe(true);
      if (p.link) expect(p.link.href).toMatch(/^\/services\//);
    }
    expect(projects.some((p) => p.link)).toBe(true);
    expect(new Set(projects.map((p) => p.slug)).size).toBe(6);
  });

  it("filters: All first and default, then the five categories, none of them empty", () => {
    expect(portfolioFilters).toEqual(["All", "Web Design", "Custom Software", "Headless Commerce", "SEO & Marketing", "UI/UX Design"]);
    for (const c of portfolioCategories) expect(projects.filter((p) => p.category === c).length, c).toBeGreaterThan(0);
  });

  it("page: noindex, stats, gated projects, success stories, ends with a call to /contact", () => {
    expect(portfolioPage.seo).toMatchObject({ path: "/portfolio" });
    expect(robotsFor("/portfolio")).toBe("noindex, nofollow");
    expect(portfolioPage.blocks.map((b) => b.type)).toEqual(["hero", "stats", "gated", "cards", "cta"]);
    expect(portfolioPage.blocks.find((b) => b.type === "gated")).toMatchObject({ area: "portfolio-projects" });
    const stories = JSON.stringify(portfolioPage.blocks);
    for (const p of projects) {
      expect(stories).not.toContain(p.client);
      expect(stories).not.toContain(p.title);
    }
    expect(lastBlock(portfolioPage)).toMatchObject({ type: "cta", ctas: expect.arrayContaining([expect.objectContaining({ href: inquiryHref() })]) });
  });
});

describe("testimonials", () => {
  it("has seven testimonials with every field and ratings from 1 to 5", () => {
    expect(testimonials).toHaveLength(7);
    for (const t of testimonials) {
      expect(t.name && t.title && t.company && t.text).toBeTruthy();
      expect(Number.isInteger(t.rating) && t.rating >= 1 && t.rating <= 5).toBe(true);
      expect(t.results.length).toBeGreaterThanOrEqual(1);
      expect(gatedImageExists(t.image.src), t.image.src).toBe(true);
    }
    expect(testimonials.every((t) => t.rating === 5)).toBe(true);
  });

  it("page: four stat tiles, gated cards, three client-story quotes for the locked view, automotive figures, partnership and consultation buttons", () => {
    expect(testimonialsPage.seo).toMatchObject({ path: "/testimonials" });
    expect(robotsFor("/testimonials")).toBe("noindex, nofollow");
    const blocks = testimonialsPage.blocks;
    const stats = blocks.find((b) => b.type === "stats" && b.id === "stats");
    expect(stats && stats.type === "stats" && stats.items).toHaveLength(4);
    expect(blocks.find((b) => b.type === "gated")).toMatchObject({ area: "testimonials" });
    expect(clientStories.items).toHaveLength(3);
    expect(automotiveFigures.map((a) => [a.label, a.value])).toEqual([
      ["Towing Companies", "20+"],
      ["Auto Dealers", "15+"],
      ["Junkyards & Recyclers", "25+"],
      ["Tire & Repair Shops", "30+"],
    ]);
    expect(lastBlock(testimonialsPage)).toMatchObject({
      type: "cta",
      ctas: [
        { label: "Apply for Partnership", href: "/equity-partnership" },
        { label: "Get Free Consultation", href: inquiryHref() },
      ],
    });
    // The public stories are anonymous and in their own words: no name, company or sentence of the gated testimonials.
    const publicText = JSON.stringify([blocks, clientStories]);
    for (const t of testimonials) {
      expect(publicText).not.toContain(t.name);
      expect(publicText).not.toContain(t.company);
      for (const sentence of t.text.split(/(?<=\.) /)) expect(publicText).not.toContain(sentence);
    }
  });
});

describe("sitemap membership", () => {
  it("keeps the noindex pages out of the sitemap and the accessibility statement in", () => {
    for (const r of ["/portfolio", "/testimonials", "/privacy-policy", "/terms-of-service"]) {
      expect(indexableRoutes).not.toContain(r);
      expect(noindexRoutes).toContain(r);
    }
    expect(indexableRoutes).toContain("/accessibility");
  });
});
