import type { NavLink } from "./types";
import { inquiryHref } from "./inquiry";

/** Header links (the spec's Services, About, Partnership, Portfolio, then Blog and Contact; Get Quote goes to /contact too). */
export const mainNav: readonly NavLink[] = [
  { label: "Services", href: "/services" },
  { label: "About", href: "/about" },
  { label: "Partnership", href: "/equity-partnership" },
  { label: "Portfolio", href: "/portfolio" },
  { label: "Blog", href: "/blog" },
  { label: "Contact", href: "/contact" },
];

/** The ways to reach the office, in the floating widget (tablets and up) and the bar that ends every page on a phone. */
export const contactWays = {
  heading: "Talk to a strategist",
  call: (display: string) => `Call ${display}`,
  text: (display: string) => `Text ${display}`,
  email: "E-mail us",
  page: "Contact page",
  /** The header's call button on a phone, by its accessible name. */
  callShort: (display: string) => `Call us at ${display}`,
} as const;

export const quoteLink: NavLink = { label: "Get Quote", href: inquiryHref() };

/** The header's search box (a plain GET form to /search; in the menu below the lg width). */
export const headerSearch = {
  label: "Search the site",
  placeholder: "Search",
  button: "Search",
  /** At widths where the box does not fit beside the links, a link to /search stands in for it. */
  link: "Search the site",
} as const;

/** The pager under a paged list (search results, the blog). */
export const pager = {
  previous: "Previous",
  next: "Next",
  page: (n: number) => `Page ${n}`,
  current: (n: number, count: number) => `Page ${n} of ${count}`,
  gap: "More pages",
} as const;

export const footerNav = {
  coreServices: [
    { label: "Web Design & Development", href: "/services/web-design" },
    { label: "Custom Software", href: "/services/software-development" },
    { label: "Headless Commerce & CMS", href: "/services/headless-commerce" },
    { label: "UI/UX Design", href: "/services/ui-ux-design" },
    { label: "Hosting & Maintenance", href: "/services/hosting-maintenance" },
    { label: "Website Leasing", href: "/website-leasing" },
    { label: "Equity Partnership", href: "/equity-partnership" },
  ],
  digitalMarketing: [
    { label: "Digital Marketing Atlanta", href: "/digital-marketing-atlanta" },
    { label: "SEO Atlanta", href: "/seo-atlanta" },
    { label: "Web Design Atlanta", href: "/web-design-atlanta" },
    { label: "PPC Advertising Atlanta", href: "/ppc-atlanta" },
    { label: "Partnership Deals Atlanta", href: "/partnership-deals-atlanta" },
    { label: "Paid Advertising", href: "/services/paid-advertising" },
    { label: "Performance Analysis", href: "/services/performance-analysis" },
  ],
  company: [
    { label: "About", href: "/about" },
    { label: "Blog", href: "/blog" },
    { label: "Careers", href: "/careers" },
    { label: "Testimonials", href: "/testimonials" },
    { label: "Contact", href: "/contact" },
  ],
  legal: [
    { label: "Privacy Policy", href: "/privacy-policy" },
    { label: "Terms of Service", href: "/terms-of-service" },
    { label: "Accessibility", href: "/accessibility" },
  ],
} as const satisfies Record<string, readonly NavLink[]>;

/** The sitemap's and the noindex lists, from the one route table (src/routes.ts). */
export { indexableRoutes, noindexRoutes } from "@/routes";
