import type { PageContent } from "../blocks";
import { callCta, consultationCta, servedCities, siblingLinks } from "../atlanta";
import { claimNotes, claims, site } from "../site";
import { inquiryHref } from "../inquiry";

const path = "/digital-marketing-atlanta";

export const page = {
  seo: {
    title: "Digital Marketing Agency in Atlanta, GA",
    description:
      "Atlanta digital marketing that brings calls, leads and sales: SEO, paid ads, social and e-mail from a local team. Packages from $1,500/month. Free consultation.",
    path,
    keywords: [
      "digital marketing Atlanta",
      "Atlanta marketing agency",
      "online marketing Atlanta GA",
      "local SEO Atlanta",
      "PPC Atlanta",
      "social media marketing Atlanta",
    ],
  },
  blocks: [
    {
      type: "hero",
      art: "marketing",
      eyebrow: "Atlanta digital marketing agency",
      title: "Digital marketing in Atlanta",
      highlight: "that fills your calendar",
      description:
        "Search, ads, social and e-mail run as one plan by a team that knows the metro, from Buckhead boutiques to Marietta service trades. We report calls, leads and booked jobs every month, not vanity clicks.",
      ctas: [callCta, consultationCta],
      note: `Free 30-minute strategy call, ${site.hours.summary}.`,
    },
    {
      type: "cards",
      id: "benefits",
      eyebrow: "Why local businesses choose us",
      title: "Marketing built around Atlanta customers",
      description: "Six reasons owners across the metro hand us their marketing and keep it with us.",
      items: [
        {
          icon: "MapPin",
          title: "Local market knowledge",
          description: "We know how people search in Decatur versus Alpharetta, which neighborhoods drive traffic and when your busy season starts.",
        },
        {
          icon: "Target",
          title: "Leads, not likes",
          description: "Every campaign is tied to a phone call, a form or a sale, and tracked so you can see which dollar brought which customer.",
        },
        {
          icon: "Layers",
          title: "One team for every channel",
          description: "SEO, Google Ads, Meta ads, social and e-mail under one roof, so your message and budget stay consistent.",
        },
        {
          icon: "BarChart3",
          title: "Plain-English reporting",
          description: "A monthly report and call that answer three questions: what we did, what it brought in, and what we do next.",
        },
        {
          icon: "FileText",
          title: "No long-term lock-in",
          description: "Month-to-month agreements. We keep clients by getting results, not by contract.",
        },
        {
          icon: "Headphones",
          title: "A real person who answers",
          description: "A dedicated Atlanta strategist who knows your business and picks up the phone during business hours.",
        },
      ],
    },
    {
      type: "stats",
      id: "results",
      eyebrow: "Results",
      title: "What our marketing clients see",
      description: "Figures from the campaigns we run for Atlanta businesses.",
      items: [
        { value: claims.traffic, label: "Increase in website traffic", description: "Best-performing client campaigns" },
        { value: claims.leads, label: "More qualified leads", description: "Calls and forms from search and ads" },
        { value: claims.satisfaction, label: "Client satisfaction", description: claimNotes.satisfaction },
      ],
    },
    {
      type: "pricing",
      id: "packages",
      eyebrow: "Packages",
      title: "Digital marketing packages",
      description: "Clear monthly pricing. Ad spend is paid directly to the ad platforms, never marked up.",
      plans: [
        {
          name: "Starter",
          price: "$1,500",
          period: "/month",
          description: "For a local business that needs a steady flow of calls from Google.",
          features: [
            "Google Business Profile management",
            "Local SEO for up to 10 keywords",
            "Google Ads management (spend up to $2,000/month)",
            "2 social media posts a week",
            "Call and form tracking",
            "Monthly report and review call",
          ],
          cta: { label: "Get Started", href: inquiryHref() },
        },
        {
          name: "Growth",
          price: "$3,500",
          period: "/month",
          description: "For businesses ready to grow across search, social and e-mail.",
          features: [
            "Everything in Starter",
            "SEO for up to 30 keywords with 4 blog posts a month",
            "Google and Meta ads (spend up to $10,000/month)",
            "Monthly e-mail newsletter",
            "Landing page design and A/B testing",
            "Bi-weekly strategy calls",
          ],
          popular: true,
          cta: { label: "Get Started", href: inquiryHref() },
        },
        {
          name: "Enterprise",
          price: "Custom",
          description: "For multi-location brands and high-volume advertisers.",
          features: [
            "Everything in Growth",
            "Multi-location SEO and ad accounts",
            "LinkedIn, YouTube and display campaigns",
            "Marketing automation and CRM integration",
            "Custom dashboards",
            "Dedicated account team",
          ],
          cta: { label: "Request a Quote", href: inquiryHref() },
        },
      ],
      note: "Every package starts with a free audit of your current website, listings and ads.",
    },
    {
      type: "cities",
      id: "cities",
      eyebrow: "Service area",
      title: "Serving businesses across metro Atlanta",
      description: "We work in person and remotely with companies in these cities and neighborhoods.",
      cities: servedCities,
    },
    {
      type: "contact",
      id: "contact",
      eyebrow: "Get in touch",
      title: "Talk to an Atlanta marketer",
      description: `Call, e-mail or stop by our Midtown office. We reply to every message ${site.responseTime}.`,
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
      title: "Ready for more customers from online?",
      description: "Book a free consultation. We will review your website, listings and ads and show you where the next leads will come from.",
      ctas: [
        { label: "Get a Free Consultation", href: inquiryHref() },
        { label: `Call ${site.phone.display}`, href: site.phone.href },
      ],
    },
  ],
} satisfies PageContent;
