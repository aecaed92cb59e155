import type { Plan } from "@/content/types";
import { ButtonLink } from "@legacy/components/ui/ButtonLink";
import { Check } from "lucide-react";

/** Priced plans or packages; the popular one is marked "Most Popular". */
export function PricingPlans({ plans }: { plans: readonly Plan[] }) {
  return (
    <ul role="list" className={`grid gap-6 ${plans.length >= 3 ? "lg:grid-cols-3" : "md:grid-cols-2"}`}>
      {plans.map((p) => (
        <li
          key={p.name}
          className={`relative flex flex-col rounded-2xl border bg-white p-8 shadow-sm ${p.popular ? "border-brand-600 ring-2 ring-brand-600" : "border-slate-200"}`}
        >
          {p.popular ? (
            <p className="absolute -top-3 left-1/2 -translate-x-1/2 rounded-full bg-brand-700 px-3 py-1 text-xs font-semibold tracking-wide text-white uppercase">
              Most Popular
            </p>
          ) : null}
          <h3 className="text-xl font-bold text-slate-900">{p.name}</h3>
          <p className="mt-4 flex items-baseline gap-1">
            <span className="text-4xl font-extrabold text-slate-900">{p.price}</span>
            {p.period ? <span className="text-slate-600">{p.period}</span> : null}
          </p>
          <p className="mt-3 text-slate-600">{p.description}</p>
          <ul className="mt-6 flex-1 space-y-2 text-sm text-slate-700">
            {p.features.map((f) => (
              <li key={f} className="flex gap-2">
                <Check aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-brand-700" />
                {f}
              </li>
            ))}
          </ul>
          {p.cta ? <ButtonLink cta={{ variant: p.popular ? "primary" : "outline", ...p.cta }} className="mt-8 w-full" /> : null}
        </li>
      ))}
    </ul>
  );
}
