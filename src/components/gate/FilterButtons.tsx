import { portfolioFilterCopy, portfolioFilters, type PortfolioFilter } from "@/content/portfolio";

type Props = {
  active: PortfolioFilter;
  /** False when the case studies are locked: the buttons are then shown disabled. */
  working?: boolean;
  /** The id of the text that explains why the buttons are disabled. */
  describedBy?: string;
};

/**
 * The portfolio's category buttons, plain markup: disabled for anonymous visitors, and for a
 * verified one worked by a small script (src/scripts/portfolio-filter.ts) through `data-filter`.
 */
export function FilterButtons({ active, working = false, describedBy }: Props) {
  return (
    <div role="group" aria-label={portfolioFilterCopy.label} aria-describedby={describedBy} className="mb-8 flex flex-wrap justify-center gap-2">
      {portfolioFilters.map((f) => (
        <button
          key={f}
          type="button"
          aria-pressed={f === active}
          aria-controls={working ? "portfolio-grid" : undefined}
          disabled={!working}
          data-filter={working ? f : undefined}
          className={`min-h-11 rounded-full border-2 border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-800 transition-colors enabled:hover:border-brand-700 enabled:hover:text-brand-800 disabled:cursor-not-allowed aria-pressed:border-brand-700 aria-pressed:bg-brand-700 aria-pressed:text-white ${
            working ? "" : "opacity-70"
          }`}
        >
          {f}
        </button>
      ))}
    </div>
  );
}
