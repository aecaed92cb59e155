import type { PageContent } from "../blocks";
import { claimNotes, claims, site } from "../site";
import { inquiryHref } from "../inquiry";

/** /portfolio (noindex): stats, the gated case studies with their category filter, public success stories. */
export const page = {
  seo: {
    title: "Portfolio: Websites, Software & Marketing Case Studies",
    description:
      "Case studies from Gateway Tech Enterprises: websites, custom software, headless commerce, SEO and UI/UX design for Atlanta businesses, with the results they delivered.",
    path: "/portfolio",
    keywords: ["Atlanta web design portfolio", "custom software case studies", "headless commerce examples", "local SEO results", "UI/UX design portfolio"],
  },
  blocks: [
    {
      type: "hero",
      eyebrow: "Our work",
      title: "Projects that pay",
      highlight: "for themselves",
      description:
        "Towing companies, law firms, dental practices, shops and salvage yards across metro Atlanta. Every project here started with a free consultation and ended with numbers the owner could see.",
      ctas: [
        { label: "Start Your Project", href: inquiryHref(), icon: "ArrowRight" },
        { label: "View Services", href: "/services", variant: "outlineLight" },
      ],
    },
    {
      type: "stats",
      id: "stats",
      eyebrow: "By the numbers",
      title: "Five years of building for Atlanta",
      tone: "white",
      items: [
        { value: claims.projects, label: "Projects delivered", description: "Websites, apps, stores and campaigns" },
        { value: claims.satisfaction, label: "Client satisfaction", description: claimNotes.satisfaction },
        { value: claims.years, label: "Years in business", description: `Serving Atlanta since ${site.foundingYear}` },
        { value: claims.uptime, label: "Uptime", description: "Across the sites we host" },
      ],
    },
    {
      type: "gated",
      id: "projects",
      eyebrow: "Case studies",
      title: "Selected projects",
      description: "Web design, custom software, headless commerce, SEO & marketing and UI/UX design: filter the case studies by the kind of work you need.",
      area: "portfolio-projects",
      tone: "muted",
    },
    {
      type: "cards",
      id: "success-stories",
      eyebrow: "Success stories",
      title: "What changed for our clients",
      description: "The results owners tell their friends about, measured in their own reports.",
      columns: 3,
      tone: "white",
      items: [
        {
          icon: "TrendingUp",
          title: `${claims.traffic} more organic traffic`,
          description:
            "A tire and repair shop in East Point went from invisible to the local map pack with a leased website, neighborhood pages and a review routine the front desk runs in a minute.",
        },
        {
          icon: "Phone",
          title: `${claims.leads} more calls from search`,
          description:
            "A Marietta towing company put the call button on every screen and built a page for each city it serves. Its phone rings more, at every hour of the night.",
        },
        {
          icon: "ShoppingCart",
          title: `${claims.growth} growth in online sales`,
          description:
            "A neighborhood specialty food shop moved to a headless storefront that stayed up through the holiday rush and stopped selling the same jar twice.",
        },
      ],
    },
    {
      type: "cta",
      title: "Ready to be our next success story?",
      description: `Tell us what you want to change. We reply ${site.responseTime} with a plan and a fixed quote.`,
      ctas: [
        { label: "Start Your Project", href: inquiryHref() },
        { label: `Call ${site.phone.display}`, href: site.phone.href },
      ],
    },
  ],
} satisfies PageContent;
