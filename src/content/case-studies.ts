/**
 * The proof anyone may see (DESIGN.md difference 11): each case study told without the client's
 * name, as an industry, a part of town, the problem and one measured result. The named case
 * studies, client cards and testimonials stay in src/content/gated/ for verified visitors; the
 * wording here is its own, so nothing of theirs reaches an anonymous visitor.
 */
import type { MockupVariant } from "./types";
import type { PortfolioCategory } from "./portfolio";

type MockupLook = {
  variant: MockupVariant;
  /** The drawn site's accent color. */
  accent: `#${string}`;
  /** What the drawn browser's address bar says: a description, never the client's address. */
  domain: string;
};

export type CaseStudyTeaser = {
  id: string;
  category: PortfolioCategory;
  industry: string;
  area: string;
  problem: string;
  result: { value: string; label: string };
  look: MockupLook;
};

export const caseStudyTeasers: readonly CaseStudyTeaser[] = [
  {
    id: "towing",
    category: "Web Design",
    industry: "Towing and roadside company",
    area: "Cobb County",
    problem: "Stranded drivers searching at 2 AM could not find the phone number on the old site without pinching and scrolling.",
    result: { value: "+150%", label: "calls from search within six months" },
    look: { variant: "services", accent: "#f59e0b", domain: "towing company · call now" },
  },
  {
    id: "salvage",
    category: "Custom Software",
    industry: "Auto salvage yard",
    area: "West metro Atlanta",
    problem: "Every part lived in a spreadsheet and every cash offer in the owner's head, so quotes waited until he was free.",
    result: { value: "+250%", label: "quote requests once offers were instant" },
    look: { variant: "dashboard", accent: "#16a34a", domain: "yard inventory · instant offers" },
  },
  {
    id: "food-shop",
    category: "Headless Commerce",
    industry: "Specialty food shop",
    area: "Intown Atlanta",
    problem: "At the holidays the counter and the website kept selling the same jar twice, and the old store slowed to a crawl.",
    result: { value: "+250%", label: "online sales, year over year" },
    look: { variant: "storefront", accent: "#be123c", domain: "local shop · pickup or delivery" },
  },
  {
    id: "tire-shop",
    category: "SEO & Marketing",
    industry: "Tire and repair shop",
    area: "South metro Atlanta",
    problem: "Nobody searching for tires in the five neighborhoods the shop serves ever saw it on the map.",
    result: { value: "+400%", label: "organic search visits, year over year" },
    look: { variant: "services", accent: "#0891b2", domain: "tire shop · local search" },
  },
  {
    id: "dental",
    category: "UI/UX Design",
    industry: "Family dental practice",
    area: "DeKalb County",
    problem: "Patients phoned to book because the online form asked for everything except what they wanted to know.",
    result: { value: "Over 50%", label: "of appointments now booked online" },
    look: { variant: "booking", accent: "#7c3aed", domain: "family dentist · book a visit" },
  },
  {
    id: "law-firm",
    category: "Web Design",
    industry: "Business-law firm",
    area: "Midtown Atlanta",
    problem: "A dated site made an established firm look smaller than the competitors across the street.",
    result: { value: "+150%", label: "consultation requests after launch" },
    look: { variant: "portfolio", accent: "#1e3a8a", domain: "law firm · consultations" },
  },
];

/** The three the home page's "Trusted by" band shows. */
export const trustedByTeasers = caseStudyTeasers.filter((t) => ["towing", "dental", "tire-shop"].includes(t.id));

export const caseStudyCopy = { resultLabel: "Measured result" } as const;
