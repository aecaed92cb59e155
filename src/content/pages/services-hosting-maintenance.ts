import type { PageContent } from "../blocks";
import type { Plan } from "../types";
import { claims, site } from "../site";
import { inquiryHref } from "../inquiry";

/** The three hosting plans (spec §9), each with Choose Plan to the inquiry with its plan chosen. */
const hostingPlans: readonly Plan[] = [
  {
    name: "Basic",
    price: "$99",
    period: "/month",
    description: "For brochure sites and small businesses that want a safe, hands-off home for their website.",
    features: ["Shared hosting", "10GB storage", "Daily backups", "SSL certificate", "E-mail support", "Monthly reports"],
    cta: { label: "Choose Plan", href: inquiryHref("hosting-maintenance", "basic") },
  },
  {
    name: "Professional",
    price: "$249",
    period: "/month",
    description: "For busy sites, online stores and lead-generation sites where speed and recovery time matter.",
    features: ["VPS hosting", "50GB storage", "Hourly backups", "CDN", "Priority support", "Performance optimization"],
    cta: { label: "Choose Plan", href: inquiryHref("hosting-maintenance", "professional") },
  },
  {
    name: "Enterprise",
    price: "$599",
    period: "/month",
    description: "For business-critical applications that need dedicated capacity and a written service level.",
    features: ["Dedicated resources", "Unlimited storage", "Real-time backups", "Custom CDN", "24/7 phone support", "SLA"],
    cta: { label: "Choose Plan", href: inquiryHref("hosting-maintenance", "enterprise") },
  },
];

export const page = {
  seo: {
    title: "Managed Website Hosting & Maintenance from $99/month",
    description:
      "Managed hosting with 99.9% uptime, 24/7 monitoring, daily automated backups with 30-day retention, security updates and real support. Plans at $99, $249 and $599 a month.",
    path: "/services/hosting-maintenance",
    keywords: [
      "managed website hosting Atlanta",
      "website maintenance plans",
      "WordPress maintenance",
      "website backups",
      "website security monitoring",
      "VPS hosting",
    ],
  },
  blocks: [
    {
      type: "hero",
      art: "hosting",
      eyebrow: "Hosting & Maintenance",
      title: "Hosting that stays up,",
      highlight: "support that picks up",
      description: `Fast, secure managed hosting with ${claims.uptime} uptime, ${claims.support} monitoring and daily automated backups, plus a team that handles updates, fixes and content changes for you.`,
      ctas: [{ label: "Get Started", href: inquiryHref("hosting-maintenance"), icon: "ArrowRight" }],
      stats: [
        { value: claims.uptime, label: "Uptime" },
        { value: claims.support, label: "Monitoring" },
        { value: "30-day", label: "Backup retention" },
        { value: "$99", label: "Plans from, per month" },
      ],
    },
    {
      type: "cards",
      id: "features",
      eyebrow: "What's included",
      title: "Everything your website needs to stay healthy",
      tone: "white",
      items: [
        {
          icon: "Activity",
          title: `${claims.uptime} uptime`,
          description: `${claims.support} monitoring checks your site every minute, and our team is alerted before your customers notice.`,
        },
        {
          icon: "HardDrive",
          title: "Daily automated backups",
          description: "Every site is backed up automatically each day with 30-day retention, and we restore on request.",
        },
        {
          icon: "ShieldCheck",
          title: "Security updates",
          description: "Software, plugins and server patches applied promptly, with malware scanning and a web application firewall.",
        },
        { icon: "Lock", title: "SSL included", description: "Certificates issued, installed and renewed automatically, so the padlock never lapses." },
        {
          icon: "Gauge",
          title: "Speed tuning",
          description: "Caching, image optimization and database clean-ups that keep pages quick as your content grows.",
        },
        {
          icon: "Headphones",
          title: "Real human support",
          description: "Reach people who know your site, not a ticket queue. Small content edits are part of the service.",
        },
      ],
    },
    {
      type: "pricing",
      id: "plans",
      eyebrow: "Plans",
      title: "Hosting and maintenance plans",
      description: "Every plan includes daily automated backups with 30-day retention, SSL and monitoring. Month to month, no setup fee.",
      tone: "muted",
      plans: hostingPlans,
      note: `All plans include ${claims.uptime} uptime with ${claims.support} monitoring. Free migration from your current host.`,
    },
    {
      type: "cta",
      title: "Move your website to a team that looks after it",
      description: `We migrate your site for free and handle the DNS switch. Tell us where it is hosted today and we will reply ${site.responseTime}.`,
      ctas: [
        { label: "Talk to Our Team", href: inquiryHref("hosting-maintenance") },
        { label: "View All Services", href: "/services" },
      ],
    },
  ],
} satisfies PageContent;
