import { clientCards } from "@/content/gated/client-cards";
import { Building2, MapPin, TrendingUp } from "lucide-react";

/** The three client cards of the home page's trusted-by block. */
export function ClientCards() {
  return (
    <ul role="list" className="grid gap-6 md:grid-cols-3" data-testid="client-cards">
      {clientCards.map((c) => (
        <li key={c.name} className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
          <span className="inline-flex h-12 w-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
            <Building2 aria-hidden="true" className="h-6 w-6" />
          </span>
          <h3 className="mt-4 text-lg font-semibold text-slate-900">{c.name}</h3>
          <p className="text-sm text-slate-600">{c.industry}</p>
          <p className="mt-1 flex items-center gap-1 text-sm text-slate-600">
            <MapPin aria-hidden="true" className="h-4 w-4" />
            {c.location}
          </p>
          <p className="mt-4 flex-1 text-slate-700">{c.summary}</p>
          <p className="mt-4 flex items-center gap-2 font-semibold text-brand-800">
            <TrendingUp aria-hidden="true" className="h-5 w-5" />
            {c.result}
          </p>
        </li>
      ))}
    </ul>
  );
}
