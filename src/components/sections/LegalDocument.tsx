import { longDate } from "@/content/legal-dates";
import type { LegalSection } from "@/content/types";

/** A policy: table of contents, numbered sections and the last-updated date (`updated`: YYYY-MM-DD). */
export function LegalDocument({ updated, intro, sections }: { updated: string; intro?: string; sections: readonly LegalSection[] }) {
  return (
    <div className="container-page max-w-4xl py-12 sm:py-16">
      <p className="text-sm text-slate-600">
        Last updated: <time dateTime={updated}>{longDate(updated)}</time>
      </p>
      {intro ? <p className="mt-4 text-lg text-slate-700">{intro}</p> : null}
      <nav aria-label="Sections" className="mt-8 rounded-2xl border border-slate-200 bg-slate-50 p-6">
        <h2 className="text-base font-semibold text-slate-900">Contents</h2>
        <ol className="mt-3 grid list-decimal gap-1 pl-5 text-brand-800 sm:grid-cols-2">
          {sections.map((s) => (
            <li key={s.id}>
              <a href={`#${s.id}`} className="hover:underline">
                {s.heading}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      <div className="prose-body mt-10" data-testid="legal-sections">
        {sections.map((s, i) => (
          <section key={s.id} id={s.id} aria-labelledby={`${s.id}-h`} data-testid="legal-section">
            <h2 id={`${s.id}-h`}>
              {i + 1}. {s.heading}
            </h2>
            {s.paragraphs.map((p) => (
              <p key={p.slice(0, 48)}>{p}</p>
            ))}
            {s.list ? (
              <ul>
                {s.list.map((l) => (
                  <li key={l}>{l}</li>
                ))}
              </ul>
            ) : null}
          </section>
        ))}
      </div>
    </div>
  );
}
