import type { ServiceCard } from "@/content/types";
import { Icon } from "@legacy/components/ui/Icon";
import { ArrowRight, Check } from "lucide-react";

/** The service cards of / and /services. "Learn More" is a plain link: a full page navigation. */
export function ServiceCards({ services, showFeatures = true }: { services: readonly ServiceCard[]; showFeatures?: boolean }) {
  return (
    <ul role="list" className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-5" data-testid="service-cards">
      {services.map((s) => (
        <li key={s.slug} className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition-shadow hover:shadow-md">
          <span className={`mb-4 inline-flex h-12 w-12 items-center justify-center rounded-xl bg-gradient-to-br text-white ${s.color}`}>
            <Icon name={s.icon} />
          </span>
          <h3 className="text-lg font-semibold text-slate-900">{s.title}</h3>
          <p className="mt-2 flex-1 text-slate-600">{s.description}</p>
          {showFeatures ? (
            <ul className="mt-4 space-y-1.5 text-sm text-slate-700">
              {s.features.map((f) => (
                <li key={f} className="flex gap-2">
                  <Check aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-brand-700" />
                  {f}
                </li>
              ))}
            </ul>
          ) : null}
          <a href={s.link} className="mt-5 inline-flex items-center gap-1 font-semibold text-brand-700 hover:text-brand-900">
            Learn More<span className="sr-only"> about {s.title}</span>
            <ArrowRight aria-hidden="true" className="h-4 w-4" />
          </a>
        </li>
      ))}
    </ul>
  );
}
