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
  /** What everyone else sees instead of the plain locked panel (public parts around it). */
  Locked?: ComponentType<{ returnTo?: string }>;
};

/** What each gated area shows a verified visitor, and what everyone else sees around its locked panel (copy in content/gate.ts). */
export const gatedAreas: Record<GatedAreaName, GatedEntry> = {
  "home-clients": {
    Component: ClientCards,
    Locked: LockedClients,
  },
  "portfolio-projects": {
    Component: PortfolioProjects,
    Locked: LockedPortfolio,
  },
  testimonials: {
    Component: TestimonialCards,
    Locked: LockedTestimonials,
  },
  "partnership-form": {},
};
