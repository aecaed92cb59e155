import { describe, expect, it } from "vitest";
import { robotsFor } from "@/routes";
import type { Block, PageContent } from "@/content/blocks";
import { atlantaAreas, atlantaPages, servedCities, siblingLinks, webDesignLocations } from "@/content/atlanta";
import { findPosition, positions } from "@/content/careers";
import { indexableRoutes } from "@/content/navigation";
import { inquiryAnchor, inquiryHref } from "@/content/inquiry";
import { site } from "@/content/site";
import { page as careers, closing as careersClosing } from "@/content/pages/careers";
import { page as contact } from "@/content/pages/contact";
import { page as digitalMarketing } from "@/content/pages/digital-marketing-atlanta";
import { page as equity } from "@/content/pages/equity-partnership";
import { page as partnershipDeals } from "@/content/pages/partnership-deals-atlanta";
import { page as ppc } from "@/content/pages/ppc-atlanta";
import { page as seoAtlanta } from "@/content/pages/seo-atlanta";
import { page as webDesignAtlanta } from "@/content/pages/web-design-atlanta";
import { page as leasing } from "@/content/pages/website-leasing";

type BlockOf<T extends Block["type"]> = Extract<Block, { type: T }>;

function block<T extends Block["type"]>(p: { blocks: readonly Block[] }, type: T, id?: string): BlockOf<T> {
  const found = p.blocks.filter((b): b is BlockOf<T> => b.type === type && (id === undefined || ("id" in b && b.id === id)));
  expect(found, `${type}${id ? `#${id}` : ""}`).toHaveLength(1);
  return found[0];
}

const pages: Record<string, PageContent> = {
  "/digital-marketing-atlanta": digitalMarketing,
  "/seo-atlanta": seoAtlanta,
  "/partnership-deals-atlanta": partnershipDeals,
  "/web-design-atlanta": webDesignAtlanta,
  "/ppc-atlanta": ppc,
  "/website-leasing": leasing,
  "/equity-partnership": equity,
  "/careers": { seo: careers.seo, blocks: [...careers.blocks, ...careersClosing] },
  "/contact": contact,
};

function allText(value: unknown): string {
  return JSON.stringify(value);
}

describe("every local page", () => {
  it.each(Object.entries(pages))("%s: metadata, one opening band, ends with a call to action, indexable", (path, p) => {
    expect(p.seo.path).toBe(path);
    expect(p.seo.title.length).toBeGreaterThan(10);
    expect(p.seo.description.length).toBeGreaterThan(80);
    expect(p.seo.description.length).toBeLessThanOrEqual(170);
    expect(p.seo.keywords?.length).toBeGreaterThanOrEqual(4);
    expect(robotsFor(p.seo.path)).toBe("index, follow");
    expect(indexableRoutes).toContain(path);
    // /contact opens with its form instead of a hero; every other page with one hero.
    expect(p.blocks[0].type).toBe(path === "/contact" ? "form" : "hero");
    expect(p.blocks.filter((b) => b.type === "hero")).toHaveLength(path === "/contact" ? 0 : 1);
    const last = p.blocks[p.blocks.length - 1];
    expect(last.type).toBe("cta");
    const ids = p.blocks.map((b) => ("id" in b ? b.id : undefined)).filter(Boolean);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it.each(Object.entries(pages))("%s: finished copy, no placeholders", (_path, p) => {
    expect(allText(p)).not.toMatch(/lorem|ipsum|TODO|TBD|coming soon|placeholder/i);
  });

  it.each(Object.entries(pages))("%s: every internal button points at a real route or an anchor on the page", (_path, p) => {
    const hrefs = [...allText(p).matchAll(/"href":"([^"]+)"/g)].map((m) => m[1]);
    const ids = new Set(p.blocks.map((b) => ("id" in b ? b.id : undefined)).concat(["positions"]));
    for (const href of hrefs) {
      if (href.startsWith("#")) expect(ids, href).toContain(href.slice(1));
      else if (href.startsWith("/")) expect([...indexableRoutes, "/portfolio"], href).toContain(href.replace(/[?#].*$/, ""));
      else expect(href).toMatch(/^(tel:\+14045550142|mailto:hello@gatewaytech\.example|sms:\+14045550142)/);
    }
  });
});

describe("Atlanta cities and sibling links", () => {
  it("15 cities on digital marketing and SEO, 16 locations on web design, all distinct", () => {
    expect(new Set(atlantaAreas).size).toBe(16);
    expect(servedCities).toHaveLength(15);
    expect(webDesignLocations).toHaveLength(16);
    expect(block(digitalMarketing, "cities").cities).toHaveLength(15);
    expect(block(seoAtlanta, "cities").cities).toHaveLength(15);
    expect(block(webDesignAtlanta, "cities").cities).toHaveLength(16);
    for (const c of ["Atlanta", "Buckhead", "Midtown", "Decatur", "Marietta", "Alpharetta"]) expect(servedCities).toContain(c);
  });

  it("each Atlanta page links to the other four and never to itself", () => {
    expect(atlantaPages).toHaveLength(5);
    for (const [path, p] of Object.entries(pages).filter(([path]) => atlantaPages.some((a) => a.href === path))) {
      const links = block(p, "links").links;
      expect(links).toEqual(siblingLinks(path));
      expect(links).toHaveLength(4);
      expect(links.map((l) => l.href)).not.toContain(path);
    }
  });
});

describe("/digital-marketing-atlanta", () => {
  it("hero has a tel: call button and a consultation button to /contact", () => {
    const hero = block(digitalMarketing, "hero");
    expect(hero.ctas?.map((c) => c.href)).toEqual([site.phone.href, inquiryHref()]);
    expect(hero.ctas?.[1].label).toMatch(/Consultation/);
  });

  it("six benefits, stat tiles 400% / 150% / 98%, three packages at the spec's prices", () => {
    expect(block(digitalMarketing, "cards", "benefits").items).toHaveLength(6);
    expect(block(digitalMarketing, "stats").items.map((s) => s.value)).toEqual(["400%", "150%", "98%"]);
    const labels = block(digitalMarketing, "stats")
      .items.map((s) => s.label)
      .join(" ");
    expect(labels).toMatch(/traffic/i);
    expect(labels).toMatch(/leads/i);
    expect(labels).toMatch(/satisfaction/i);
    const plans = block(digitalMarketing, "pricing").plans;
    expect(plans.map((p) => [p.name, p.price, p.period ?? "", !!p.popular])).toEqual([
      ["Starter", "$1,500", "/month", false],
      ["Growth", "$3,500", "/month", true],
      ["Enterprise", "Custom", "", false],
    ]);
    for (const p of plans) expect(p.cta?.href).toBe(inquiryHref());
    block(digitalMarketing, "contact");
  });
});

describe("/seo-atlanta", () => {
  it("six benefits, four stat tiles, three packages with their blog counts", () => {
    expect(block(seoAtlanta, "cards", "benefits").items).toHaveLength(6);
    expect(block(seoAtlanta, "stats").items).toHaveLength(4);
    const plans = block(seoAtlanta, "pricing").plans;
    expect(plans.map((p) => [p.name, p.price, p.period ?? "", !!p.popular])).toEqual([
      ["Local SEO Starter", "$1,200", "/month", false],
      ["Advanced SEO", "$2,500", "/month", true],
      ["Enterprise SEO", "Custom", "", false],
    ]);
    expect(plans[0].features).toContain("2 blog posts a month");
    expect(plans[1].features).toContain("4 blog posts a month");
    expect(plans[2].features).toContain("8+ blog posts a month");
    block(seoAtlanta, "contact");
  });
});

describe("/partnership-deals-atlanta", () => {
  it("six benefits, four included items, terms figures, candidates, criteria, Apply to /contact", () => {
    expect(block(partnershipDeals, "cards", "benefits").items).toHaveLength(6);
    const included = block(partnershipDeals, "cards", "included").items;
    expect(included.map((i) => i.title)).toEqual(["Professional website", "SEO and marketing", "Hosting and maintenance", "Strategic guidance"]);
    const terms = allText(block(partnershipDeals, "columns", "terms"));
    expect(terms).toContain("80–90%");
    expect(terms).toContain("$5,000-$15,000");
    expect(terms).toContain("$2,000+/month");
    expect(block(partnershipDeals, "checklist", "ideal-candidates").items.length).toBeGreaterThanOrEqual(4);
    expect(block(partnershipDeals, "cards", "what-we-look-for").items.length).toBeGreaterThanOrEqual(4);
    expect(block(partnershipDeals, "cta").ctas[0]).toMatchObject({ label: "Apply Now", href: inquiryHref("equity-partnership") });
  });
});

describe("/web-design-atlanta and /ppc-atlanta", () => {
  it("web design: four reasons, four industries, 16 locations", () => {
    expect(block(webDesignAtlanta, "cards", "reasons").items).toHaveLength(4);
    expect(block(webDesignAtlanta, "cards", "industries").items).toHaveLength(4);
    expect(block(webDesignAtlanta, "cities", "locations").cities).toHaveLength(16);
  });

  it("ppc: four reasons, four services, eight industries", () => {
    expect(block(ppc, "cards", "reasons").items).toHaveLength(4);
    expect(block(ppc, "cards", "services").items).toHaveLength(4);
    expect(block(ppc, "cards", "industries").items).toHaveLength(8);
  });
});

describe("/website-leasing", () => {
  it("six benefits, three plans at $299 / $499 / $799 with their page counts", () => {
    expect(block(leasing, "cards", "benefits").items).toHaveLength(6);
    const pricing = block(leasing, "pricing", "pricing");
    expect(pricing.plans.map((p) => [p.name, p.price, p.period, !!p.popular])).toEqual([
      ["Starter", "$299", "/month", false],
      ["Professional", "$499", "/month", true],
      ["Enterprise", "$799", "/month", false],
    ]);
    expect(pricing.plans[0].features).toContain("Up to 5 pages");
    expect(pricing.plans[1].features).toContain("Up to 10 pages");
    expect(pricing.plans[1].features).toContain("E-commerce for up to 50 products");
    expect(pricing.plans[2].features).toContain("Unlimited pages");
    expect(pricing.note).toContain("48–72 hours");
    expect(pricing.note).toContain("30 days notice");
  });

  it("eight industries, four steps, five FAQs, buttons to /contact and /portfolio", () => {
    expect(block(leasing, "cards", "industries").items).toHaveLength(8);
    expect(block(leasing, "steps").steps).toHaveLength(4);
    expect(block(leasing, "faq").items).toHaveLength(5);
    expect(block(leasing, "cta").ctas.map((c) => c.href)).toEqual([inquiryHref("website-leasing"), "/portfolio"]);
    expect(block(leasing, "hero").ctas?.map((c) => c.href)).toEqual(["#pricing", inquiryHref("website-leasing")]);
  });
});

describe("/equity-partnership", () => {
  it("benefits, ten included services, the four named steps in #how-it-works, $0 upfront, gated #application", () => {
    expect(block(equity, "cards", "benefits").items.length).toBeGreaterThanOrEqual(4);
    expect(block(equity, "checklist", "included").items).toHaveLength(10);
    expect(block(equity, "steps", "how-it-works").steps.map((s) => s.title)).toEqual([
      "Application & Assessment",
      "Partnership Agreement",
      "Implementation & Launch",
      "Growth & Optimization",
    ]);
    expect(allText(block(equity, "hero"))).toContain("$0");
    expect(block(equity, "gated", "application").area).toBe("partnership-form");
    expect(block(equity, "hero").ctas?.map((c) => c.href)).toEqual(["#application", "#how-it-works"]);
    expect(block(equity, "cta").ctas[0].href).toBe(inquiryHref("equity-partnership"));
  });
});

describe("/careers", () => {
  it("four values, six benefits, four hiring steps, Contact HR Team to /contact", () => {
    expect(block(careers, "cards", "values").items).toHaveLength(4);
    expect(block(careers, "cards", "benefits").items).toHaveLength(6);
    const steps = careersClosing.find((b) => b.type === "steps");
    expect(steps?.type === "steps" && steps.steps.map((s) => s.title)).toEqual(["Application", "Phone Screen", "Technical Interview", "Final Interview"]);
    const cta = careersClosing[careersClosing.length - 1];
    expect(cta.type === "cta" && cta.ctas[0]).toMatchObject({ label: "Contact HR Team", href: "/contact" });
  });

  it("six positions with every field and the spec's salary ranges, in order", () => {
    expect(positions).toHaveLength(6);
    expect(positions.map((p) => p.salary)).toEqual([
      "$90,000-$130,000",
      "$60,000-$85,000",
      "$70,000-$95,000",
      "$80,000-$120,000 plus commission",
      "$85,000-$115,000",
      "$75,000-$100,000",
    ]);
    for (const p of positions) {
      for (const k of ["slug", "title", "department", "location", "type", "salary", "summary"] as const)
        expect(p[k].length, `${p.slug}.${k}`).toBeGreaterThan(0);
      expect(p.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(p.description.length).toBeGreaterThanOrEqual(1);
      expect(p.requirements.length).toBeGreaterThanOrEqual(3);
      expect(p.benefits.length).toBeGreaterThanOrEqual(2);
      expect(findPosition(p.slug)).toBe(p);
    }
    expect(new Set(positions.map((p) => p.slug)).size).toBe(6);
    expect(findPosition("no-such-role")).toBeUndefined();
  });
});

describe("/contact", () => {
  it("four contact cards: tel:, mailto:, live chat 9 AM–6 PM Eastern Time, schedule meeting", () => {
    const cards = block(contact, "cards", "contact-options").items;
    expect(cards.map((c) => c.title)).toEqual(["Call Us", "E-mail Us", "Live Chat", "Schedule a Meeting"]);
    expect(cards[0].cta?.href).toBe("tel:+14045550142");
    expect(cards[1].cta?.href).toBe("mailto:hello@gatewaytech.example");
    // Live chat is a text conversation, said plainly, with the number for a computer that cannot text.
    expect(cards[2].cta).toEqual({ label: "Text us", href: "sms:+14045550142" });
    expect(cards[2].description).toContain(`Text us at ${site.phone.display}, ${site.hours.time}`);
    expect(cards[2].description).toMatch(/On a computer\?.*e-mail us/);
    expect(cards[2].description).not.toMatch(/real[- ]time/i);
    expect(cards[3].cta?.href).toMatch(/^mailto:hello@gatewaytech\.example\?subject=/);
  });

  it("location and hours, 24-hour response, equity link, five FAQs, the inquiry opens the page", () => {
    const visit = allText(block(contact, "columns", "visit"));
    expect(visit).toContain("1450 Peachtree Street NE, Suite 300, Atlanta, GA 30309");
    expect(visit).toContain(site.hours.weekdays);
    expect(visit).toMatch(/by appointment/);
    expect(visit).toContain("within 24 hours");
    expect(allText(contact)).toContain("within 24 hours");
    expect(block(contact, "richText", "partnership").ctas?.[0].href).toBe("/equity-partnership");
    expect(block(contact, "faq").items).toHaveLength(5);
    expect(contact.blocks[0]).toMatchObject({ type: "form", id: inquiryAnchor, lead: true, form: "project-inquiry" });
  });
});
