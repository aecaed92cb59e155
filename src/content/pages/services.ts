import type { PageContent } from "../blocks";
import { claims, site } from "../site";
import { services } from "../services";
import { inquiryHref } from "../inquiry";

export const page = {
  seo: {
    title: "Services: Web Design, Software, SEO, Ads & Hosting in Atlanta",
    description:
      "Ten services from one Atlanta team: strategy, web design, custom software, headless commerce, UI/UX, hosting, paid ads, SEO, performance audits and website leasing.",
    path: "/services",
    keywords: [
      "Atlanta web design services",
      "custom software development Atlanta",
      "SEO services Atlanta",
      "paid advertising management",
      "managed website hosting",
      "technology consulting services",
    ],
  },
  blocks: [
    {
      type: "hero",
      art: "services",
      eyebrow: "Our services",
      title: "Everything your business needs",
      highlight: "to win online",
      description:
        "Strategy, design, software, marketing and hosting from one local team. Use a single service or hand us the whole stack: either way you get a written plan, a fixed quote and a named contact.",
      ctas: [
        { label: "Get a Free Consultation", href: inquiryHref(), icon: "ArrowRight" },
        { label: "Equity Partnership", href: "/equity-partnership", variant: "outlineLight" },
      ],
      stats: [
        { value: claims.years, label: "Years in Atlanta" },
        { value: claims.projects, label: "Projects delivered" },
        { value: claims.satisfaction, label: "Client satisfaction" },
        { value: claims.uptime, label: "Hosting uptime" },
      ],
    },
    {
      type: "services",
      id: "services",
      eyebrow: "What we do",
      title: "Ten services, one accountable team",
      description:
        "Each service has its own specialists, but one project lead owns your results across all of them. Open a card to see what is included, how we work and what it costs.",
      services,
      showFeatures: true,
      tone: "muted",
    },
    {
      type: "cards",
      id: "websites",
      eyebrow: "Websites in depth",
      title: "What goes into every website we build",
      description:
        "Mobile-first layouts, sub-second load times, hardened security and search foundations come standard, whether you buy, lease or partner with us.",
      columns: 4,
      tone: "white",
      items: [
        {
          icon: "Smartphone",
          title: "Mobile-first design",
          description: "Designed for the phone in your customer's hand first, then scaled up to the desktop.",
        },
        { icon: "Zap", title: "Built for speed", description: "Optimized images, lean code and a global CDN so pages appear before visitors lose interest." },
        { icon: "ShieldCheck", title: "Secure by default", description: "SSL, security headers, patched software and daily backups on every site we launch." },
        {
          icon: "MousePointerClick",
          title: "Designed to convert",
          description: "Clear calls to action, short forms and click-to-call placed where customers look for them.",
        },
      ],
      ctas: [{ label: "Explore Our Website Services", href: "/services/websites", variant: "outline" }],
    },
    {
      type: "cards",
      id: "equity-partnership",
      eyebrow: "Featured program",
      title: `Equity Partnership: ${claims.upfront} upfront`,
      description:
        "Have a strong business and big plans but not the budget for a full technology team? We build and run your website, software and marketing in exchange for a minority stake, and we only win when you do.",
      columns: 3,
      tone: "brand",
      items: [
        {
          icon: "PiggyBank",
          title: `${claims.upfront} upfront cost`,
          description: "Keep your cash for inventory, people and equipment while we build and run your technology.",
        },
        {
          icon: "Layers",
          title: "All ten services included",
          description: "Website, software, commerce, design, hosting, SEO, paid ads, audits and strategy under one agreement.",
        },
        {
          icon: "Handshake",
          title: "A partner with skin in the game",
          description: "Most owners keep 80–90% of their company, and we are invested in every lead and sale we help create.",
        },
      ],
      ctas: [{ label: "Explore Equity Partnership", href: "/equity-partnership", variant: "light" }],
    },
    {
      type: "steps",
      id: "how-we-work",
      eyebrow: "How we work",
      title: "From first call to measurable results",
      tone: "muted",
      steps: [
        { number: "01", title: "Free consultation", description: "A 30-minute call about your goals, customers and current tools. No sales script." },
        {
          number: "02",
          title: "Written plan and fixed quote",
          description: "A scoped plan with priorities, timeline and price, so you know the cost before work starts.",
        },
        { number: "03", title: "Build and launch", description: "Weekly check-ins and a preview link you can click through at every stage." },
        { number: "04", title: "Measure and improve", description: "Monthly reports on calls, leads and sales, with the next improvements already lined up." },
      ],
    },
    {
      type: "cta",
      title: "Not sure which service you need?",
      description: `Tell us what you want to change in your business. A strategist will reply ${site.responseTime} with the two or three things we would do first.`,
      ctas: [
        { label: "Get a Free Consultation", href: inquiryHref() },
        { label: `Call ${site.phone.display}`, href: site.phone.href },
      ],
    },
  ],
} satisfies PageContent;
