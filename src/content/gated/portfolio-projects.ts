/**
 * The six portfolio case studies (spec §3: title, category, description, image, results,
 * technologies, optional link, client, location). Verified visitors only: rendered on the server
 * by src/components/gate/PortfolioProjects.tsx inside the "portfolio-projects" gated area.
 * Never import this module from client code (tests/unit/content-gated.test.ts checks it): a
 * client bundle is public, whoever is logged in.
 * The businesses are invented for the agency's site; the figures are the site's claims.
 */
import type { Illustration, PortfolioCategory } from "../portfolio";
import { gatedImagePath } from "./images";

export type PortfolioProject = {
  slug: string;
  title: string;
  category: PortfolioCategory;
  description: string;
  image: Illustration;
  results: readonly string[];
  technologies: readonly string[];
  /** The related service page, when there is one worth reading next. */
  link?: { label: string; href: string };
  client: string;
  location: string;
};

const image = (slug: string, alt: string): Illustration => ({ src: gatedImagePath(slug), width: 640, height: 400, alt });

export const projects: readonly PortfolioProject[] = [
  {
    slug: "peachtree-recovery-towing",
    title: "24/7 Dispatch Website for a Cobb County Towing Company",
    category: "Web Design",
    client: "Peachtree Recovery & Towing",
    location: "Marietta, GA",
    description:
      "A phone-first website where the call button never leaves the screen, with a page for each Cobb County service area, a flat-rate towing estimator and a cleaned-up Google Business Profile that points drivers to the right number at 2 AM.",
    image: image("peachtree-recovery-towing", "Phone screen of a towing website with a large Call Now button above a map of Cobb County service areas"),
    results: [
      "Calls from search up 150% in the first six months",
      "Click-to-call on every screen, one tap from any page",
      "Service-area pages for Marietta, Smyrna, Kennesaw and Austell",
    ],
    technologies: ["Next.js", "Tailwind CSS", "Google Business Profile", "Call tracking"],
    link: { label: "Web design services", href: "/services/web-design" },
  },
  {
    slug: "ironhorse-auto-recyclers",
    title: "Parts Inventory and Cash-for-Cars Quoting System",
    category: "Custom Software",
    client: "Ironhorse Auto Recyclers",
    location: "Smyrna, GA",
    description:
      "The yard's parts list lived in a spreadsheet and quotes lived in the owner's head. We built a web app that tracks every vehicle from intake to crusher, publishes pullable parts to the website and prices cash-for-cars offers from year, make, model and condition.",
    image: image("ironhorse-auto-recyclers", "Dashboard with a table of vehicles in the yard, a parts search box and a cash offer calculator"),
    results: [
      "Quote requests up 250% once offers were instant",
      "One inventory for the counter, the yard crew and the website",
      "Double entry between spreadsheets and the website eliminated",
    ],
    technologies: ["TypeScript", "Node.js", "PostgreSQL", "React", "VIN decoding API"],
    link: { label: "Custom software development", href: "/services/software-development" },
  },
  {
    slug: "kudzu-pine-provisions",
    title: "Headless Storefront for a Specialty Food Shop",
    category: "Headless Commerce",
    client: "Kudzu & Pine Provisions",
    location: "Inman Park, Atlanta, GA",
    description:
      "A fast storefront for a neighborhood shop selling Georgia-made sauces, preserves and gift boxes, with local pickup, holiday pre-orders and a shared inventory that keeps the counter and the website from selling the same jar twice.",
    image: image("kudzu-pine-provisions", "Online store grid of jars and gift boxes with a pickup or delivery toggle and a cart panel"),
    results: ["Online sales up 250% year over year", "99.9% uptime through the December gift rush", "In-store and online stock kept in one inventory"],
    technologies: ["Next.js", "Headless commerce API", "Headless CMS", "Stripe", "Vercel Edge"],
    link: { label: "Headless commerce and CMS", href: "/services/headless-commerce" },
  },
  {
    slug: "southside-tire-auto",
    title: "Local SEO Program for a Tire and Repair Shop",
    category: "SEO & Marketing",
    client: "Southside Tire & Auto",
    location: "East Point, GA",
    description:
      "A leased website, a tire quote form and a local SEO program built around the five neighborhoods the shop actually serves, plus a review request routine the front desk runs in under a minute per customer.",
    image: image("southside-tire-auto", "Search results page with the shop in the local map pack above a line chart of rising organic visits"),
    results: [
      "Organic traffic up 400% year over year",
      "Shows in the local map pack for tire searches in East Point",
      "Monthly report the owner reads in two minutes",
    ],
    technologies: ["Google Search Console", "Google Business Profile", "Schema.org markup", "Google Analytics 4"],
    link: { label: "SEO services", href: "/services/seo" },
  },
  {
    slug: "magnolia-family-dental",
    title: "Patient-Friendly Booking Experience for a Family Dental Practice",
    category: "UI/UX Design",
    client: "Magnolia Family Dental",
    location: "Decatur, GA",
    description:
      "We interviewed patients and front-desk staff, then redesigned booking around the three questions people actually ask: do you take my insurance, when can you see me, and where do I park. The new flow was tested with patients before a line of code was written.",
    image: image(
      "magnolia-family-dental",
      "Three phone screens of an appointment booking flow: choose a visit type, pick a time, confirm with insurance details",
    ),
    results: [
      "Online bookings now outnumber phone bookings",
      "Booking flow tested with real patients before launch",
      "Layout designed to WCAG 2.1 AA contrast and keyboard rules",
    ],
    technologies: ["Figma", "Usability testing", "Design system", "Online scheduling integration"],
    link: { label: "UI/UX design services", href: "/services/ui-ux-design" },
  },
  {
    slug: "ponce-street-legal",
    title: "Credible, Accessible Website for a Midtown Law Firm",
    category: "Web Design",
    client: "Ponce Street Legal",
    location: "Midtown, Atlanta, GA",
    description:
      "A small business-law firm wanted a site that looked as established as the firms across the street. We wrote plain-English practice pages, added attorney profiles and a conflict-check intake form, and kept every page fast on a phone.",
    image: image("ponce-street-legal", "Law firm home page with a navy header, practice area cards and a Schedule a Consultation button"),
    results: [
      "Consultation requests up 150% after launch",
      "Intake form replaces the back-and-forth of first e-mails",
      "Practice pages written for clients, not for other lawyers",
    ],
    technologies: ["Next.js", "Headless CMS", "Tailwind CSS", "Form encryption"],
  },
];
