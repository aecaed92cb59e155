import { BrowserMockup } from "@/components/art/BrowserMockup";
import { caseStudyCopy, type CaseStudyTeaser } from "@/content/case-studies";

/**
 * A case study told without a name (DESIGN.md difference 11): the kind of business, where, the
 * problem and one measured result, with a drawing of the kind of site we built. Public.
 */
export function TeaserCard({ t }: { t: CaseStudyTeaser }) {
  return (
    <article className="flex w-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm" data-testid="case-study-teaser">
      <div className="bg-slate-100 px-4 pt-4">
        <BrowserMockup domain={t.look.domain} variant={t.look.variant} accent={t.look.accent} />
      </div>
      <div className="flex flex-1 flex-col p-6">
        <p className="text-sm font-semibold text-brand-800">{t.category}</p>
        <h3 className="mt-1 text-lg font-bold text-slate-900">
          {t.industry} <span className="block text-sm font-medium text-slate-600">{t.area}</span>
        </h3>
        <p className="mt-3 flex-1 text-slate-700">{t.problem}</p>
        <dl className="mt-5 rounded-xl bg-brand-50 px-4 py-3">
          <dt className="sr-only">{caseStudyCopy.resultLabel}</dt>
          <dd className="flex items-baseline gap-2">
            <span className="text-2xl font-extrabold text-brand-800">{t.result.value}</span>
            <span className="text-sm font-medium text-slate-800">{t.result.label}</span>
          </dd>
        </dl>
      </div>
    </article>
  );
}

/** A few teasers side by side (the home page's "Trusted by"). */
export function CaseStudyTeasers({ teasers }: { teasers: readonly CaseStudyTeaser[] }) {
  return (
    <ul role="list" className="grid gap-6 md:grid-cols-2 lg:grid-cols-3" data-testid="case-study-teasers">
      {teasers.map((t) => (
        <li key={t.id} className="flex">
          <TeaserCard t={t} />
        </li>
      ))}
    </ul>
  );
}
