import type { PageContent } from "../blocks";
import type { TagGroup } from "../types";
import { claims, site } from "../site";
import { inquiryHref } from "../inquiry";

/** The technology list of the websites page. */
const websiteTechnologies: readonly TagGroup[] = [
  { icon: "Layout", title: "Design & front end", tags: ["Figma", "Next.js", "React", "TypeScript", "Tailwind CSS"] },
  { icon: "FileText", title: "Content management", tags: ["WordPress", "Sanity", "Contentful", "Webflow"] },
  { icon: "ShoppingCart", title: "Commerce & payments", tags: ["Shopify", "WooCommerce", "Stripe", "Square"] },
  { icon: "Cloud", title: "Hosting & delivery", tags: ["Vercel", "AWS", "Cloudflare CDN", "Let's Encrypt SSL"] },
  { icon: "BarChart3", title: "Analytics & SEO", tags: ["Google Analytics 4", "Google Search Console", "Google Tag Manager", "Schema.org markup"] },
  { icon: "Workflow", title: "Forms & integrations", tags: ["HubSpot", "Mailchimp", "Calendly", "Zapier"] },
];

export const page = {
  seo: {
    title: "Websites Built to Convert: Mobile-First, Fast & Secure",
    description:
      "Mobile-first design, fast load times, security, SEO, brand design and conversion built into every website. Business sites, stores, landing pages and web apps for Atlanta businesses.",
    path: "/services/websites",
    keywords: ["mobile-first website design", "fast website", "secure website", "conversion-focused web design", "brand design", "business website Atlanta"],
  },
  blocks: [
    {
      type: "hero",
      art: "websites",
      eyebrow: "Websites",
      title: "A website is your best salesperson.",
      highlight: "Make it a great one.",
      description:
        "Every site we build is mobile-first, fast, secure, findable and designed to convert, whether it is a five-page brochure site or a full online store.",
      ctas: [
        { label: "Get a Free Quote", href: inquiryHref("web-design"), icon: "ArrowRight" },
        { label: "See Pricing", href: "/services/web-design", variant: "outlineLight" },
      ],
      stats: [
        { value: claims.projects, label: "Projects delivered" },
        { value: claims.satisfaction, label: "Client satisfaction" },
        { value: claims.uptime, label: "Hosting uptime" },
        { value: claims.support, label: "Monitoring" },
      ],
    },
    {
      type: "cards",
      id: "standards",
      eyebrow: "Built in, not bolted on",
      title: "Six things every website we build gets right",
      tone: "white",
      items: [
        {
          icon: "Smartphone",
          title: "Mobile-First Design",
          description: "Most of your visitors arrive on a phone. We design for thumbs and small screens first, then expand to tablet and desktop.",
          items: ["Tap-friendly buttons and menus", "Click-to-call and maps", "Readable without zooming"],
        },
        {
          icon: "Zap",
          title: "Speed",
          description: "Every second of waiting loses visitors. We build lean pages and serve them from a global network.",
          items: ["Optimized, responsive images", "Good Core Web Vitals scores", "CDN and smart caching"],
        },
        {
          icon: "ShieldCheck",
          title: "Security",
          description: "Your site and your customers' data are protected from launch day and kept that way.",
          items: ["SSL and security headers", "Spam-protected forms", "Updates and daily backups"],
        },
        {
          icon: "Search",
          title: "SEO",
          description: "Search engines understand your site from day one, so the right customers can find it.",
          items: ["Clean URLs and metadata", "Structured data and sitemap", "Local SEO foundations"],
        },
        {
          icon: "Palette",
          title: "Brand Design",
          description: "A look that is unmistakably yours, consistent from your logo to your last page.",
          items: ["Color and type system", "Custom icons and graphics", "Brand guide you can reuse"],
        },
        {
          icon: "MousePointerClick",
          title: "Conversion",
          description: "Design that guides visitors to call, book or buy, and analytics that show what works.",
          items: ["Clear calls to action", "Short, friendly forms", "Conversion tracking"],
        },
      ],
    },
    {
      type: "cards",
      id: "site-types",
      eyebrow: "Site types",
      title: "The right kind of site for your goal",
      tone: "muted",
      items: [
        {
          icon: "Building2",
          title: "Business Websites",
          description: "Service pages, reviews, quote forms and booking for local companies that live on calls and leads.",
        },
        {
          icon: "ShoppingCart",
          title: "E-commerce Stores",
          description: "Catalogs, secure checkout and shipping rules, with an admin your team can run day to day.",
        },
        {
          icon: "Target",
          title: "Landing Pages",
          description: "Single-purpose pages for ad campaigns and offers, designed and tested to convert paid traffic.",
        },
        { icon: "Camera", title: "Portfolio Websites", description: "Gallery-led sites for contractors, designers and studios that let the work sell itself." },
        {
          icon: "Newspaper",
          title: "Blogs & Content Sites",
          description: "Publishing sites with categories, search and newsletters that grow organic traffic month by month.",
        },
        {
          icon: "LayoutDashboard",
          title: "Web Applications",
          description: "Customer portals, booking systems and dashboards when your site needs to do real work.",
        },
      ],
      ctas: [{ label: "See Starting Prices", href: "/services/web-design", variant: "outline" }],
    },
    {
      type: "steps",
      id: "process",
      eyebrow: "Process",
      title: "How your website comes together",
      tone: "white",
      steps: [
        { number: "01", title: "Discover", description: "A free consultation to understand your customers, competitors and goals, followed by a fixed quote." },
        { number: "02", title: "Design", description: "Page layouts and visual design for phone and desktop, refined with you until it feels right." },
        { number: "03", title: "Build", description: "Development, copy, forms, analytics and SEO set up, then tested on real phones and browsers." },
        {
          number: "04",
          title: "Launch & Grow",
          description: "We go live, monitor the site around the clock and report on visits, calls and leads every month.",
        },
      ],
    },
    {
      type: "tagGroups",
      id: "technology",
      eyebrow: "Technology",
      title: "The tools behind our websites",
      description: "Reliable, widely supported technology, so your site is easy to maintain and never locked to one vendor.",
      tone: "muted",
      groups: websiteTechnologies,
    },
    {
      type: "cta",
      title: "Let's build a website that brings in business",
      description: `Tell us about your business and goals. You will get a written plan and a fixed quote, and a reply ${site.responseTime}.`,
      ctas: [
        { label: "Get a Free Quote", href: inquiryHref("web-design") },
        { label: "View All Services", href: "/services" },
      ],
    },
  ],
} satisfies PageContent;
