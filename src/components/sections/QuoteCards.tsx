import { Quote } from "lucide-react";
import { Icon, type IconName } from "@/components/ui/Icon";

export type QuoteCard = {
  /** A short headline over the quote. */
  title: string;
  quote: string;
  /** Who said it, as far as the page may say: a role and a kind of business, no name. */
  role: string;
  /** Where the business is. */
  place: string;
  /** The trade, as an icon beside the attribution. */
  icon: IconName;
};

/** Client stories as quote cards: the words, then who said them (a role and a place, no name). */
export function QuoteCards({ items }: { items: readonly QuoteCard[] }) {
  return (
    <ul role="list" className="grid gap-6 md:grid-cols-3">
      {items.map((q) => (
        <li key={q.title} className="flex">
          <figure className="flex w-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
            <div className="flex items-start justify-between gap-4">
              <h3 className="text-lg font-semibold text-slate-900">{q.title}</h3>
              <Quote aria-hidden="true" className="h-8 w-8 shrink-0 text-brand-200" />
            </div>
            <blockquote className="mt-4 flex-1 text-slate-700">
              <p>&ldquo;{q.quote}&rdquo;</p>
            </blockquote>
            <figcaption className="mt-6 flex items-center gap-3 border-t border-slate-100 pt-4">
              <span className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
                <Icon name={q.icon} className="h-5 w-5" />
              </span>
              <span>
                <span className="block font-semibold text-slate-900">{q.role}</span>
                <span className="block text-sm text-slate-600">{q.place}</span>
              </span>
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
