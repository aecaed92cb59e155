import type { PageContent } from "../blocks";
import { claims, site } from "../site";
import { inquiryHref } from "../inquiry";

/** The twelve items included in every SEO engagement. */
const seoIncluded: readonly string[] = [
  "Technical SEO audit and fixes",
  "Keyword research and mapping",
  "On-page optimization of titles and headings",
  "Google Business Profile optimization",
  "Local citation building and cleanup",
  "Schema markup and rich results",
  "Core Web Vitals improvements",
  "Content strategy and blog posts",
  "Internal linking structure",
  "Link building outreach",
  "Rank tracking for your priority keywords",
  "Monthly report and strategy call",
];

export const page = {
  seo: {
    title: "SEO Services: Local, Technical & Content SEO",
    description:
      "Local, technical and content SEO that puts your business in front of customers already searching. Six services, twelve deliverables in every plan. Get a free SEO audit.",
    path: "/services/seo",
    keywords: ["SEO services Atlanta", "local SEO", "technical SEO audit", "Google Business Profile optimization", "content marketing", "link building"],
  },
  blocks: [
    {
      type: "hero",
      art: "seo",
      eyebrow: "Search Engine Optimization",
      title: "Be found by customers",
      highlight: "who are ready to buy",
      description: `People search before they call. We make sure they find you first, with local, technical and content SEO that has grown client traffic by as much as ${claims.traffic}.`,
      ctas: [{ label: "Get SEO Audit", href: inquiryHref("seo"), icon: "ArrowRight" }],
      stats: [
        { value: claims.traffic, label: "Traffic growth" },
        { value: claims.leads, label: "Increase in leads" },
        { value: claims.satisfaction, label: "Client satisfaction" },
        { value: claims.projects, label: "Projects delivered" },
      ],
    },
    {
      type: "cards",
      id: "services",
      eyebrow: "What we do",
      title: "SEO services",
      tone: "white",
      items: [
        { icon: "MapPin", title: "Local SEO", description: "Rank in the map pack and local results for the neighborhoods and suburbs you serve." },
        { icon: "Cog", title: "Technical SEO", description: "Crawl errors, site speed, indexing, redirects and structured data fixed at the source." },
        {
          icon: "FileText",
          title: "On-Page Optimization",
          description: "Titles, headings, copy and internal links tuned for the searches that bring customers.",
        },
        {
          icon: "PenTool",
          title: "Content Marketing",
          description: "Helpful articles and service pages that answer real questions and earn rankings over time.",
        },
        { icon: "Share2", title: "Link Building", description: "Earned mentions from local news, associations and industry sites. No link schemes." },
        {
          icon: "ShoppingBag",
          title: "E-commerce SEO",
          description: "Category and product pages, filters and feeds optimized so your catalog shows up in search.",
        },
      ],
    },
    {
      type: "checklist",
      id: "included",
      eyebrow: "What's included",
      title: "Twelve things every SEO plan includes",
      tone: "muted",
      items: seoIncluded,
    },
    {
      type: "cta",
      title: "See where you rank today",
      description: `Our free SEO audit covers your technical health, local listings and top keyword opportunities. We reply ${site.responseTime}.`,
      ctas: [{ label: "Get Free SEO Audit", href: inquiryHref("seo") }],
    },
  ],
} satisfies PageContent;
