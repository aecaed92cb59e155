import { describe, expect, it } from "vitest";
import { robotsFor } from "@/routes";
import type { Block, PageContent } from "@/content/blocks";
import type { Cta } from "@/content/types";
import { indexableRoutes } from "@/content/navigation";
import { claims } from "@/content/site";
import { page as about } from "@/content/pages/about";
import { page as servicesPage } from "@/content/pages/services";
import { page as webDesign } from "@/content/pages/services-web-design";
import { page as software } from "@/content/pages/services-software-development";
import { page as headless } from "@/content/pages/services-headless-commerce";
import { page as uiux } from "@/content/pages/services-ui-ux-design";
import { page as hosting } from "@/content/pages/services-hosting-maintenance";
import { page as paidAds } from "@/content/pages/services-paid-advertising";
import { page as seo } from "@/content/pages/services-seo";
import { page as performance } from "@/content/pages/services-performance-analysis";
import { page as websites } from "@/content/pages/services-websites";
import { inquiryHref } from "@/content/inquiry";

/** The plan slug the pricing table names a plan by (its name, lowercased, words joined by dashes). */
const planSlug = (name: string) =>
  name
    .toLowerCase()
    .replace(/&/g, "")
    .replace(/[^a-z0-9]+/g, "-");

type BlockOf<T extends Block["type"]> = Extract<Block, { type: T }>;

