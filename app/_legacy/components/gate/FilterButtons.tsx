import { portfolioFilterCopy, portfolioFilters, type PortfolioFilter } from "@/content/portfolio";

type Props = {
  active: PortfolioFilter;
  /** Absent when the case studies are locked: the buttons are then shown disabled. */
  onSelect?: (filter: PortfolioFilter) => void;
  /** The id of the text that explains why the buttons are disabled. */
  describedBy?: string;
};

/**
 * The portfolio's category buttons. Plain markup with no hooks, so the server renders the locked
 * (disabled) bar for anonymous visitors and the client filter renders the working one.
 */
export function FilterButtons({ active, onSelect, describedBy }: Props) {
  const locked = !onSelect;
  return (
    <div role="group" aria-label={portfolioFilterCopy.label} aria-describedby={describedBy} className="mb-8 flex flex-wrap justify-center gap-2">
      {portfolioFilters.map((f) => {
        const on = f === active;
        return (
          <button
            key={f}
            type="button"
            aria-pressed={on}
            aria-controls={locked ? undefined : "portfolio-grid"}
            disabled={locked}
            onClick={onSelect ? () => onSelect(f) : undefined}
            className={`min-h-11 rounded-full border-2 px-4 py-2 text-sm font-semibold transition-colors disabled:cursor-not-allowed ${
              on ? "border-brand-700 bg-brand-700 text-white" : "border-slate-300 bg-white text-slate-800 enabled:hover:border-brand-700 enabled:hover:text-brand-800"
            } ${locked ? "opacity-70" : ""}`}
          >
            {f}
          </button>
        );
      })}
    </div>
  );
}
