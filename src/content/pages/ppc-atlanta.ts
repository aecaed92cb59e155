import type { PageContent } from "../blocks";
import { callCta, consultationCta, siblingLinks } from "../atlanta";
import { site } from "../site";
import { inquiryHref } from "../inquiry";

const path = "/ppc-atlanta";

export const page = {
  seo: {
    title: "PPC Advertising in Atlanta, GA",
    description:
      "Google Ads, Meta and LinkedIn campaigns managed by an Atlanta team. Local targeting, call tracking and monthly reports tied to leads and sales. Free ad audit.",
    path,
    keywords: ["PPC Atlanta", "Google Ads Atlanta", "pay per click Atlanta GA", "Atlanta PPC agency", "paid advertising Atlanta"],
  },
  blocks: [
    {
      type: "hero",
      art: "ads",
      eyebrow: "Atlanta PPC management",
      title: "PPC advertising in Atlanta",
      highlight: "that pays for itself",
      description:
        "Show up at the top of Google the moment a customer in your area is ready to buy. We build, run and tune your paid campaigns so every dollar is tracked to a call, a form or a sale.",
      ctas: [
        { ...consultationCta, label: "Get a Free Ad Audit", variant: "primary", icon: "ArrowRight" },
        { ...callCta, variant: "outlineLight" },
      ],
    },
    {
      type: "cards",
      id: "reasons",
      eyebrow: "Why PPC",
      title: "Four reasons to advertise with us",
      columns: 4,
      items: [
        { icon: "Zap", title: "Leads this week", description: "Campaigns go live within days, so the phone rings while your SEO is still building." },
        {
          icon: "MapPin",
          title: "Precise local targeting",
          description: "Ads shown only in the ZIP codes and hours you serve, down to a few miles around your shop.",
        },
        {
          icon: "DollarSign",
          title: "No wasted spend",
          description: "Weekly search-term reviews and negative keywords keep your budget on buyers, not browsers.",
        },
        {
          icon: "BarChart3",
          title: "Tracked to revenue",
          description: "Call tracking and conversion tags show which ad and keyword brought in each customer.",
        },
      ],
    },
    {
      type: "cards",
      id: "services",
      eyebrow: "What we manage",
      title: "PPC services",
      columns: 4,
      items: [
        { icon: "Search", title: "Google Search Ads", description: "Keyword research, ad copy, extensions and bidding for high-intent local searches." },
        { icon: "Share2", title: "Meta & Social Ads", description: "Facebook and Instagram campaigns that reach Atlanta customers by area and interest." },
        { icon: "Monitor", title: "Display & Retargeting", description: "Banner ads that bring back visitors who left your site without calling." },
        { icon: "MousePointerClick", title: "Landing Pages", description: "Fast, focused pages built and A/B tested to turn clicks into leads." },
      ],
    },
    {
      type: "cards",
      id: "industries",
      eyebrow: "Industries",
      title: "Industries we advertise for",
      columns: 4,
      items: [
        { icon: "Truck", title: "Towing & Roadside", description: "Emergency call ads that run around the clock." },
        { icon: "Car", title: "Auto Dealers", description: "Inventory and financing campaigns for local buyers." },
        { icon: "Wrench", title: "Auto Repair & Tires", description: "Service specials and booking ads near your shop." },
        { icon: "Home", title: "Home Services", description: "HVAC, plumbing and roofing leads by service area." },
        { icon: "Stethoscope", title: "Healthcare", description: "Compliant ads that fill appointment calendars." },
        { icon: "Scale", title: "Legal", description: "Case-type campaigns with call-only ads for firms." },
        { icon: "Utensils", title: "Restaurants", description: "Local awareness, ordering and event promotions." },
        { icon: "ShoppingBag", title: "Retail & E-commerce", description: "Shopping ads and remarketing that drive sales." },
      ],
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
      title: "Stop paying for clicks that never call",
      description: `Get a free audit of your ad account or a launch plan for a new one. We reply ${site.responseTime}.`,
      ctas: [
        { label: "Get a Free Ad Audit", href: inquiryHref("paid-advertising") },
        { label: "Talk to a PPC Specialist", href: inquiryHref("paid-advertising") },
      ],
    },
  ],
} satisfies PageContent;
