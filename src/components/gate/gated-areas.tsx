import type { ComponentType } from "react";
import type { GatedAreaName } from "@/content/blocks";
import { ClientCards } from "./ClientCards";
import { LockedClients } from "./LockedClients";
import { LockedPortfolio } from "./LockedPortfolio";
import { LockedTestimonials } from "./LockedTestimonials";
import { PortfolioProjects } from "./PortfolioProjects";
import { TestimonialCards } from "./TestimonialCards";

type GatedEntry = {
  /** Rendered on the server for verified visitors only; a form area has none (its page places the form island). */
  Component?: ComponentType;
  /** The locked panel's text for everyone else. */
  lockedMessage?: string;
  /** What everyone else sees instead of the plain locked panel (public parts around it). */
  Locked?: ComponentType<{ message?: string; returnTo?: string }>;
};

/** What each gated area shows a verified visitor, and what it tells everyone else. */
export const gatedAreas: Record<GatedAreaName, GatedEntry> = {
  "home-clients": {
    Component: ClientCards,
    Locked: LockedClients,
    lockedMessage: "Client names and their full stories are shared with invited clients and partners. Enter your invitation code to see them.",
  },
  "portfolio-projects": {
    Component: PortfolioProjects,
    Locked: LockedPortfolio,
    lockedMessage: "Client names, screenshots and the full case studies are shared with invited clients and partners. Enter your invitation code to view them.",
  },
  testimonials: {
    Component: TestimonialCards,
    Locked: LockedTestimonials,
    lockedMessage: "Read exclusive testimonials from our verified clients and partners. Enter your invitation code to continue.",
  },
  "partnership-form": {
    lockedMessage: "The partnership application is open to invited businesses. Enter your invitation code to apply.",
  },
};
