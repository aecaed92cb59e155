import type { PageContent } from "./blocks";
import { claims, site } from "./site";
import { services } from "./services";
import { inquiryHref } from "./inquiry";

export const home = {
  seo: {
    title: "Gateway Tech Enterprises | Atlanta Technology Consulting & Web Design",
    absoluteTitle: true,
    description:
      "Atlanta technology consulting and web agency: websites, custom software, SEO, paid ads, hosting and a $0-upfront equity partnership. Free consultation.",
    path: "/",
    keywords: ["Atlanta web design", "technology consulting Atlanta", "custom software Atlanta", "SEO Atlanta", "website leasing", "equity partnership"],
  },
  blocks: [
    {
      type: "hero",
      art: "home",
      eyebrow: `Serving Atlanta businesses since ${site.foundingYear}`,
      title: "Technology that grows",
      highlight: "your Atlanta business",
      description:
        "We design websites, build custom software and run the marketing that brings in customers, so you can spend your time running the business instead of wrestling with technology.",
      ctas: [
        { label: "Get a Free Consultation", href: inquiryHref(), icon: "ArrowRight" },
        { label: "Explore Services", href: "/services", variant: "outlineLight" },
      ],
      stats: [
        { value: claims.years, label: "Years in Atlanta" },
        { value: claims.projects, label: "Projects delivered" },
        { value: claims.satisfaction, label: "Client satisfaction" },
        { value: claims.support, label: "Support" },
      ],
    },
    {
      type: "services",
      id: "services",
      eyebrow: "What we do",
      title: "Ten ways we help you grow",
      description: "Pick one service or let us run the whole stack. Every engagement starts with a free consultation and a written plan.",
      services,
      showFeatures: false,
      tone: "muted",
      ctas: [{ label: "View All Services", href: "/services", variant: "outline" }],
    },
    {
      type: "columns",
      id: "about",
      eyebrow: "Who we are",
      title: "A local team that treats your business like its own",
      tone: "white",
      columns: [
        {
          icon: "Target",
          title: "Our Mission",
          paragraphs: [
            "Give Atlanta's small and mid-sized businesses the same quality of technology the big brands use, at a price and pace that fit a local company.",
            "That means plain-English advice, fixed quotes before work starts, and results we report every month: calls, leads, bookings and sales, not just clicks.",
          ],
        },
        {
          icon: "Compass",
          title: "Our Vision",
          paragraphs: [
            "An Atlanta where every owner-operated business, from a Marietta tow yard to a Midtown law office, has a website and tools that work as hard as they do.",
            "We get there one long-term partnership at a time, including our equity program for founders who have more ambition than cash.",
          ],
        },
      ],
      ctas: [{ label: "More About Us", href: "/about", variant: "outline" }],
    },
    {
      type: "cards",
      id: "industries",
      eyebrow: "Industries we serve",
      title: "Built for the businesses that keep Atlanta moving",
      description: "We know the search terms, busy seasons and customer questions of these trades, so your site speaks their language from day one.",
      columns: 4,
      tone: "muted",
      items: [
        { icon: "Truck", title: "Towing & Roadside", description: "Click-to-call, service-area pages and 24/7 dispatch-friendly design." },
        { icon: "Car", title: "Auto Dealers", description: "Inventory pages, financing forms and ads that reach local buyers." },
        { icon: "Wrench", title: "Junkyards & Recyclers", description: "Parts lookup, cash-for-cars quote forms and local SEO." },
        { icon: "Gauge", title: "Tire & Repair Shops", description: "Online booking, quote requests and reviews front and center." },
        { icon: "Stethoscope", title: "Healthcare Practices", description: "Accessible patient sites with booking and clear insurance answers." },
        { icon: "Utensils", title: "Restaurants & Hospitality", description: "Menus, reservations and ordering that load fast on any phone." },
        { icon: "Scale", title: "Professional Services", description: "Credible sites for law, accounting and consulting firms that win trust." },
        { icon: "Store", title: "Retail & E-commerce", description: "Storefronts and headless commerce that sell online and in store." },
      ],
      ctas: [{ label: "Talk About Your Industry", href: "#contact" }],
    },
    {
      type: "gated",
      id: "clients",
      eyebrow: "Trusted by",
      title: "Trusted by Atlanta businesses",
      description: "A few of the local companies we build and grow with, and what changed for them.",
      area: "home-clients",
      tone: "white",
      ctas: [
        { label: "View Portfolio", href: "/portfolio", variant: "outline" },
        { label: "Start Your Project", href: inquiryHref() },
      ],
    },
  ],
} satisfies PageContent;

export const homeContact = {
  eyebrow: "Get in touch",
  title: "Tell us about your project",
  description: `Send a note and a strategist will reply ${site.responseTime}. Prefer to talk? Call ${site.phone.display}.`,
};
