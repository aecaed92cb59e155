import type { PageContent } from "../blocks";
import { callCta, consultationCta, servedCities, siblingLinks } from "../atlanta";
import { claimNotes, claims, site } from "../site";
import { inquiryHref } from "../inquiry";

const path = "/seo-atlanta";

export const page = {
  seo: {
    title: "SEO Services in Atlanta, GA",
    description:
      "Atlanta SEO that puts your business in Google's map pack and top results: local SEO, content, technical fixes and link building. Plans from $1,200/month.",
    path,
    keywords: ["SEO Atlanta", "Atlanta SEO company", "local SEO Atlanta GA", "Google Maps ranking Atlanta", "search engine optimization Atlanta"],
  },
  blocks: [
    {
      type: "hero",
      art: "seo",
      eyebrow: "Atlanta SEO company",
      title: "SEO in Atlanta",
      highlight: "that gets you found first",
      description:
        "When someone in Sandy Springs searches for what you sell, you should be the first business they see. We fix the technical issues, write the content and earn the local signals that move you up in Google and Google Maps.",
      ctas: [callCta, { ...consultationCta, label: "Get a Free SEO Audit" }],
      note: "Free audit of your rankings, Google Business Profile and top competitors.",
    },
    {
      type: "cards",
      id: "benefits",
      eyebrow: "Why invest in SEO",
      title: "Search traffic that keeps paying off",
      description: "Ads stop the day you stop paying. Good rankings keep bringing in customers month after month.",
      items: [
        {
          icon: "MapPin",
          title: "Win the map pack",
          description: "We optimize your Google Business Profile, reviews and local citations so you appear in the top three map results near your customers.",
        },
        {
          icon: "Search",
          title: "Rank for buying searches",
          description: "We target the searches people make when they are ready to hire or buy, not just the ones with big numbers.",
        },
        {
          icon: "Cog",
          title: "Technical fixes done for you",
          description: "Speed, mobile usability, crawl errors, structured data and site architecture, fixed by our developers rather than listed in a report.",
        },
        {
          icon: "PenTool",
          title: "Content that answers customers",
          description: "Blog posts and service pages written by people who research your trade and your Atlanta neighborhoods.",
        },
        {
          icon: "Network",
          title: "Local links and citations",
          description: "Listings on the directories that matter and links from Atlanta organizations, built by hand with no spam networks.",
        },
        {
          icon: "ChartLine",
          title: "Transparent tracking",
          description: "Monthly rankings, traffic, calls and form leads, so you see exactly what search brings in.",
        },
      ],
    },
    {
      type: "stats",
      id: "results",
      eyebrow: "Results",
      title: "What SEO has done for our clients",
      items: [
        { value: claims.traffic, label: "Organic traffic growth", description: "Best-performing client campaigns" },
        { value: claims.leads, label: "More leads from search", description: "Calls and forms tracked" },
        { value: claims.growth, label: "Growth in online bookings", description: "Service businesses we rank" },
        { value: claims.satisfaction, label: "Client satisfaction", description: claimNotes.satisfaction },
      ],
    },
    {
      type: "pricing",
      id: "packages",
      eyebrow: "SEO packages",
      title: "SEO plans for Atlanta businesses",
      description: "Monthly plans with no setup fee. Each one starts with a full technical and local audit.",
      plans: [
        {
          name: "Local SEO Starter",
          price: "$1,200",
          period: "/month",
          description: "For a single-location business that wants to own its neighborhood.",
          features: [
            "Google Business Profile optimization",
            "Up to 15 target keywords",
            "2 blog posts a month",
            "Citation cleanup on 40 directories",
            "Review request strategy",
            "Monthly ranking and traffic report",
          ],
          cta: { label: "Get Started", href: inquiryHref("seo") },
        },
        {
          name: "Advanced SEO",
          price: "$2,500",
          period: "/month",
          description: "For competitive trades and businesses serving several cities.",
          features: [
            "Everything in Local SEO Starter",
            "Up to 40 target keywords",
            "4 blog posts a month",
            "City and service landing pages",
            "Technical SEO fixes by our developers",
            "Local link building",
          ],
          popular: true,
          cta: { label: "Get Started", href: inquiryHref("seo") },
        },
        {
          name: "Enterprise SEO",
          price: "Custom",
          description: "For multi-location brands, e-commerce stores and national reach.",
          features: [
            "Everything in Advanced SEO",
            "Unlimited target keywords",
            "8+ blog posts a month",
            "Multi-location and e-commerce SEO",
            "Digital PR and outreach",
            "Dedicated SEO strategist",
          ],
          cta: { label: "Request a Quote", href: inquiryHref("seo") },
        },
      ],
    },
    {
      type: "cities",
      id: "communities",
      eyebrow: "Local SEO",
      title: "Atlanta communities we help you rank in",
      description: "Service-area pages and local signals for the places your customers search from.",
      cities: servedCities,
    },
    {
      type: "contact",
      id: "contact",
      eyebrow: "Get in touch",
      title: "Ask an Atlanta SEO specialist",
      description: `Tell us your website and your top competitor. We will reply ${site.responseTime} with what is holding you back.`,
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
      title: "Find out where you rank today",
      description: "Get a free SEO audit: your rankings, your Google Business Profile and the three fixes that would move you up fastest.",
      ctas: [
        { label: "Get a Free SEO Audit", href: inquiryHref("seo") },
        { label: `Call ${site.phone.display}`, href: site.phone.href },
      ],
    },
  ],
} satisfies PageContent;
