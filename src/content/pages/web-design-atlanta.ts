import type { PageContent } from "../blocks";
import { callCta, consultationCta, siblingLinks, webDesignLocations } from "../atlanta";
import { claims, site } from "../site";
import { inquiryHref } from "../inquiry";

const path = "/web-design-atlanta";

export const page = {
  seo: {
    title: "Web Design in Atlanta, GA",
    description:
      "Custom, mobile-first websites for Atlanta businesses that load fast, rank on Google and turn visitors into calls. Local designers, fixed quotes, free consultation.",
    path,
    keywords: ["web design Atlanta", "Atlanta web designer", "website design Atlanta GA", "small business website Atlanta", "web development Atlanta"],
  },
  blocks: [
    {
      type: "hero",
      art: "web-design",
      eyebrow: "Atlanta web design company",
      title: "Web design in Atlanta",
      highlight: "that brings in business",
      description:
        "A website should be your best salesperson. We design and build fast, mobile-first sites for Atlanta companies, with clear calls to action, local SEO built in and content you can update yourself.",
      ctas: [
        { ...consultationCta, label: "Start Your Project", variant: "primary", icon: "ArrowRight" },
        { ...callCta, variant: "outlineLight" },
      ],
      stats: [
        { value: claims.projects, label: "Projects delivered" },
        { value: claims.years, label: "Years in Atlanta" },
        { value: claims.satisfaction, label: "Client satisfaction" },
        { value: claims.uptime, label: "Hosting uptime" },
      ],
    },
    {
      type: "cards",
      id: "reasons",
      eyebrow: "Why Gateway Tech",
      title: "Four reasons Atlanta businesses hire us",
      columns: 4,
      items: [
        {
          icon: "Smartphone",
          title: "Mobile-first",
          description: "Most of your visitors arrive on a phone. We design for the small screen first, with tap-to-call on every page.",
        },
        {
          icon: "Zap",
          title: "Built for speed",
          description: "Lean code, optimized images and modern hosting so pages open in about a second, even on a weak signal.",
        },
        {
          icon: "Search",
          title: "SEO from day one",
          description: "Clean structure, local schema and service-area pages so Google understands who you serve and where.",
        },
        {
          icon: "Handshake",
          title: "Local and accountable",
          description: "Fixed quotes, a named project lead and a Midtown office where you can meet the people building your site.",
        },
      ],
    },
    {
      type: "cards",
      id: "industries",
      eyebrow: "Industries",
      title: "Websites for the trades that power Atlanta",
      columns: 4,
      items: [
        {
          icon: "Truck",
          title: "Automotive & Towing",
          description: "Click-to-call dispatch, service areas and inventory pages for towing, dealers and repair shops.",
        },
        { icon: "Stethoscope", title: "Healthcare", description: "Accessible practice sites with online booking and clear insurance information." },
        { icon: "Scale", title: "Professional Services", description: "Credible sites for law, accounting and consulting firms that win trust fast." },
        { icon: "Utensils", title: "Restaurants & Retail", description: "Menus, ordering and storefronts that load quickly on any phone." },
      ],
    },
    {
      type: "cities",
      id: "locations",
      eyebrow: "Service area",
      title: "Web design across metro Atlanta",
      description: "We build websites for businesses in these 16 Atlanta-area locations, and meet in person when you prefer.",
      cities: webDesignLocations,
    },
    {
      type: "links",
      id: "related",
      eyebrow: "More for Atlanta businesses",
      title: "Related services in Atlanta",
      links: siblingLinks(path),
    },
    {
      type: "cta",
      title: "Let's build a website that works as hard as you do",
      description: `Tell us about your business and we will reply ${site.responseTime} with ideas and a fixed quote.`,
      ctas: [
        { label: "Get a Free Quote", href: inquiryHref("web-design") },
        { label: "Contact Our Team", href: inquiryHref("web-design") },
      ],
    },
  ],
} satisfies PageContent;
