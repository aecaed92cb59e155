import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { heroArt } from "@/components/art/hero-art";
import { BrowserMockup } from "@/components/art/BrowserMockup";
import type { MockupVariant } from "@/content/types";
import { initials } from "@/components/art/InitialsAvatar";
import { contentPages } from "@/content/pages";
import type { Block } from "@/content/blocks";

const landingPages = [
  "/web-design-atlanta",
  "/seo-atlanta",
  "/ppc-atlanta",
  "/digital-marketing-atlanta",
  "/website-leasing",
  "/partnership-deals-atlanta",
  "/equity-partnership",
];
const servicePages = contentPages.map((p) => p.seo.path).filter((p) => p.startsWith("/services/"));
const illustrated = ["/", "/about", "/services", ...servicePages, ...landingPages];

describe("hero art", () => {
  it("covers the nine service pages", () => {
    expect(servicePages).toHaveLength(9);
  });

  it.each(illustrated)("%s: its hero names an illustration the registry has", (path) => {
    const page = contentPages.find((p) => p.seo.path === path);
    const hero = page?.blocks.find((b): b is Extract<Block, { type: "hero" }> => b.type === "hero");
    expect(hero?.art, `art of ${path}`).toBeDefined();
    expect(Object.keys(heroArt)).toContain(hero!.art);
  });

  it.each(Object.entries(heroArt))("%s: small, decorative, sized, and self-contained", (_, Art) => {
    const svg = renderToStaticMarkup(<Art />);
    expect(svg.length).toBeLessThan(4096);
    expect(svg).toMatch(/^<svg [^>]*aria-hidden="true"/);
    expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 480 400" width="480" height="400"/);
    // Nothing that loads, runs or needs a font: no links, images, text, scripts or styles.
    expect(svg).not.toMatch(/href|url\(|<image|<text|<script|<style|<foreignObject|font/i);
  });
});

describe("BrowserMockup", () => {
  const variants: MockupVariant[] = ["storefront", "services", "dashboard", "booking", "portfolio"];

  it("shows the domain in the address bar and draws a different page for each variant", () => {
    const pages = variants.map((variant) => renderToStaticMarkup(<BrowserMockup domain="shop.example" variant={variant} />));
    for (const html of pages) expect(html).toContain(">shop.example</span>");
    const drawings = pages.map((html) => html.slice(html.indexOf("<svg")));
    expect(new Set(drawings).size).toBe(variants.length);
  });

  it("paints in a named accent or any hex colour", () => {
    expect(renderToStaticMarkup(<BrowserMockup domain="a.example" accent="rose" />)).toContain("#e11d48");
    expect(renderToStaticMarkup(<BrowserMockup domain="a.example" accent="#123456" />)).toContain("#123456");
  });

  it("is decorative unless given a label", () => {
    expect(renderToStaticMarkup(<BrowserMockup domain="a.example" />)).toMatch(/^<div [^>]*aria-hidden="true"/);
    const labelled = renderToStaticMarkup(<BrowserMockup domain="a.example" label="A towing company's site" />);
    expect(labelled).toMatch(/^<div [^>]*role="img" aria-label="A towing company&#x27;s site"/);
  });
});

describe("initials", () => {
  it("takes the first and last names and skips titles", () => {
    expect(initials("Andre Whitaker")).toBe("AW");
    expect(initials("Dr. Priya Raman")).toBe("PR");
    expect(initials("Maria Castellanos Ruiz")).toBe("MR");
  });
});
