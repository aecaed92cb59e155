import type { PageContent } from "../blocks";
import { claims, site } from "../site";

/** The automotive figures of the spec (/testimonials). */
export const automotiveFigures = [
  { value: "20+", label: "Towing Companies", description: "Dispatch-ready sites with click-to-call" },
  { value: "15+", label: "Auto Dealers", description: "Inventory pages and local ads" },
  { value: "25+", label: "Junkyards & Recyclers", description: "Parts search and instant cash offers" },
  { value: "30+", label: "Tire & Repair Shops", description: "Quote forms, booking and local SEO" },
] as const;

/** /testimonials (noindex): hero, four stat tiles, the gated testimonials, video stories, automotive figures. */
export const page = {
  seo: {
    title: "Client Testimonials & Success Stories",
    description:
      "What Atlanta business owners say about working with Gateway Tech Enterprises: websites, software and marketing for towing companies, dealers, recyclers, tire shops and more.",
    path: "/testimonials",
    keywords: ["Gateway Tech reviews", "Atlanta web agency testimonials", "client success stories", "automotive marketing Atlanta", "towing website design"],
    noindex: true,
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
      description: "Testimonials from clients and partners, shared with their permission with invited visitors.",
      area: "testimonials",
      tone: "muted",
    },
    {
      type: "media",
      id: "video-stories",
      eyebrow: "Video stories",
      title: "Client stories on video",
      description:
        "Short interviews with owners about what changed in their business. We screen them with you during a free consultation, so we can pause on the parts that match your situation.",
      tone: "white",
      items: [
        {
          title: "The website that answers at 2 AM",
          caption: "A Marietta towing owner on turning his website into his busiest phone line.",
          label: "Client story · 4 min",
          image: { src: "/testimonials/video-towing.svg", width: 640, height: 360, alt: "Illustration of a tow truck on a highway at night" },
        },
        {
          title: "From spreadsheet to instant offers",
          caption: "Two brothers who run a Smyrna salvage yard on replacing their parts spreadsheet with one inventory.",
          label: "Client story · 5 min",
          image: { src: "/testimonials/video-recycler.svg", width: 640, height: 360, alt: "Illustration of vehicles in a salvage yard beside an instant offer tag" },
        },
        {
          title: "A year in the equity partnership",
          caption: `A Kennesaw dealer on building a real online presence with ${claims.upfront} upfront.`,
          label: "Partner story · 6 min",
          image: { src: "/testimonials/video-partnership.svg", width: 640, height: 360, alt: "Illustration of a handshake under the words $0 upfront" },
        },
      ],
    },
    {
      type: "stats",
      id: "automotive",
      eyebrow: "Automotive specialists",
      title: "Trusted by Atlanta's automotive businesses",
      description:
        "We know the searches, the slow seasons and the late-night calls of the trades that keep metro Atlanta on the road.",
      tone: "dark",
      items: automotiveFigures,
    },
    {
      type: "cta",
      title: "Ready to write your own success story?",
      description: `Apply for the equity partnership, or book a free consultation and we will reply ${site.responseTime}.`,
      ctas: [
        { label: "Apply for Partnership", href: "/equity-partnership" },
        { label: "Get Free Consultation", href: "/contact" },
      ],
    },
  ],
} satisfies PageContent;
