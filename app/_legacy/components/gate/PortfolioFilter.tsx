"use client";

import { useState, type ReactNode } from "react";
import { filterProjects, type PortfolioFilter as Filter } from "@/content/portfolio";
import { FilterButtons } from "./FilterButtons";

export type FilterItem = { key: string; category: string; card: ReactNode };

/**
 * The working category filter (default All, exact category match) over cards rendered on the
 * server. It imports only the public filter list and rule: the cards arrive as props, inside the
 * verified visitor's own payload, so no case study is ever part of a JavaScript file.
 */
export function PortfolioFilter({ items }: { items: readonly FilterItem[] }) {
  const [filter, setFilter] = useState<Filter>("All");
  const shown = filterProjects(items, filter);
  return (
    <div>
      <FilterButtons active={filter} onSelect={setFilter} />
      <p className="sr-only" aria-live="polite">
        {`Showing ${shown.length} ${shown.length === 1 ? "project" : "projects"}${filter === "All" ? "" : ` in ${filter}`}`}
      </p>
      <ul role="list" id="portfolio-grid" className="grid gap-8 md:grid-cols-2 lg:grid-cols-3" data-testid="portfolio-projects">
        {shown.map((i) => (
          <li key={i.key} className="flex" data-category={i.category}>
            {i.card}
          </li>
        ))}
      </ul>
    </div>
  );
}
