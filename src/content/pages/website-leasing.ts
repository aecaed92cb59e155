import type { PageContent } from "../blocks";
import { claims, site } from "../site";
import { inquiryHref } from "../inquiry";

export const page = {
  seo: {
    title: "Website Leasing: A Professional Website from $299/month",
    description:
      "Lease a professional website for one monthly fee: design, hosting, updates and support included. Live in 48–72 hours, cancel with 30 days notice. Plans from $299/month.",
    path: "/website-leasing",
    keywords: ["website leasing", "lease a website Atlanta", "website rental", "monthly website plan", "small business website subscription"],
  },
  blocks: [
    {
      type: "hero",
      art: "leasing",
      eyebrow: "Website leasing",
      title: "A professional website",
      highlight: "for one monthly fee",
      description:
        "No $10,000 invoice before you see results. Lease a custom-designed website with hosting, security, updates and support included, live in 48–72 hours and yours to cancel with 30 days notice.",
      ctas: [
        { label: "See Plans & Pricing", href: "#pricing", icon: "ArrowRight" },
        { label: "Get Started", href: inquiryHref("website-leasing"), variant: "outlineLight" },
      ],
      stats: [
        { value: "$299", label: "Plans from, per month" },
        { value: "48–72h", label: "From sign-up to live" },
        { value: claims.uptime, label: "Uptime" },
        { value: claims.support, label: "Monitoring" },
      ],
    },
    {
      type: "cards",
      id: "benefits",
      eyebrow: "Why lease",
      title: "Everything a website needs, in one payment",
      items: [
        {
          icon: "Wallet",
          title: "Low upfront cost",
          description: "Start with the first month's fee instead of a large design invoice. Keep your capital working in the business.",
        },
        {
          icon: "Timer",
          title: "Live in 48–72 hours",
          description: "We start from a proven layout for your industry and add your brand, photos and copy. Most sites go live within three days.",
        },
        {
          icon: "Server",
          title: "Hosting included",
          description: `Fast, secure hosting with SSL, daily backups and ${claims.uptime} uptime. No separate hosting bill.`,
        },
        {
          icon: "RefreshCw",
          title: "Updates included",
          description: "Send us new prices, photos or opening hours and we make the change, usually the same business day.",
        },
        {
          icon: "ShieldCheck",
          title: "Security and upkeep",
          description: `Software updates, malware scans and ${claims.support} monitoring handled by our team.`,
        },
        { icon: "Calendar", title: "No long contract", description: "Month-to-month after launch. Cancel any time with 30 days notice." },
      ],
    },
    {
      type: "pricing",
      id: "pricing",
      eyebrow: "Plans & pricing",
      title: "Website leasing plans",
      description: "One monthly price covers design, hosting, updates and support. No setup fee.",
      plans: [
        {
          name: "Starter",
          price: "$299",
          period: "/month",
          description: "A polished online presence for a small local business.",
          features: [
            "Up to 5 pages",
            "Mobile-first custom design",
            "Hosting, SSL and daily backups",
            "Contact form and click-to-call",
            "Basic on-page SEO",
            "Monthly content updates",
          ],
          cta: { label: "Get Started", href: inquiryHref("website-leasing", "starter") },
        },
        {
          name: "Professional",
          price: "$499",
          period: "/month",
          description: "For growing businesses that sell, book or capture leads online.",
          features: [
            "Up to 10 pages",
            "E-commerce for up to 50 products",
            "Online booking or quote forms",
            "Google Business Profile setup",
            "Local SEO and analytics",
            "Priority updates and support",
          ],
          popular: true,
          cta: { label: "Get Started", href: inquiryHref("website-leasing", "professional") },
        },
        {
          name: "Enterprise",
          price: "$799",
          period: "/month",
          description: "For established companies that need more pages, features and integrations.",
          features: [
            "Unlimited pages",
            "Full e-commerce store",
            "CRM and third-party integrations",
            "Advanced SEO and conversion tracking",
            "Multi-location support",
            "Dedicated account manager",
          ],
          cta: { label: "Get Started", href: inquiryHref("website-leasing", "enterprise") },
        },
      ],
      note: "Every plan is live in 48–72 hours and can be canceled with 30 days notice.",
    },
    {
      type: "cards",
      id: "industries",
      eyebrow: "Industries",
      title: "Leased websites for every kind of local business",
      columns: 4,
      items: [
        { icon: "Truck", title: "Towing & Roadside", description: "24/7 click-to-call and service-area pages." },
        { icon: "Car", title: "Auto Dealers", description: "Inventory listings and financing forms." },
        { icon: "Wrench", title: "Repair & Tire Shops", description: "Service menus and online booking." },
        { icon: "Home", title: "Home Services", description: "Quote requests and before-and-after galleries." },
        { icon: "Utensils", title: "Restaurants", description: "Menus, hours and ordering links." },
        { icon: "Stethoscope", title: "Healthcare", description: "Accessible practice sites with appointment requests." },
        { icon: "Scale", title: "Professional Services", description: "Credible sites for law, tax and consulting." },
        { icon: "Scissors", title: "Salons & Beauty", description: "Service lists, pricing and booking." },
      ],
    },
    {
      type: "steps",
      id: "process",
      eyebrow: "How it works",
      title: "Live in four simple steps",
      steps: [
        { number: "01", title: "Choose a plan", description: "Pick Starter, Professional or Enterprise and tell us about your business in a short call." },
        { number: "02", title: "Send your content", description: "Share your logo, photos and services. No copy yet? Our writers draft it for you." },
        { number: "03", title: "Review the design", description: "We build your site on a preview link and make your changes until you are happy." },
        { number: "04", title: "Go live", description: "We connect your domain and launch, 48–72 hours after we have your content." },
      ],
    },
    {
      type: "faq",
      id: "faq",
      eyebrow: "FAQ",
      title: "Website leasing questions",
      items: [
        {
          question: "What happens if I cancel?",
          answer:
            "Give us 30 days notice and the lease ends at the close of that period. Your domain name is always yours, and we can export your content and images for you to take elsewhere.",
        },
        {
          question: "How fast can my website go live?",
          answer:
            "48–72 hours after we receive your logo, photos and service details. Larger Enterprise sites with integrations are scheduled on your kickoff call.",
        },
        {
          question: "Are there setup fees or hidden costs?",
          answer:
            "No setup fee. The monthly price covers design, hosting, SSL, backups, updates and support. Optional extras such as paid ad management are quoted separately before any work starts.",
        },
        {
          question: "Can I change plans later?",
          answer:
            "Yes. Upgrade any time and the new features are added within a few business days. Downgrades take effect at the start of your next billing month.",
        },
        {
          question: "Who owns the website?",
          answer:
            "You own your domain, your content and your customer data. The design and code are licensed to you while the lease is active; if you would rather own the site outright, we will quote a buy-out.",
        },
      ],
    },
    {
      type: "cta",
      title: "Get your business online this week",
      description: `Tell us about your business and we will recommend a plan ${site.responseTime}. Want to see our work first? Browse the portfolio.`,
      ctas: [
        { label: "Start Your Lease", href: inquiryHref("website-leasing") },
        { label: "View Portfolio", href: "/portfolio" },
      ],
    },
  ],
} satisfies PageContent;
