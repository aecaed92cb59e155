import type { PageContent } from "../blocks";
import { claims, site } from "../site";
import { inquiryHref } from "../inquiry";
import { replyWithin } from "../forms";

export const page = {
  seo: {
    title: "Equity Partnership Program: $0 Upfront Technology",
    description:
      "Get a website, custom software, marketing and hosting for $0 upfront in exchange for a minority equity stake. See how the Gateway Tech equity partnership works and apply.",
    path: "/equity-partnership",
    keywords: ["equity partnership", "website for equity", "$0 upfront website", "technology partner Atlanta", "sweat equity agency"],
  },
  blocks: [
    {
      type: "hero",
      art: "partnership",
      eyebrow: `${claims.upfront} upfront · Equity Partnership Program`,
      title: "Grow now,",
      highlight: "pay with shared success",
      description:
        "Our equity partnership gives promising businesses a complete technology and marketing team with no upfront cost. We invest our work in exchange for a minority stake, so we only win when you do.",
      ctas: [
        { label: "Apply Now", href: "#application", icon: "ArrowRight" },
        { label: "How It Works", href: "#how-it-works", variant: "outlineLight" },
      ],
      stats: [
        { value: claims.upfront, label: "Upfront cost" },
        { value: "10", label: "Services included" },
        { value: claims.projects, label: "Projects delivered" },
        { value: claims.support, label: "Support" },
      ],
    },
    {
      type: "cards",
      id: "benefits",
      eyebrow: "Benefits",
      title: "Why founders choose equity over invoices",
      items: [
        {
          icon: "PiggyBank",
          title: "Preserve your cash",
          description: "Spend your capital on inventory, people and equipment while we build and run your technology.",
        },
        {
          icon: "Handshake",
          title: "A partner, not a vendor",
          description: "With a stake in the outcome, we think like co-owners about every page, campaign and feature.",
        },
        {
          icon: "Users",
          title: "A senior team from day one",
          description: "Strategists, designers, developers and marketers who would cost far more to hire in-house.",
        },
        { icon: "Rocket", title: "Faster launch", description: "Skip the budgeting cycle. Once the agreement is signed, work starts the following week." },
        {
          icon: "ChartLine",
          title: "Growth you can measure",
          description: "Shared dashboards and monthly reviews show traffic, leads and revenue against the plan.",
        },
        {
          icon: "ShieldCheck",
          title: "Fair, clear terms",
          description: "A minority stake, plain-English agreements and buy-back options written in from the start.",
        },
      ],
    },
    {
      type: "checklist",
      id: "included",
      eyebrow: "What's included",
      title: "Ten services, one partnership",
      description: "Everything you need to launch, sell and grow online, delivered and maintained by our team.",
      columns: 2,
      items: [
        "Custom website design and development",
        "Custom software and web applications",
        "Headless commerce and online store setup",
        "UI/UX design and conversion optimization",
        "Managed hosting, security and maintenance",
        "Search engine optimization",
        "Paid advertising management",
        "Website performance analysis",
        "Brand and content strategy",
        "Quarterly strategic consulting",
      ],
    },
    {
      type: "steps",
      id: "how-it-works",
      eyebrow: "How it works",
      title: "From application to growth in four steps",
      steps: [
        {
          number: "01",
          title: "Application & Assessment",
          description: "Apply below. We review your business, market and goals and meet you to see whether we are the right fit.",
        },
        {
          number: "02",
          title: "Partnership Agreement",
          description: "We agree the services, the equity share and the milestones in a clear written agreement reviewed by both sides.",
        },
        {
          number: "03",
          title: "Implementation & Launch",
          description: "Our team builds your website, systems and campaigns and launches them, with you approving each stage.",
        },
        {
          number: "04",
          title: "Growth & Optimization",
          description: "We run, measure and improve everything month by month, and review results with you every quarter.",
        },
      ],
    },
    {
      type: "gated",
      id: "application",
      eyebrow: "Apply",
      title: "Partnership application",
      description: `Tell us about your business and goals. We review every application and reply ${replyWithin.partnership}.`,
      area: "partnership-form",
    },
    {
      type: "cta",
      title: "Have questions before you apply?",
      description: `Talk it through with a partner. Call ${site.phone.display} or send us a message and we will walk you through the terms.`,
      ctas: [
        { label: "Contact Us", href: inquiryHref("equity-partnership") },
        { label: `Call ${site.phone.display}`, href: site.phone.href },
      ],
    },
  ],
} satisfies PageContent;
