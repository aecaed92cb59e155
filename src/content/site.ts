const phone = { display: "(404) 555-0142", href: "tel:+14045550142", e164: "+14045550142" } as const;

/** Business facts: the one source for pages, footer, contact widget and structured data. */
export const site = {
  name: "Gateway Tech Enterprises",
  shortName: "Gateway Tech",
  codePrefix: "GTE",
  tagline: "Technology consulting and web services for Atlanta businesses",
  description:
    "Gateway Tech Enterprises is an Atlanta technology consulting and web agency: websites, custom software, SEO, paid advertising, hosting and an equity partnership program for growing local businesses.",
  phone,
  email: "hello@gatewaytech.example",
  address: {
    street: "1450 Peachtree Street NE, Suite 300",
    city: "Atlanta",
    region: "GA",
    postalCode: "30309",
    country: "US",
  },
  geo: { latitude: 33.7925, longitude: -84.3857 },
  naics: "541611",
  foundingYear: 2020,
  themeColor: "#0891b2",
  hours: {
    summary: "Mon–Fri 9:00 AM–6:00 PM Eastern Time",
    weekdays: "Monday–Friday: 9:00 AM – 6:00 PM Eastern Time",
    weekend: "Saturday–Sunday: by appointment",
    /** The short form for running text: "Monday to Friday, 9 AM–6 PM Eastern Time". */
    time: "9 AM–6 PM Eastern Time",
    weekdaysShort: "Monday to Friday",
    /** Live chat is a text-message conversation with a strategist (no chat widget runs on the site). */
    liveChat: "Live chat by text message, 9 AM–6 PM Eastern Time",
    opens: "09:00",
    closes: "18:00",
    days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"] as const,
  },
  responseTime: "within 24 hours",
  /** Live chat, as CONTENT.md promises it, is by text message to the office number. */
  chat: {
    label: "Text us",
    href: `sms:${phone.e164}`,
  },
  areaServed: ["Atlanta", "Buckhead", "Midtown", "Decatur", "Sandy Springs", "Marietta", "Alpharetta", "Roswell"],
  /**
   * The agency's own social profiles, listed in the structured data (schema.org sameAs). Only
   * profiles that exist belong here: a guessed address tells search engines the wrong thing.
   */
  social: [] as readonly { name: string; href: string }[],
  logo: "/logo.svg",
  ogImage: { url: "/og-image-default.jpg", width: 1200, height: 630, alt: "Gateway Tech Enterprises — technology consulting and web services in Atlanta" },
  locale: "en_US",
} as const;

export const formattedAddress = `${site.address.street}, ${site.address.city}, ${site.address.region} ${site.address.postalCode}`;

/** Figures the site may claim; nowhere else invents a statistic. */
export const claims = {
  years: "5+",
  projects: "100+",
  satisfaction: "98%",
  uptime: "99.9%",
  support: "24/7",
  upfront: "$0",
  traffic: "400%",
  leads: "150%",
  growth: "250%",
} as const;

/** What each figure means, said the same way wherever a page explains it. */
export const claimNotes = {
  satisfaction: "Clients rating us satisfied or better in our post-project survey",
} as const;
