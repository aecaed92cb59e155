import type { PageContent } from "../blocks";
import { site } from "../site";
import { inquiryHref } from "../inquiry";

/** The twelve metrics a performance analysis measures. */
const performanceMetrics: readonly string[] = [
  "Largest Contentful Paint (LCP)",
  "Interaction to Next Paint (INP)",
  "Cumulative Layout Shift (CLS)",
  "Time to First Byte (TTFB)",
  "First Contentful Paint (FCP)",
  "Total Blocking Time (TBT)",
  "Page weight and request count",
  "Image and font optimization",
  "Mobile usability",
  "Accessibility (WCAG 2.1 AA)",
  "Security headers and HTTPS",
  "Conversion rate by page and device",
];

export const page = {
  seo: {
    title: "Website Performance Analysis & Core Web Vitals Audit",
    description:
      "A measured audit of your site's speed, Core Web Vitals, accessibility, security and conversion leaks, with a prioritized fix list. Twelve metrics, six services. Get a free audit.",
    path: "/services/performance-analysis",
    keywords: [
      "website performance audit",
      "Core Web Vitals audit",
      "page speed optimization",
      "website speed test Atlanta",
      "conversion rate optimization",
      "accessibility audit",
    ],
  },
  blocks: [
    {
      type: "hero",
      art: "performance",
      eyebrow: "Website Performance Analysis",
      title: "Find out what is slowing",
      highlight: "your website down",
      description:
        "Slow pages, layout jumps and broken forms quietly cost you customers. We measure your site the way Google and your visitors experience it, then hand you a clear, prioritized list of fixes.",
      ctas: [{ label: "Get Performance Audit", href: inquiryHref("performance-analysis"), icon: "ArrowRight" }],
    },
    {
      type: "cards",
      id: "services",
      eyebrow: "What we analyze",
      title: "Performance analysis services",
      tone: "white",
      items: [
        {
          icon: "Gauge",
          title: "Core Web Vitals Audit",
          description: "Field and lab data for loading, interactivity and visual stability on real mobile devices.",
        },
        {
          icon: "Zap",
          title: "Speed Optimization Plan",
          description: "Image, script, font and hosting fixes ranked by impact and effort, with estimated gains.",
        },
        {
          icon: "Accessibility",
          title: "Accessibility Review",
          description: "Automated and manual checks against WCAG 2.1 AA, including keyboard and screen reader tests.",
        },
        {
          icon: "ShieldCheck",
          title: "Security Check",
          description: "HTTPS, security headers, outdated software and exposed admin pages found before attackers do.",
        },
        {
          icon: "Search",
          title: "SEO Health Check",
          description: "Indexing, metadata, structured data and broken links that keep pages out of search results.",
        },
        {
          icon: "ChartLine",
          title: "Conversion Funnel Analysis",
          description: "Where visitors drop off between landing and buying, by page and device, and why.",
        },
      ],
    },
    {
      type: "checklist",
      id: "metrics",
      eyebrow: "Metrics",
      title: "Twelve metrics we measure",
      tone: "muted",
      items: performanceMetrics,
    },
    {
      type: "steps",
      id: "process",
      eyebrow: "How it works",
      title: "From audit to faster site",
      tone: "white",
      steps: [
        { number: "01", title: "Measure", description: "We test your key pages on real devices and collect field data from your visitors." },
        { number: "02", title: "Diagnose", description: "Every issue is traced to its cause: a heavy image, a slow plugin, a third-party script." },
        { number: "03", title: "Prioritize", description: "A written report ranks the fixes by business impact, with effort and owner for each." },
        { number: "04", title: "Fix & verify", description: "Your team applies the fixes, or we do, and we re-measure to confirm the improvement." },
      ],
    },
    {
      type: "cta",
      title: "How fast is your website, really?",
      description: `Send us your address and we will run a free performance audit and walk you through the results. We reply ${site.responseTime}.`,
      ctas: [{ label: "Get Free Audit", href: inquiryHref("performance-analysis") }],
    },
  ],
} satisfies PageContent;