function block<T extends Block["type"]>(p: { blocks: readonly Block[] }, type: T, id?: string): BlockOf<T> {
  const found = p.blocks.filter((b): b is BlockOf<T> => b.type === type && (id === undefined || ("id" in b && b.id === id)));
  expect(found, `${type}${id ? `#${id}` : ""}`).toHaveLength(1);
  return found[0];
}

const hero = (p: PageContent) => block(p, "hero");
const closing = (p: PageContent) => {
  const last = p.blocks[p.blocks.length - 1];
  expect(last.type).toBe("cta");
  return last as BlockOf<"cta">;
};
const links = (ctas: readonly Cta[] | undefined) => (ctas ?? []).map((c) => [c.label, c.href]);

const pages: Record<string, PageContent> = {
  "/about": about,
  "/services": servicesPage,
  "/services/web-design": webDesign,
  "/services/software-development": software,
  "/services/headless-commerce": headless,
  "/services/ui-ux-design": uiux,
  "/services/hosting-maintenance": hosting,
  "/services/paid-advertising": paidAds,
  "/services/seo": seo,
  "/services/performance-analysis": performance,
  "/services/websites": websites,
};

describe("every about and service page", () => {
  it.each(Object.entries(pages))("%s: metadata, one hero, indexable, ends with a call to action to the inquiry on /contact", (path, p) => {
    expect(p.seo.path).toBe(path);
    expect(p.seo.title.length).toBeGreaterThan(10);
    expect(p.seo.description.length).toBeGreaterThanOrEqual(80);
    expect(p.seo.description.length).toBeLessThanOrEqual(200);
    expect(p.seo.keywords?.length ?? 0).toBeGreaterThanOrEqual(4);
    expect(robotsFor(p.seo.path)).toBe("index, follow");
    expect(indexableRoutes).toContain(path);
    expect(p.blocks[0].type).toBe("hero");
    expect(p.blocks.filter((b) => b.type === "hero")).toHaveLength(1);
    expect(closing(p).ctas[0].href).toMatch(/^\/contact(\?service=[a-z-]+)?#inquiry$/);
  });

  it.each(Object.entries(pages))("%s: finished copy, only the claimed figures", (_path, p) => {
    const text = JSON.stringify(p.blocks);
    expect(text).not.toMatch(/lorem|ipsum|TODO|coming soon|placeholder/i);
    const percents = text.match(/\d+(?:\.\d+)?%/g) ?? [];
    const allowed = new Set<string>([claims.satisfaction, claims.uptime, claims.traffic, claims.leads, claims.growth, "99.99%", "80–90%"]);
    for (const pct of percents) expect(allowed.has(pct) || allowed.has(`80–${pct}`), pct).toBe(true);
  });

  it("section ids are unique on each page", () => {
    for (const p of Object.values(pages)) {
      const ids = p.blocks.flatMap((b) => ("id" in b && b.id ? [b.id] : []));
      expect(new Set(ids).size).toBe(ids.length);
    }
  });
});

describe("/services", () => {
  it("shows the ten service cards with their feature lists", () => {
    const b = block(servicesPage, "services");
    expect(b.services).toHaveLength(10);
    expect(b.showFeatures).toBe(true);
    for (const s of b.services) expect(s.features.length).toBeGreaterThanOrEqual(3);
  });

  it("features the equity partnership and links to it and to the websites page", () => {
    const equity = block(servicesPage, "cards", "equity-partnership");
    expect(equity.title).toContain("$0");
    expect(links(equity.ctas)).toContainEqual(["Explore Equity Partnership", "/equity-partnership"]);
    expect(links(block(servicesPage, "cards", "websites").ctas)).toContainEqual(["Explore Our Website Services", "/services/websites"]);
  });
});

describe("/services/web-design", () => {
  it("has the spec's buttons: hero, custom quote banner, closing", () => {
    expect(links(hero(webDesign).ctas)).toEqual([
      ["Start Your Project", inquiryHref("web-design")],
      ["View Portfolio", "/portfolio"],
    ]);
    const ctas = (webDesign.blocks as readonly Block[]).filter((b): b is BlockOf<"cta"> => b.type === "cta");
    expect(ctas).toHaveLength(2);
    expect(links(ctas[0].ctas)).toEqual([["Request Custom Quote", inquiryHref("web-design")]]);
    expect(links(closing(webDesign).ctas)).toEqual([
      ["Get Free Consultation", inquiryHref("web-design")],
      ["View All Services", "/services"],
    ]);
  });

  it("lists the six priced services at the spec's starting prices, each with Get Started to the inquiry with its plan chosen", () => {
    const webDesignPrices = block(webDesign, "pricing").plans;
    expect(webDesignPrices.map((p) => [p.name, p.price])).toEqual([
      ["Business Website", "From $3,500"],
      ["E-commerce Store", "From $8,000"],
      ["Landing Page", "From $1,500"],
      ["Web Application", "Custom quote"],
      ["Portfolio Website", "From $2,500"],
      ["Blog & Content Site", "From $3,000"],
    ]);
    for (const p of webDesignPrices) expect([p.cta?.label, p.cta?.href]).toEqual(["Get Started", inquiryHref("web-design", planSlug(p.name))]);
  });

  it("has reasons, a four-step process and technologies", () => {
    expect(block(webDesign, "cards", "reasons").items.length).toBeGreaterThanOrEqual(4);
    expect(block(webDesign, "steps", "process").steps.map((s) => s.number)).toEqual(["01", "02", "03", "04"]);
    expect(block(webDesign, "tagGroups", "technologies").groups.flatMap((g) => g.tags).length).toBeGreaterThanOrEqual(12);
  });
});

describe("/services/software-development", () => {
  it("has the spec's buttons", () => {
    expect(links(hero(software).ctas)).toEqual([
      ["Discuss Your Project", inquiryHref("software-development")],
      ["View Case Studies", "/portfolio"],
    ]);
    expect(links(closing(software).ctas)).toEqual([
      ["Schedule Consultation", inquiryHref("software-development")],
      ["View All Services", "/services"],
    ]);
  });

  it("has six services, six industry solutions with Ideal For lists, four approach cards", () => {
    expect(block(software, "cards", "services").items).toHaveLength(6);
    const solutions = block(software, "tagGroups", "solutions").groups;
    expect(solutions).toHaveLength(6);
    for (const s of solutions) {
      expect(s.label).toBe("Ideal for");
      expect(s.description).toBeTruthy();
      expect(s.tags.length).toBeGreaterThanOrEqual(3);
    }
    expect(block(software, "cards", "approach").items).toHaveLength(4);
  });

  it("groups the stack as Backend, Frontend, Mobile, Databases, Cloud, DevOps", () => {
    const softwareStack = block(software, "tagGroups", "stack").groups;
    expect(softwareStack.map((g) => g.title)).toEqual(["Backend", "Frontend", "Mobile", "Databases", "Cloud", "DevOps"]);
    for (const g of softwareStack) expect(g.tags.length).toBeGreaterThanOrEqual(4);
  });
});

describe("/services/headless-commerce", () => {
  it("has the spec's buttons", () => {
    expect(links(hero(headless).ctas)).toEqual([
      ["Start Your Project", inquiryHref("headless-commerce")],
      ["View Examples", "/portfolio"],
    ]);
    expect(links(closing(headless).ctas)).toEqual([
      ["Get Free Consultation", inquiryHref("headless-commerce")],
      ["View All Services", "/services"],
    ]);
  });

  it("has six benefits, four platform options with features, the enterprise shop platform at 99.99%", () => {
    expect(block(headless, "cards", "benefits").items).toHaveLength(6);
    const platformOptions = block(headless, "cards", "platforms").items;
    expect(platformOptions.map((p) => p.title)).toEqual(["Shopify Plus", "BigCommerce", "commercetools", "Custom Build"]);
    expect(platformOptions[0].description).toMatch(/enterprise shop platform/i);
    expect(platformOptions[0].description).toContain("99.99%");
    expect(platformOptions[1].description).toMatch(/open SaaS platform/i);
    expect(platformOptions[2].description).toMatch(/API-first commerce platform/i);
    for (const p of platformOptions) expect(p.items?.length).toBe(4);
  });

  it("has twelve features and sixteen integrations (payments, e-mail, SMS, shipping, analytics)", () => {
    const commerceFeatures = block(headless, "checklist", "features").items;
    expect(commerceFeatures).toHaveLength(12);
    expect(new Set(commerceFeatures).size).toBe(12);
    const integrations = block(headless, "tagGroups", "integrations").groups;
    expect(integrations.map((g) => g.title)).toEqual(["Payments", "E-mail", "SMS", "Shipping", "Analytics"]);
    expect(integrations.flatMap((g) => g.tags)).toHaveLength(16);
  });
});

describe("/services/ui-ux-design", () => {
  it("has the spec's buttons, six services and the five steps", () => {
    expect(links(hero(uiux).ctas)).toEqual([
      ["Start Your Design Project", inquiryHref("ui-ux-design")],
      ["View Design Portfolio", "/portfolio"],
    ]);
    expect(links(closing(uiux).ctas)).toEqual([["Get Free UX Audit", inquiryHref("ui-ux-design")]]);
    expect(block(uiux, "cards", "services").items).toHaveLength(6);
    const uxSteps = block(uiux, "steps", "process").steps;
    expect(uxSteps.map((s) => `${s.number} ${s.title}`)).toEqual(["01 Discovery", "02 Research", "03 Design", "04 Test & Iterate", "05 Deliver"]);
  });
});

describe("/services/hosting-maintenance", () => {
  it("has Get Started and six features", () => {
    expect(links(hero(hosting).ctas)).toEqual([["Get Started", inquiryHref("hosting-maintenance")]]);
    expect(block(hosting, "cards", "features").items).toHaveLength(6);
    expect(JSON.stringify(hosting.blocks)).toContain("30-day retention");
    expect(JSON.stringify(hosting.blocks)).toContain("99.9% uptime");
  });

  it("has the three plans of spec §9, each with Choose Plan to the inquiry with its plan chosen", () => {
    const hostingPlans = block(hosting, "pricing", "plans").plans;
    expect(hostingPlans.map((p) => [p.name, p.price, p.period])).toEqual([
      ["Basic", "$99", "/month"],
      ["Professional", "$249", "/month"],
      ["Enterprise", "$599", "/month"],
    ]);
    expect(hostingPlans[0].features).toEqual(["Shared hosting", "10GB storage", "Daily backups", "SSL certificate", "E-mail support", "Monthly reports"]);
    expect(hostingPlans[1].features).toEqual(["VPS hosting", "50GB storage", "Hourly backups", "CDN", "Priority support", "Performance optimization"]);
    expect(hostingPlans[2].features).toEqual(["Dedicated resources", "Unlimited storage", "Real-time backups", "Custom CDN", "24/7 phone support", "SLA"]);
    for (const p of hostingPlans) expect([p.cta?.label, p.cta?.href]).toEqual(["Choose Plan", inquiryHref("hosting-maintenance", planSlug(p.name))]);
  });
});

describe("/services/paid-advertising", () => {
  it("has Start Campaign, the four channels, twelve management items and Get Free Ad Audit", () => {
    expect(links(hero(paidAds).ctas)).toEqual([["Start Campaign", inquiryHref("paid-advertising")]]);
    const adChannels = block(paidAds, "cards", "channels").items;
    expect(adChannels.map((c) => c.title)).toEqual(["Google Ads", "Meta Ads", "LinkedIn Ads", "Display Advertising"]);
    const managementItems = block(paidAds, "checklist", "management").items;
    expect(managementItems).toHaveLength(12);
    expect(new Set(managementItems).size).toBe(12);
    expect(links(closing(paidAds).ctas)).toEqual([["Get Free Ad Audit", inquiryHref("paid-advertising")]]);
  });
});

describe("/services/seo", () => {
  it("has Get SEO Audit, six services, twelve included items and Get Free SEO Audit", () => {
    expect(links(hero(seo).ctas)).toEqual([["Get SEO Audit", inquiryHref("seo")]]);
    expect(block(seo, "cards", "services").items).toHaveLength(6);
    const seoIncluded = block(seo, "checklist", "included").items;
    expect(seoIncluded).toHaveLength(12);
    expect(new Set(seoIncluded).size).toBe(12);
    expect(links(closing(seo).ctas)).toEqual([["Get Free SEO Audit", inquiryHref("seo")]]);
  });
});

describe("/services/performance-analysis", () => {
  it("has Get Performance Audit, six services, twelve metrics and Get Free Audit", () => {
    expect(links(hero(performance).ctas)).toEqual([["Get Performance Audit", inquiryHref("performance-analysis")]]);
    expect(block(performance, "cards", "services").items).toHaveLength(6);
    const performanceMetrics = block(performance, "checklist", "metrics").items;
    expect(performanceMetrics).toHaveLength(12);
    expect(new Set(performanceMetrics).size).toBe(12);
    expect(links(closing(performance).ctas)).toEqual([["Get Free Audit", inquiryHref("performance-analysis")]]);
  });
});

describe("/services/websites", () => {
  it("covers mobile-first design, speed, security, SEO, brand design and conversion", () => {
    expect(block(websites, "cards", "standards").items.map((i) => i.title)).toEqual([
      "Mobile-First Design",
      "Speed",
      "Security",
      "SEO",
      "Brand Design",
      "Conversion",
    ]);
  });

  it("has site types, a process and a technology list", () => {
    expect(block(websites, "cards", "site-types").items).toHaveLength(6);
    expect(block(websites, "steps", "process").steps).toHaveLength(4);
    const websiteTechnologies = block(websites, "tagGroups", "technology").groups;
    expect(websiteTechnologies.flatMap((g) => g.tags).length).toBeGreaterThanOrEqual(20);
  });
});

describe("/about", () => {
  it("tells the story since 2020 with the claimed figures, values, approach, Atlanta focus and a contact CTA", () => {
    expect(block(about, "richText", "story").paragraphs.join(" ")).toContain("2020");
    expect(block(about, "stats", "figures").items.map((s) => s.value)).toEqual([claims.years, claims.projects, claims.satisfaction, claims.uptime]);
    expect(block(about, "cards", "values").items).toHaveLength(4);
    // The description promises the team, so the page has one: people with a role and what they do.
    expect(about.seo.description).toContain("Meet the team");
    const team = block(about, "team", "team").members;
    expect(team.length).toBeGreaterThanOrEqual(3);
    for (const person of team) {
      expect(person.role.length).toBeGreaterThan(3);
      expect(person.bio.length).toBeGreaterThan(80);
    }
    expect(block(about, "steps", "approach").steps).toHaveLength(4);
    expect(block(about, "columns", "atlanta").columns).toHaveLength(2);
    expect(block(about, "cities", "communities").cities).toContain("Atlanta");
    expect(links(closing(about).ctas)).toEqual([
      ["Contact Us", inquiryHref()],
      ["Explore Services", "/services"],
    ]);
  });
});
