import type { PageContent } from "../blocks";
import { callCta, siblingLinks } from "../atlanta";
import { claims, site } from "../site";
import { inquiryHref } from "../inquiry";

const path = "/partnership-deals-atlanta";

export const page = {
  seo: {
    title: "Partnership Deals for Atlanta Businesses",
    description:
      "A website, SEO, hosting and strategy for $0 upfront in exchange for a small equity stake. Atlanta owners typically keep 80–90% of their business. Apply today.",
    path,
    keywords: [
      "business partnership Atlanta",
      "equity partnership Atlanta",
      "website for equity",
      "no upfront cost website Atlanta",
      "startup partnership Atlanta GA",
    ],
  },
  blocks: [
    {
      type: "hero",
      art: "partnership",
      eyebrow: `${claims.upfront} upfront · Atlanta partnership program`,
      title: "Partnership deals for",
      highlight: "Atlanta businesses",
      description:
        "You bring the business and the drive. We bring the website, the marketing, the hosting and the strategy, with no upfront bill. In return we take a small equity stake and earn our share only when you grow.",
      ctas: [
        { label: "Apply for Partnership", href: inquiryHref("equity-partnership"), icon: "ArrowRight" },
        { ...callCta, variant: "outlineLight" },
      ],
    },
    {
      type: "cards",
      id: "benefits",
      eyebrow: "Why partner with us",
      title: "A technology team with a stake in your success",
      items: [
        {
          icon: "Wallet",
          title: `${claims.upfront} upfront`,
          description: "Keep your cash for inventory, payroll and equipment. You pay nothing to get your website and marketing started.",
        },
        {
          icon: "Handshake",
          title: "Aligned incentives",
          description: "We only do well when you do well, so every hour we spend goes to what actually grows revenue.",
        },
        {
          icon: "Users",
          title: "A full team on day one",
          description: "Designers, developers, marketers and a strategist, without hiring a single employee.",
        },
        {
          icon: "TrendingUp",
          title: "Built for growth",
          description: "Tracking, SEO and ads are set up from launch, with monthly reviews to put more behind what works.",
        },
        {
          icon: "ShieldCheck",
          title: "You stay in control",
          description: "You keep the majority, the final say on your business and ownership of your brand and customer data.",
        },
        {
          icon: "MapPin",
          title: "Local and reachable",
          description: "An Atlanta team you can meet in person, not an offshore vendor you only reach by ticket.",
        },
      ],
    },
    {
      type: "cards",
      id: "included",
      eyebrow: "What you get",
      title: "Everything included in a partnership",
      columns: 4,
      items: [
        {
          icon: "Layout",
          title: "Professional website",
          description: "A custom, mobile-first website worth $5,000-$15,000, designed and built for your business.",
        },
        {
          icon: "Megaphone",
          title: "SEO and marketing",
          description: "Local SEO, content and ad management worth $2,000+/month, run by our marketing team.",
        },
        {
          icon: "Server",
          title: "Hosting and maintenance",
          description: `Fast, secure hosting with ${claims.uptime} uptime, backups, updates and ${claims.support} monitoring.`,
        },
        {
          icon: "Lightbulb",
          title: "Strategic guidance",
          description: "Quarterly planning and a monthly review with a strategist who knows your numbers.",
        },
      ],
    },
    {
      type: "columns",
      id: "terms",
      eyebrow: "Terms overview",
      title: "How a partnership deal works",
      description: "Every deal is written up in plain English and reviewed with you before anything is signed.",
      columns: [
        {
          icon: "Percent",
          title: "Equity, not invoices",
          paragraphs: [
            "Instead of paying for services, you grant Gateway Tech a minority equity stake. The owner typically keeps 80–90% of the business.",
            "The exact share depends on the size of the business, the services included and the growth plan we agree on together.",
          ],
        },
        {
          icon: "FileText",
          title: "Clear commitments on both sides",
          paragraphs: ["The agreement lists what we deliver, how we report and how either side can exit."],
          list: [
            "Website worth $5,000-$15,000 built at no cost",
            "Marketing worth $2,000+/month included",
            "Monthly performance reports and reviews",
            "Buy-back terms written into the agreement",
          ],
        },
      ],
    },
    {
      type: "checklist",
      id: "ideal-candidates",
      eyebrow: "Who it is for",
      title: "Ideal candidates",
      columns: 2,
      items: [
        "Atlanta-area businesses with a proven product or service",
        "Owners who are hands-on and committed for the long term",
        "Companies ready to grow but short on marketing budget",
        "Startups with early customers and a clear plan",
        "Established trades moving from word of mouth to online leads",
        "Founders who want a technology partner, not just a vendor",
      ],
    },
    {
      type: "cards",
      id: "what-we-look-for",
      eyebrow: "Our criteria",
      title: "What we look for",
      columns: 4,
      items: [
        { icon: "Target", title: "Clear market demand", description: "People already search for and pay for what you offer." },
        { icon: "ChartLine", title: "Room to grow", description: "A realistic path to doubling revenue with better online reach." },
        { icon: "UserCheck", title: "Committed owners", description: "A founder or team who answers customers and follows through." },
        { icon: "Scale", title: "Sound fundamentals", description: "Honest books, healthy margins and no legal clouds over the business." },
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
      title: "Apply for a partnership deal",
      description: `Tell us about your business. A partner will reply ${site.responseTime} to set up a no-obligation conversation.`,
      ctas: [
        { label: "Apply Now", href: inquiryHref("equity-partnership") },
        { label: "See the Equity Partnership Program", href: "/equity-partnership" },
      ],
    },
  ],
} satisfies PageContent;
