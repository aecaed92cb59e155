import type { QuoteCard } from "@/content/types";
import { Icon } from "@/components/ui/Icon";
import { QuoteFrame } from "@/components/ui/QuoteFrame";

/** Client stories as quote cards: the words, then who said them (a role and a place, no name). */
export function QuoteCards({ items }: { items: readonly QuoteCard[] }) {
  return (
    <ul role="list" className="grid gap-6 md:grid-cols-3">
      {items.map((q) => (
        <li key={q.title} className="flex">
          <QuoteFrame
            head={<h3 className="text-lg font-semibold text-slate-900">{q.title}</h3>}
            quote={q.quote}
            avatar={
              <span className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
                <Icon name={q.icon} className="h-5 w-5" />
              </span>
            }
            who={q.role}
            detail={q.place}
          />
        </li>
      ))}
    </ul>
  );
}
