import { TeaserCard } from "@/components/sections/CaseStudyTeasers";
import { caseStudyTeasers } from "@/content/case-studies";
import { LockedPanel } from "./LockedPanel";
import { PortfolioFilter } from "./PortfolioFilter";

/**
 * What a visitor without an invitation gets in place of the case studies: every project told
 * without its client (industry, problem, measured result), filterable like the real ones, and
 * the locked panel for the names and the full case studies.
 */
export function LockedPortfolio({ returnTo }: { returnTo?: string }) {
  return (
    <div data-testid="portfolio-locked">
      <PortfolioFilter testId="portfolio-teasers" items={caseStudyTeasers.map((t) => ({ key: t.id, category: t.category, card: <TeaserCard t={t} /> }))} />
      <div className="mt-10">
        <LockedPanel area="portfolio-projects" returnTo={returnTo} />
      </div>
    </div>
  );
}
