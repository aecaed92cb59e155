import type { PageContent } from "../blocks";
import type { Feature } from "../types";
import type { TagGroup } from "../types";
import { site } from "../site";
import { inquiryHref } from "../inquiry";

/** The four platform options (spec §2: enterprise shop platform, open SaaS platform, API-first commerce platform, custom build). */
const platformOptions: readonly Feature[] = [
  {
    icon: "Building2",
    title: "Shopify Plus",
    description: "The enterprise shop platform for high-volume brands that want proven checkout and 99.99% uptime without running servers.",
    items: [
      "99.99% uptime through peak sales",
      "Checkout extensibility and Shopify Functions",
      "Storefront API for a headless front end",
      "B2B and wholesale built in",
    ],
  },
  {
    icon: "Boxes",
    title: "BigCommerce",
    description: "An open SaaS platform with no transaction fees and flexible APIs, strong for large catalogs and B2B selling.",
    items: ["No platform transaction fees", "Multi-storefront from one back office", "Complex catalogs and price lists", "Open APIs and webhooks"],
  },
  {
    icon: "Network",
    title: "commercetools",
    description: "An API-first commerce platform for brands with complex products, many regions or unusual buying journeys.",
    items: ["Composable, API-first architecture", "Multi-region, multi-currency pricing", "Custom product and order models", "Scales with enterprise traffic"],
  },
  {
    icon: "Code",
    title: "Custom Build",
    description: "A commerce engine built for you when your business model does not fit any platform: rentals, quotes, subscriptions or marketplaces.",
    items: ["Your rules for pricing and checkout", "No per-order platform fees", "Full ownership of code and data", "Integrates with your existing systems"],
  },
];

/** The sixteen integrations, by kind (payments, e-mail, SMS, shipping, analytics). */
const integrations: readonly TagGroup[] = [
  { icon: "CreditCard", title: "Payments", tags: ["Stripe", "PayPal", "Apple Pay", "Klarna"] },
  { icon: "Mail", title: "E-mail", tags: ["Klaviyo", "Mailchimp", "SendGrid"] },
  { icon: "MessageSquare", title: "SMS", tags: ["Twilio", "Attentive", "Postscript"] },
  { icon: "Truck", title: "Shipping", tags: ["ShipStation", "UPS", "FedEx"] },
  { icon: "BarChart3", title: "Analytics", tags: ["Google Analytics 4", "Segment", "Hotjar"] },
];

const commerceFeatures: readonly string[] = [
  "Sub-second page loads from a global edge network",
  "Headless CMS for landing pages and stories",
  "Product search with filters and synonyms",
  "One-page, mobile-optimized checkout",
  "Subscriptions and recurring orders",
  "Multi-currency and multi-language storefronts",
  "Customer accounts, order history and reorders",
  "Reviews and user-generated content",
  "Promotions, bundles and discount codes",
  "Inventory sync across channels and locations",
  "Structured data and SEO-friendly product URLs",
  "WCAG 2.1 AA accessible storefront",
];

export const page = {
  seo: {
    title: "Headless Commerce & CMS Development",
    description:
      "Fast headless storefronts on Shopify Plus, BigCommerce, commercetools or a custom build, with a headless CMS and sixteen payment, e-mail, SMS, shipping and analytics integrations.",
    path: "/services/headless-commerce",
    keywords: ["headless commerce", "headless CMS", "Shopify Plus development", "BigCommerce agency", "commercetools", "e-commerce development Atlanta"],
  },
  blocks: [
    {
      type: "hero",
      art: "commerce",
      eyebrow: "Headless Commerce & CMS",
      title: "Storefronts that load fast",
      highlight: "and scale with you",
      description:
        "We separate your storefront from your commerce engine, so your shop loads in a blink, your marketing team edits pages without a developer, and you can add channels without replatforming.",
      ctas: [
        { label: "Start Your Project", href: inquiryHref("headless-commerce"), icon: "ArrowRight" },
        { label: "View Examples", href: "/portfolio", variant: "outlineLight" },
      ],
    },
    {
      type: "cards",
      id: "benefits",
      eyebrow: "Why headless",
      title: "What going headless does for your store",
      tone: "white",
      items: [
        {
          icon: "Zap",
          title: "Faster pages, more sales",
          description: "Pre-rendered pages served from the edge load quickly even on mobile data, which keeps shoppers in the funnel.",
        },
        {
          icon: "Paintbrush",
          title: "Design without limits",
          description: "Your brand is not boxed in by a theme. Every page, filter and checkout step can look and work the way you want.",
        },
        {
          icon: "PenTool",
          title: "Marketing moves faster",
          description: "A headless CMS lets your team build landing pages and campaigns without waiting for a developer.",
        },
        { icon: "Share2", title: "Sell everywhere", description: "One commerce engine feeds your website, apps, marketplaces, kiosks and social channels." },
        {
          icon: "TrendingUp",
          title: "Scales with demand",
          description: "Traffic spikes from a sale or a viral post are absorbed by the CDN instead of taking your store down.",
        },
        {
          icon: "Puzzle",
          title: "Swap parts, not platforms",
          description: "Replace your search, CMS or payment provider without rebuilding the entire store.",
        },
      ],
    },
    {
      type: "cards",
      id: "platforms",
      eyebrow: "Platform options",
      title: "The right engine for your business",
      description: "We are platform-neutral. We recommend the option that fits your catalog, volume and budget.",
      columns: 2,
      tone: "muted",
      items: platformOptions,
    },
    {
      type: "checklist",
      id: "features",
      eyebrow: "Features",
      title: "Twelve features every store we build includes",
      tone: "white",
      items: commerceFeatures,
    },
    {
      type: "tagGroups",
      id: "integrations",
      eyebrow: "Integrations",
      title: "Connected to the tools you already use",
      description: "Sixteen integrations we set up most often, from payments to analytics. Need another? We build custom connectors too.",
      tone: "muted",
      groups: integrations,
    },
    {
      type: "cta",
      title: "Thinking about going headless?",
      description: `Book a free consultation. We will review your current store and tell you honestly whether headless is worth it for you. We reply ${site.responseTime}.`,
      ctas: [
        { label: "Get Free Consultation", href: inquiryHref("headless-commerce") },
        { label: "View All Services", href: "/services" },
      ],
    },
  ],
} satisfies PageContent;
