import type { ServiceCard } from "./types";

/** The ten service cards shown on / and /services (spec: exactly 10). */
export const services = [
  {
    slug: "strategic-consulting",
    icon: "Briefcase",
    title: "Strategic Management Consulting",
    description:
      "A clear technology plan tied to your revenue goals: what to build, what to buy, what to stop paying for, and in what order.",
    features: ["Technology roadmaps", "Process and workflow audits", "Vendor and software selection", "Quarterly growth reviews"],
    color: "from-slate-700 to-slate-900",
    link: "/contact?service=strategic-consulting#inquiry",
  },
  {
    slug: "web-design",
    icon: "Layout",
    title: "Web Design & Development",
    description:
      "Fast, mobile-first websites built to turn visitors into calls, bookings and sales, with content you can edit yourself.",
    features: ["Custom responsive design", "Conversion-focused layouts", "Easy content editing", "Built-in SEO foundations"],
    color: "from-brand-600 to-brand-800",
    link: "/services/web-design",
  },
  {
    slug: "software-development",
    icon: "Code",
    title: "Custom Software Development",
    description:
      "Web apps, portals and integrations that remove the spreadsheets and double entry slowing your team down.",
    features: ["Client and staff portals", "API integrations", "Workflow automation", "Mobile-ready web apps"],
    color: "from-indigo-600 to-indigo-800",
    link: "/services/software-development",
  },
  {
    slug: "headless-commerce",
    icon: "ShoppingCart",
    title: "Headless Commerce & CMS",
    description:
      "Storefronts that load in a blink and scale with your catalog, with the commerce engine and content tools decoupled.",
    features: ["Shopify Plus and open platforms", "Headless CMS setup", "Payment and shipping integrations", "Multi-channel selling"],
    color: "from-emerald-600 to-emerald-800",
    link: "/services/headless-commerce",
  },
  {
    slug: "ui-ux-design",
    icon: "Palette",
    title: "UI/UX Design",
    description:
      "Research-led interfaces people understand on the first try, tested with real users before a line of code ships.",
    features: ["User research and personas", "Wireframes and prototypes", "Usability testing", "Design systems"],
    color: "from-fuchsia-600 to-fuchsia-800",
    link: "/services/ui-ux-design",
  },
  {
    slug: "hosting-maintenance",
    icon: "Server",
    title: "Hosting & Maintenance",
    description:
      "Managed hosting with 99.9% uptime, daily backups, security patches and a team that answers when something breaks.",
    features: ["99.9% uptime monitoring", "Daily automated backups", "Security updates and SSL", "Content updates on request"],
    color: "from-sky-600 to-sky-800",
    link: "/services/hosting-maintenance",
  },
  {
    slug: "paid-advertising",
    icon: "Megaphone",
    title: "Paid Advertising",
    description:
      "Google, Meta and LinkedIn campaigns managed against cost per lead, not vanity clicks, with reporting you can read.",
    features: ["Google Ads management", "Meta and LinkedIn campaigns", "Landing page testing", "Monthly ROI reporting"],
    color: "from-orange-600 to-orange-800",
    link: "/services/paid-advertising",
  },
  {
    slug: "seo",
    icon: "Search",
    title: "Search Engine Optimization",
    description:
      "Local and organic SEO that puts your business in front of Atlanta customers already searching for what you sell.",
    features: ["Local map pack optimization", "Technical SEO fixes", "Content and blog strategy", "Rank and traffic reporting"],
    color: "from-teal-600 to-teal-800",
    link: "/services/seo",
  },
  {
    slug: "performance-analysis",
    icon: "Gauge",
    title: "Website Performance Analysis",
    description:
      "A measured audit of speed, Core Web Vitals, accessibility and conversion leaks, with a prioritized fix list.",
    features: ["Core Web Vitals audit", "Speed optimization plan", "Accessibility review", "Conversion funnel analysis"],
    color: "from-rose-600 to-rose-800",
    link: "/services/performance-analysis",
  },
  {
    slug: "website-leasing",
    icon: "KeyRound",
    title: "Website Leasing",
    description:
      "A professional website for a flat monthly fee from $299, with hosting, updates and support included and no large upfront bill.",
    features: ["Live in 48–72 hours", "Hosting and SSL included", "Unlimited small edits", "Cancel with 30 days notice"],
    color: "from-amber-600 to-amber-800",
    link: "/website-leasing",
  },
] as const satisfies readonly ServiceCard[];
