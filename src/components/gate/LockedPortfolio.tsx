import { portfolioFilterCopy } from "@/content/portfolio";
import { FilterButtons } from "./FilterButtons";
import { LockedPanel } from "./LockedPanel";

/**
 * What an anonymous visitor gets in place of the case studies: the public filter buttons,
 * disabled because there is nothing to filter, a line saying why, and the locked panel.
 */
export function LockedPortfolio({ message, returnTo }: { message?: string; returnTo?: string }) {
  return (
    <div data-testid="portfolio-locked">
      <FilterButtons active="All" describedBy="portfolio-filter-locked" />
      <p id="portfolio-filter-locked" className="-mt-4 mb-8 text-center text-sm text-slate-600">
        {portfolioFilterCopy.lockedNote}
      </p>
      <LockedPanel message={message} returnTo={returnTo} />
    </div>
  );
}
