import type { FaqItem } from "@/content/types";
import { ChevronDown } from "lucide-react";

/** Questions as native disclosures: keyboard and screen-reader friendly with no script. */
export function Faq({ items }: { items: readonly FaqItem[] }) {
  return (
    <div className="mx-auto max-w-3xl divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
      {items.map((f) => (
        <details key={f.question} className="group p-6">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 text-left text-lg font-semibold text-slate-900 [&::-webkit-details-marker]:hidden">
            {f.question}
            <ChevronDown aria-hidden="true" className="h-5 w-5 shrink-0 text-brand-700 transition-transform group-open:rotate-180" />
          </summary>
          <p className="mt-4 text-slate-700">{f.answer}</p>
        </details>
      ))}
    </div>
  );
}
