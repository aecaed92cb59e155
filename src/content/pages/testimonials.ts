import type { QuoteCard } from "../types";
import type { PageContent } from "../blocks";
import { claims, site } from "../site";
import { inquiryHref } from "../inquiry";

/** The automotive figures of the spec (/testimonials). */
export const automotiveFigures = [
  { value: "20+", label: "Towing Companies", description: "Dispatch-ready sites with click-to-call" },
  { value: "15+", label: "Auto Dealers", description: "Inventory pages and local ads" },
  { value: "25+", label: "Junkyards & Recyclers", description: "Parts search and instant cash offers" },
  { value: "30+", label: "Tire & Repair Shops", description: "Quote forms, booking and local SEO" },
] as const;

/**
 * Three anonymous client stories, public proof for visitors without an invitation. They are shown
 * beside the locked testimonials only (LockedTestimonials): a verified visitor reads the signed
 * testimonials instead, never both.
 */
export const clientStories = {
  intro:
    "A towing company, a salvage yard and a car dealer on what changed after we built their site, their software or their marketing. We leave their names out here; the signed testimonials are shared with our clients and invited partners.",
  items: [
    {
      title: "The website that answers at 2 AM",
      quote:
        "Stranded drivers don't browse. They need a number they can tap with one bar of battery left. The new site puts it at the top of every page, and after midnight it is now our busiest line.",
      role: "Owner of a towing and roadside company",
      place: "Marietta",
      icon: "Truck",
    },
    {
      title: "From spreadsheet to instant offers",
      quote:
        "For years the only full list of what was on our lot lived on one laptop. Now the counter, the yard and the website read the same inventory, and a seller gets a real offer online instead of waiting on us.",
      role: "Co-owner of a family salvage yard",
      place: "Smyrna",
      icon: "Wrench",
    },
    {
      title: "A year in the equity partnership",
      quote: `We had the cars and the reputation, not the cash for a proper website and ads. We started with ${claims.upfront} upfront, and a year in, the team running our listings still keeps the same scoreboard we do: cars sold.`,
      role: "Owner of an independent car dealership",
      place: "Kennesaw",
      icon: "Car",
    },
  ] satisfies readonly QuoteCard[],
};

/** /testimonials (noindex): hero, four stat tiles, the gated testimonials (or the client stories and the lock), automotive figures. */
export const page = {
  seo: {
    title: "Client Testimonials & Success Stories",
    description:
      "What Atlanta business owners say about working with Gateway Tech Enterprises: websites, software and marketing for towing companies, dealers, recyclers, tire shops and more.",
    path: "/testimonials",
    keywords: ["Gateway Tech reviews", "Atlanta web agency testimonials", "client success stories", "automotive marketing Atlanta", "towing website design"],
  },
  blocks: [
    {
      type: "hero",
      eyebrow: "Client testimonials",
      title: "Owners tell it",
      highlight: "better than we can",
      description:
        "Towing dispatchers, dentists, lawyers, shop owners and salvage yards across metro Atlanta, on what changed after we built their site, their software or their marketing.",
      ctas: [
        { label: "Read the Testimonials", href: "#testimonials", icon: "ArrowRight" },
        { label: "View Portfolio", href: "/portfolio", variant: "outlineLight" },
      ],
    },
    {
      type: "stats",
      id: "stats",
      title: "Results clients can count",
      tone: "white",
      items: [
        { value: claims.satisfaction, label: "Client satisfaction" },
        { value: claims.projects, label: "Projects delivered" },
        { value: claims.years, label: "Years serving Atlanta" },
        { value: claims.support, label: "Support for hosted clients" },
      ],
    },
    {
      type: "gated",
      id: "testimonials",
      eyebrow: "In their own words",
      title: "What our clients say",
      description: "Owners of the businesses we work with, on what changed.",
      area: "testimonials",
      tone: "muted",
    },
    {
      type: "stats",
      id: "automotive",
      eyebrow: "Automotive specialists",
      title: "Trusted by Atlanta's automotive businesses",
      description: "We know the searches, the slow seasons and the late-night calls of the trades that keep metro Atlanta on the road.",
      tone: "dark",
      items: automotiveFigures,
    },
    {
      type: "cta",
      title: "Ready to write your own success story?",
      description: `Apply for the equity partnership, or book a free consultation and we will reply ${site.responseTime}.`,
      ctas: [
        { label: "Apply for Partnership", href: "/equity-partnership" },
        { label: "Get Free Consultation", href: inquiryHref() },
      ],
    },
  ],
} satisfies PageContent;
