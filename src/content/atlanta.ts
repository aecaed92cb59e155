import type { Cta, NavLink } from "./types";
import { site } from "./site";
import { inquiryHref } from "./inquiry";

/**
 * Atlanta-area cities and communities the local landing pages name. The digital marketing and
 * SEO pages list the first 15; the web design page lists all 16 (spec: 15 or 16 per page).
 */
export const atlantaAreas = [
  "Atlanta",
  "Buckhead",
  "Midtown",
  "Decatur",
  "Sandy Springs",
  "Marietta",
  "Alpharetta",
  "Roswell",
  "Smyrna",
  "Dunwoody",
  "Brookhaven",
  "Kennesaw",
  "Duluth",
  "Lawrenceville",
  "Peachtree Corners",
  "Johns Creek",
] as const;

/** The 15 cities of /digital-marketing-atlanta and communities of /seo-atlanta. */
export const servedCities: readonly string[] = atlantaAreas.slice(0, 15);

/** The 16 locations of /web-design-atlanta. */
export const webDesignLocations: readonly string[] = atlantaAreas;

/** The five Atlanta landing pages; each links to the other four. */
export const atlantaPages: readonly NavLink[] = [
  { label: "Digital Marketing Atlanta", href: "/digital-marketing-atlanta" },
  { label: "SEO Atlanta", href: "/seo-atlanta" },
  { label: "Web Design Atlanta", href: "/web-design-atlanta" },
  { label: "PPC Advertising Atlanta", href: "/ppc-atlanta" },
  { label: "Partnership Deals Atlanta", href: "/partnership-deals-atlanta" },
];

/** The Atlanta pages other than the one at `path`. */
export function siblingLinks(path: string): readonly NavLink[] {
  return atlantaPages.filter((p) => p.href !== path);
}

/** The hero buttons of the local pages: call now (tel: link) and book a consultation. */
export const callCta: Cta = { label: `Call ${site.phone.display}`, href: site.phone.href, icon: "Phone" };
export const consultationCta: Cta = { label: "Get a Free Consultation", href: inquiryHref(), variant: "outlineLight", icon: "CalendarCheck" };
