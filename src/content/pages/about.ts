import type { TeamMember } from "../types";
import type { PageContent } from "../blocks";
import { claimNotes, claims, site } from "../site";
import { inquiryHref } from "../inquiry";

/** The team on /about: the people a client works with, and the only authors of the blog. */
export const team = [
  {
    name: "Andre Whitaker",
    role: "Founder & Principal Strategist",
    bio: "Ran the websites and IT for a group of Cobb County dealerships before starting Gateway Tech. Leads every free consultation and every equity partnership review.",
  },
  {
    name: "Keisha Monroe",
    role: "Head of Design",
    bio: "Sits with your front desk before she draws a screen, tests every booking and quote flow with real customers, and signs off each site's accessibility review.",
  },
  {
    name: "Daniel Okafor",
    role: "Lead Engineer",
    bio: "Builds the custom software, the headless stores and the hosting platform our clients run on, and takes his turn on the around-the-clock monitoring rota.",
  },
  {
    name: "Maria Castellanos",
    role: "Search & Advertising Lead",
    bio: "Runs local SEO and Google Ads for our clients and writes the one-page monthly report that counts calls, leads and sales instead of clicks.",
  },
] as const satisfies readonly TeamMember[];

export const page = {
  seo: {
    title: "About Us: Atlanta's Technology Partner Since 2020",
    description: `Gateway Tech Enterprises has helped Atlanta businesses grow with websites, custom software and marketing since ${site.foundingYear}. Meet the team, our values and how we work.`,
    path: "/about",
    keywords: [
      "about Gateway Tech Enterprises",
      "Atlanta web agency",
      "Atlanta technology consulting firm",
      "local digital agency Atlanta",
      "small business technology partner",
    ],
  },
  blocks: [
    {
      type: "hero",
      art: "team",
      eyebrow: `Serving Atlanta since ${site.foundingYear}`,
      title: "A local technology team",
      highlight: "that works like your own",
      description:
        "We started Gateway Tech to give Atlanta's owner-run businesses the websites, software and marketing the big brands have, explained in plain English and priced for a local company.",
      ctas: [
        { label: "Work With Us", href: inquiryHref(), icon: "ArrowRight" },
        { label: "See Our Services", href: "/services", variant: "outlineLight" },
      ],
    },
    {
      type: "richText",
      id: "story",
      eyebrow: "Our story",
      title: `From one Midtown desk in ${site.foundingYear} to ${claims.projects} projects`,
      tone: "white",
      paragraphs: [
        `Gateway Tech Enterprises began in ${site.foundingYear}, the year every business in Atlanta suddenly needed to sell, book and answer questions online. Our first clients were a towing company in Marietta and a family restaurant in Decatur. Both had websites that looked fine on a desktop and fell apart on a phone, and neither owner had time to learn why.`,
        "We rebuilt those sites, put click-to-call and online ordering where customers could find them, and stayed on to keep them running. Word spread through the trades and neighborhoods we served, and the work grew from websites into custom software, search, paid advertising and hosting.",
        `Five years on we have delivered ${claims.projects} projects for dealers, repair shops, clinics, law offices, retailers and startups across metro Atlanta, and ${claims.satisfaction} of clients rate us satisfied or better in our post-project survey. We are still the same kind of team: senior people who answer the phone, quote before we build, and report results in calls, leads and sales.`,
      ],
    },
    {
      type: "stats",
      id: "figures",
      eyebrow: "By the numbers",
      title: "What five years of local work looks like",
      tone: "muted",
      items: [
        { value: claims.years, label: "Years in business", description: `Serving Atlanta since ${site.foundingYear}` },
        { value: claims.projects, label: "Projects delivered", description: "Websites, software and campaigns" },
        { value: claims.satisfaction, label: "Client satisfaction", description: claimNotes.satisfaction },
        { value: claims.uptime, label: "Hosting uptime", description: `With ${claims.support} monitoring` },
      ],
    },
    {
      type: "cards",
      id: "values",
      eyebrow: "Our values",
      title: "What you can expect from us",
      columns: 4,
      tone: "white",
      items: [
        {
          icon: "MessageCircle",
          title: "Plain English",
          description: "No jargon and no mystery invoices. You will always know what we are doing, why, and what it costs.",
        },
        {
          icon: "Target",
          title: "Results over activity",
          description: "We measure our work in calls, bookings, leads and sales, and we report them every month.",
        },
        {
          icon: "Handshake",
          title: "Long-term partnership",
          description: "Most of our clients have been with us for years. We earn that by staying after launch day.",
        },
        {
          icon: "Accessibility",
          title: "Built for everyone",
          description: "Accessible, fast and secure sites by default, because every customer deserves a site that works.",
        },
      ],
    },
    {
      type: "team",
      id: "team",
      eyebrow: "Our team",
      title: "The people you will work with",
      description: "A small, senior team. The person you meet at the free consultation is one of the people who does the work.",
      tone: "muted",
      members: team,
    },
    {
      type: "steps",
      id: "approach",
      eyebrow: "Our approach",
      title: "How every engagement runs",
      description: "The same four stages whether you need a landing page, a customer portal or a year of marketing.",
      tone: "white",
      steps: [
        {
          number: "01",
          title: "Listen",
          description: "A free consultation about your customers, goals and current tools, and an honest view of what will move the needle.",
        },
        { number: "02", title: "Plan", description: "A written scope with priorities, timeline and a fixed quote. Nothing starts until you have approved it." },
        { number: "03", title: "Build", description: "Weekly check-ins and a live preview link, so you see progress and steer it as we go." },
        {
          number: "04",
          title: "Grow",
          description: `Launch, then monitoring, support and monthly reports, with ${claims.support} cover for the systems you rely on.`,
        },
      ],
    },
    {
      type: "columns",
      id: "atlanta",
      eyebrow: "Atlanta focus",
      title: "Local by choice",
      tone: "muted",
      columns: [
        {
          icon: "MapPin",
          title: "Based on Peachtree Street",
          paragraphs: [
            `Our office is at ${site.address.street} in Midtown, and we meet clients in person from Buckhead to College Park. Sitting across the table still beats a video call when you are planning the next stage of your business.`,
            "Knowing the city matters for search and ads too: the neighborhoods your customers search from, the suburbs worth targeting, the seasons that drive demand.",
          ],
        },
        {
          icon: "Truck",
          title: "Fluent in local trades",
          paragraphs: [
            "Towing and roadside, auto dealers, junkyards and recyclers, tire and repair shops, clinics, restaurants and professional firms make up most of our client list.",
            "We know their search terms, their busy seasons and the questions their customers ask, so your site speaks your customers' language from the first draft.",
          ],
        },
      ],
    },
    {
      type: "cities",
      id: "communities",
      eyebrow: "Where we work",
      title: "Serving businesses across metro Atlanta",
      tone: "white",
      cities: site.areaServed,
    },
    {
      type: "cta",
      title: "Let's talk about your business",
      description: `Book a free consultation or send us a note. We reply ${site.responseTime}, ${site.hours.summary}.`,
      ctas: [
        { label: "Contact Us", href: inquiryHref() },
        { label: "Explore Services", href: "/services" },
      ],
    },
  ],
} satisfies PageContent;
