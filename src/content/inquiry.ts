import { services } from "./services";
import { site } from "./site";

/**
 * The project inquiry on /contact: where every "talk to us" button leads, and what it carries.
 * A button names the service (and plan) it stands beside; /contact chooses them in the form for
 * the visitor, who can change them. Only the values listed here are read: anything else in the
 * query is ignored, so an odd link never preselects nonsense.
 */

/** The form's anchor: the inquiry is the first thing on /contact, and a plain post lands back on it. */
export const inquiryAnchor = "inquiry";

/** Choices besides the ten services we sell: the partnership program, and "not sure yet". */
export const extraServices = [
  { slug: "equity-partnership", title: "Equity Partnership Program" },
  { slug: "general", title: "General Consultation" },
] as const;

export type ServiceSlug = (typeof services)[number]["slug"] | (typeof extraServices)[number]["slug"];

/**
 * The priced plans a button can carry, by service and plan slug, with the name the pricing table
 * shows (tests/unit/inquiry-links.test.ts holds every pricing button to these).
 */
export const inquiryPlans: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  "website-leasing": { starter: "Starter", professional: "Professional", enterprise: "Enterprise" },
  "hosting-maintenance": { basic: "Basic", professional: "Professional", enterprise: "Enterprise" },
  "web-design": {
    "business-website": "Business Website",
    "e-commerce-store": "E-commerce Store",
    "landing-page": "Landing Page",
    "web-application": "Web Application",
    "portfolio-website": "Portfolio Website",
    "blog-content-site": "Blog & Content Site",
  },
};

/** The address of the inquiry form, with the service and plan a button stands for. */
export function inquiryHref(service?: ServiceSlug, plan?: string): string {
  const query = new URLSearchParams();
  if (service) query.set("service", service);
  if (service && plan) query.set("plan", plan);
  const search = query.size ? `?${query}` : "";
  return `/contact${search}#${inquiryAnchor}`;
}

const serviceTitles: ReadonlyMap<string, string> = new Map([...services, ...extraServices].map((s) => [s.slug, s.title]));

/** What the form starts with for a link's query: known values only, everything else dropped. */
export type InquiryPrefill = { servicesInterested?: string; message?: string };

export function inquiryPrefill(query: URLSearchParams): InquiryPrefill {
  const slug = query.get("service") ?? "";
  const service = serviceTitles.get(slug);
  if (!service) return {};
  const plan = inquiryPlans[slug]?.[query.get("plan") ?? ""];
  return plan ? { servicesInterested: service, message: planMessage(service, plan) } : { servicesInterested: service };
}

/** The opening line of the message for a plan's button, which the visitor can edit or delete. */
export const planMessage = (service: string, plan: string) => `I am interested in the ${plan} plan (${service}).\n\n`;

/** The panel that takes the form's place once an inquiry is sent: when we answer, who, what to prepare. */
export const inquiryNextSteps = {
  title: "Your inquiry is with us",
  steps: [
    {
      title: `A strategist replies ${site.responseTime}`,
      text: `On business days, usually the same day, one of our strategists e-mails you from ${site.email}. It is a person who will work on your project, not a sales script.`,
    },
    {
      title: "We set up a free 30-minute call",
      text: "By phone or video, or at our Midtown office if you prefer. We ask about your goals, your customers and what you have today, and you leave with practical recommendations.",
    },
    {
      title: "Have these at hand",
      text: "Your website address if you have one, two or three sites you like, a rough budget and any deadline. Not sure about budget? We will give you options at different price points.",
    },
  ],
  urgent: `Something urgent? Call ${site.phone.display}, ${site.hours.weekdaysShort}, ${site.hours.time}.`,
  another: "Send another inquiry",
} as const;
