import type { ReactNode } from "react";
import { showingText } from "@/content/portfolio";
import { FilterButtons } from "./FilterButtons";

export type FilterItem = { key: string; category: string; card: ReactNode };

/**
 * The category filter (default All, exact category match) over cards rendered on the server: the
 * case studies for a verified visitor, the anonymised teasers for everyone else. The buttons work
 * through a small script on the page (src/scripts/portfolio-filter.ts) that holds no case study:
 * the cards are only ever in the visitor's own HTML.
 */
export function PortfolioFilter({ items, testId = "portfolio-projects" }: { items: readonly FilterItem[]; testId?: string }) {
  return (
    <div data-portfolio-filter>
      <FilterButtons active="All" />
      <p className="sr-only" aria-live="polite" data-filter-status>
        {showingText(items.length, "All")}
      </p>
      <ul role="list" id="portfolio-grid" className="grid gap-8 md:grid-cols-2 lg:grid-cols-3" data-testid={testId}>
        {items.map((i) => (
          <li key={i.key} className="flex" data-category={i.category}>
            {i.card}
          </li>
        ))}
      </ul>
    </div>
  );
}
