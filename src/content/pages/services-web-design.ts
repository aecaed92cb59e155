import type { PageContent } from "../blocks";
import type { Plan } from "../types";
import { claims, site } from "../site";
import { inquiryHref } from "../inquiry";

/** The priced web design services (spec §9 starting prices), each with Get Started to the inquiry with its plan chosen. */
const webDesignPrices: readonly Plan[] = [
  {
    name: "Business Website",
    price: "From $3,500",
    description: "A custom site for a service business that needs calls, quotes and bookings.",
    features: ["Up to 10 custom-designed pages", "Contact, quote and booking forms", "Google Business Profile setup", "On-page SEO and analytics"],
    cta: { label: "Get Started", href: inquiryHref("web-design", "business-website") },
  },
  {
    name: "E-commerce Store",
    price: "From $8,000",
    description: "An online store that is quick to browse, easy to check out and simple to manage.",
    features: ["Product catalog and filters", "Secure checkout and payments", "Shipping and tax rules", "Inventory and order e-mails"],
    cta: { label: "Get Started", href: inquiryHref("web-design", "e-commerce-store") },
  },
  {
    name: "Landing Page",
    price: "From $1,500",
    description: "One focused page for a campaign, an offer or a new service, built to convert ad traffic.",
    features: ["Conversion-focused layout", "Lead form with CRM hand-off", "A/B test ready", "Ready for your ad campaigns"],
    cta: { label: "Get Started", href: inquiryHref("web-design", "landing-page") },
  },
  {
    name: "Web Application",
    price: "Custom quote",
    description: "Portals, dashboards and booking systems scoped around your workflow.",
    features: ["User accounts and roles", "Database and API design", "Third-party integrations", "Scoped and priced after discovery"],
    cta: { label: "Get Started", href: inquiryHref("web-design", "web-application") },
  },
  {
    name: "Portfolio Website",
    price: "From $2,500",
    description: "A gallery-led site for contractors, designers, photographers and creative studios.",
    features: ["Project galleries and case studies", "Fast, optimized images", "Inquiry form", "Easy self-service updates"],
    cta: { label: "Get Started", href: inquiryHref("web-design", "portfolio-website") },
  },
  {
    name: "Blog & Content Site",
    price: "From $3,000",
    description: "A publishing site with categories, search and newsletter sign-up that ranks and grows.",
    features: ["Editor-friendly CMS", "Categories, tags and search", "Newsletter integration", "SEO-ready article templates"],
    cta: { label: "Get Started", href: inquiryHref("web-design", "blog-content-site") },
  },
];

export const page = {
  seo: {
    title: "Web Design & Development in Atlanta: Sites from $1,500",
    description:
      "Custom, mobile-first websites that load fast and turn visitors into customers. Business sites from $3,500, stores from $8,000, landing pages from $1,500. Free consultation.",
    path: "/services/web-design",
    keywords: [
      "web design Atlanta",
      "website development",
      "custom website design",
      "e-commerce website design",
      "landing page design",
      "small business website cost",
    ],
  },
  blocks: [
    {
      type: "hero",
      art: "web-design",
      eyebrow: "Web Design & Development",
      title: "Websites that work",
      highlight: "as hard as you do",
      description:
        "Custom, mobile-first websites designed around how your customers buy: fast to load, easy to use, simple to update, and built to turn visits into calls, bookings and sales.",
      ctas: [
        { label: "Start Your Project", href: inquiryHref("web-design"), icon: "ArrowRight" },
        { label: "View Portfolio", href: "/portfolio", variant: "outlineLight" },
      ],
      stats: [
        { value: claims.projects, label: "Projects delivered" },
        { value: claims.satisfaction, label: "Client satisfaction" },
        { value: claims.uptime, label: "Hosting uptime" },
        { value: claims.support, label: "Support" },
      ],
    },
    {
      type: "cards",
      id: "reasons",
      eyebrow: "Why Gateway Tech",
      title: "Why businesses choose us for their website",
      tone: "white",
      items: [
        {
          icon: "Smartphone",
          title: "Mobile-first by default",
          description: "Most local searches happen on a phone. We design for the small screen first, then scale up.",
        },
        {
          icon: "Zap",
          title: "Fast on every connection",
          description: "Optimized images, lean code and modern hosting keep pages quick, which both visitors and Google reward.",
        },
        {
          icon: "MousePointerClick",
          title: "Built to convert",
          description: "Clear calls to action, click-to-call and short forms, placed where your customers expect them.",
        },
        {
          icon: "Search",
          title: "SEO foundations included",
          description: "Clean structure, metadata, structured data and a sitemap from day one, not bolted on later.",
        },
        { icon: "PenTool", title: "Easy to update", description: "Change prices, photos and hours yourself in a simple editor, or send the change to us." },
        {
          icon: "Accessibility",
          title: "Accessible to everyone",
          description: "We build to WCAG 2.1 AA so every customer can use your site, including with a keyboard or screen reader.",
        },
      ],
    },
    {
      type: "pricing",
      id: "pricing",
      eyebrow: "Services & starting prices",
      title: "Web design services with clear starting prices",
      description: "Every project gets a fixed quote after a free consultation. These are the prices most projects start from.",
      tone: "muted",
      plans: webDesignPrices,
      note: "Prices are one-time project fees. Hosting and maintenance plans start at $99/month.",
    },
    {
      type: "cta",
      title: "Need something different?",
      description: "Multi-location sites, memberships, integrations with your CRM or booking system: tell us what you need and we will send a fixed quote.",
      ctas: [{ label: "Request Custom Quote", href: inquiryHref("web-design") }],
    },
    {
      type: "steps",
      id: "process",
      eyebrow: "Our process",
      title: "From first call to launch in four steps",
      tone: "white",
      steps: [
        { number: "01", title: "Discovery", description: "We learn your business, customers and competitors, and agree on goals, pages and a fixed quote." },
        { number: "02", title: "Design", description: "Wireframes, then full designs for phone and desktop. You review and request changes before any code." },
        { number: "03", title: "Development", description: "We build, write or polish the copy, connect forms and analytics, and test on real devices." },
        {
          number: "04",
          title: "Launch & Support",
          description: "We go live, submit your sitemap to Google, train your team and stay on for updates and support.",
        },
      ],
    },
    {
      type: "tagGroups",
      id: "technologies",
      eyebrow: "Technologies",
      title: "Modern tools, chosen for your project",
      description: "We pick the stack that fits your budget and your team, not the one we happen to like best.",
      tone: "muted",
      columns: 4,
      groups: [
        { icon: "Code", title: "Front end", tags: ["Next.js", "React", "TypeScript", "Tailwind CSS"] },
        { icon: "FileText", title: "Content management", tags: ["WordPress", "Sanity", "Contentful", "Webflow"] },
        { icon: "ShoppingCart", title: "E-commerce", tags: ["Shopify", "WooCommerce", "BigCommerce", "Stripe"] },
        { icon: "Cloud", title: "Hosting & analytics", tags: ["Vercel", "AWS", "Cloudflare", "Google Analytics 4"] },
      ],
    },
    {
      type: "cta",
      title: "Ready for a website that brings in business?",
      description: `Book a free consultation and get a written plan and fixed quote ${site.responseTime} of our call.`,
      ctas: [
        { label: "Get Free Consultation", href: inquiryHref("web-design") },
        { label: "View All Services", href: "/services" },
      ],
    },
  ],
} satisfies PageContent;
