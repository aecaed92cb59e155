import { portfolioFilterCopy, portfolioFilters, type PortfolioFilter } from "@/content/portfolio";

/**
 * The portfolio's category buttons, plain markup worked by a small script
 * (src/scripts/portfolio-filter.ts) through `data-filter`: over the case studies for a verified
 * visitor, over the anonymised teasers for everyone else.
 */
export function FilterButtons({ active }: { active: PortfolioFilter }) {
  return (
    <div role="group" aria-label={portfolioFilterCopy.label} className="mb-8 flex flex-wrap justify-center gap-2">
      {portfolioFilters.map((f) => (
        <button
          key={f}
          type="button"
          aria-pressed={f === active}
          aria-controls="portfolio-grid"
          data-filter={f}
          className="min-h-11 rounded-full border-2 border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-800 transition-colors hover:border-brand-700 hover:text-brand-800 aria-pressed:border-brand-700 aria-pressed:bg-brand-700 aria-pressed:text-white"
        >
          {f}
        </button>
      ))}
    </div>
  );
}
