import { Briefcase, ChevronDown, Clock, DollarSign, MapPin } from "lucide-react";
import type { JobPosition } from "@/content/careers";
import { buttonStyles } from "@/components/ui/ButtonLink";
import type { SectionHeading } from "@/content/types";
import { Section } from "./Section";

/**
 * Open positions. "Learn More" is a native disclosure (<details>) that opens the full description,
 * requirements and benefits in place, with no script; "Apply Now" links to /careers/apply/<slug>.
 */
export function JobPositions({ positions, ...heading }: SectionHeading & { positions: readonly JobPosition[] }) {
  return (
    <Section {...heading} tone={heading.tone ?? "white"}>
      <ul role="list" className="mx-auto grid max-w-4xl gap-6" data-testid="job-positions">
        {positions.map((p) => (
          <li key={p.slug} className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8" data-testid="job-position">
            <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{p.department}</p>
            <h3 className="mt-1 text-xl font-bold text-slate-900">{p.title}</h3>
            <ul className="mt-4 flex flex-wrap gap-2 text-sm text-slate-700" aria-label={`${p.title} at a glance`}>
              <li className="inline-flex items-center gap-1.5 rounded-full bg-slate-100 px-3 py-1">
                <MapPin aria-hidden="true" className="h-4 w-4 text-brand-700" />
                {p.location}
              </li>
              <li className="inline-flex items-center gap-1.5 rounded-full bg-slate-100 px-3 py-1">
                <Clock aria-hidden="true" className="h-4 w-4 text-brand-700" />
                {p.type}
              </li>
              <li className="inline-flex items-center gap-1.5 rounded-full bg-brand-50 px-3 py-1 font-semibold text-brand-900" data-testid="job-salary">
                <DollarSign aria-hidden="true" className="h-4 w-4 text-brand-700" />
                <span className="sr-only">Salary: </span>
                {p.salary}
              </li>
            </ul>
            <p className="mt-4 text-slate-700">{p.summary}</p>
            <div className="mt-6 flex flex-1 flex-wrap items-end gap-3">
              <details className="group w-full open:mb-2 sm:w-auto sm:open:w-full">
                <summary
                  className={`${buttonStyles.outline} w-full cursor-pointer list-none sm:w-auto [&::-webkit-details-marker]:hidden`}
                  aria-label={`Learn More about ${p.title}`}
                >
                  <span>Learn More</span>
                  <ChevronDown aria-hidden="true" className="h-5 w-5 transition-transform group-open:rotate-180" />
                </summary>
                <div className="mt-6 space-y-6 border-t border-slate-200 pt-6 text-slate-700" data-testid="job-details">
                  <div className="space-y-3">
                    {p.description.map((d) => (
                      <p key={d.slice(0, 48)}>{d}</p>
                    ))}
                  </div>
                  <div>
                    <h4 className="font-semibold text-slate-900">Requirements</h4>
                    <ul className="mt-2 list-disc space-y-1 pl-5">
                      {p.requirements.map((r) => (
                        <li key={r}>{r}</li>
                      ))}
                    </ul>
                  </div>
                  <div>
                    <h4 className="font-semibold text-slate-900">Role benefits</h4>
                    <ul className="mt-2 list-disc space-y-1 pl-5">
                      {p.benefits.map((b) => (
                        <li key={b}>{b}</li>
                      ))}
                    </ul>
                  </div>
                </div>
              </details>
              <a href={`/careers/apply/${p.slug}`} className={`${buttonStyles.primary} w-full sm:w-auto`} aria-label={`Apply Now for ${p.title}`}>
                <Briefcase aria-hidden="true" className="h-5 w-5" />
                Apply Now
              </a>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}
