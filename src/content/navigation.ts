import { positions } from "./careers";
import type { NavLink } from "./types";

/** Header links (spec: Services, About, Partnership, Portfolio; Get Quote goes to /contact). */
export const mainNav: readonly NavLink[] = [
  { label: "Services", href: "/services" },
  { label: "About", href: "/about" },
  { label: "Partnership", href: "/equity-partnership" },
  { label: "Portfolio", href: "/portfolio" },
];

export const quoteLink: NavLink = { label: "Get Quote", href: "/contact" };

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

/** Every indexable route of the site; the sitemap lists these (the blog adds its posts). */
export const indexableRoutes: readonly string[] = [
  "/",
  "/about",
  "/services",
  "/services/web-design",
  "/services/software-development",
  "/services/headless-commerce",
  "/services/ui-ux-design",
  "/services/hosting-maintenance",
  "/services/paid-advertising",
  "/services/seo",
  "/services/performance-analysis",
  "/services/websites",
  "/equity-partnership",
  "/website-leasing",
  "/careers",
  "/contact",
  "/accessibility",
  "/digital-marketing-atlanta",
  "/seo-atlanta",
  "/partnership-deals-atlanta",
  "/web-design-atlanta",
  "/ppc-atlanta",
  "/blog",
];

/**
 * Routes that carry noindex,nofollow and stay out of the sitemap. Every page route of app is
 * in this list or in indexableRoutes (blog posts are listed from the database, /admin is closed):
 * tests/unit/content-routes.test.ts and the browser suite check it, so a new page is not forgotten.
 */
export const noindexRoutes: readonly string[] = [
  "/portfolio",
  "/testimonials",
  "/privacy-policy",
  "/terms-of-service",
  "/verify",
  "/request-access",
  "/search",
  // Where the home contact form and the newsletter box post without JavaScript.
  "/message",
  "/newsletter",
  "/newsletter/confirm",
  "/newsletter/unsubscribe",
  // One thin application form per open position.
  ...positions.map((p) => `/careers/apply/${p.slug}`),
  // What proxy.ts serves, with status 404, for an unknown or unpublished post.
  "/blog/post-not-found",
];
