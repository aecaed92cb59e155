/**
 * The public half of the portfolio: its categories, the filter buttons and the filter rule.
 * Client code (the filter) may import this module. The case studies themselves are gated and
 * live in src/content/gated/portfolio-projects.ts, which only server components import.
 */

export const portfolioCategories = ["Web Design", "Custom Software", "Headless Commerce", "SEO & Marketing", "UI/UX Design"] as const;
export type PortfolioCategory = (typeof portfolioCategories)[number];

/** The filter's buttons, in order; "All" is the default. */
export const portfolioFilters = ["All", ...portfolioCategories] as const;
export type PortfolioFilter = (typeof portfolioFilters)[number];

export type Illustration = { src: string; width: number; height: number; alt: string };

/** "Showing 6 projects", "Showing 2 projects in Towing": said aloud after each filter. */
export function showingText(count: number, filter: string): string {
  return `Showing ${count} ${count === 1 ? "project" : "projects"}${filter === "All" ? "" : ` in ${filter}`}`;
}

/** Copy of the filter bar, shown to everyone (spec §2 lists the buttons among the public parts of /portfolio). */
export const portfolioFilterCopy = {
  label: "Filter projects by category",
} as const;
