import type { ReactNode } from "react";
import { Quote } from "lucide-react";

type Props = {
  /** Beside the quote mark: a headline or a rating. */
  head: ReactNode;
  quote: string;
  /** The picture or mark before who said it. */
  avatar: ReactNode;
  who: string;
  detail: string;
  /** Between the words and who said them (results, for instance). */
  children?: ReactNode;
};

/** One client's words as a card: the quote, then who said them. Shared by the public stories and the gated testimonials. */
export function QuoteFrame({ head, quote, avatar, who, detail, children }: Props) {
  return (
    <figure className="flex w-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <div className="flex items-start justify-between gap-4">
        {head}
        <Quote aria-hidden="true" className="h-8 w-8 shrink-0 text-brand-200" />
      </div>
      <blockquote className="mt-4 flex-1 text-slate-700">
        <p>&ldquo;{quote}&rdquo;</p>
      </blockquote>
      {children}
      <figcaption className="mt-6 flex items-center gap-3 border-t border-slate-100 pt-4">
        {avatar}
        <span>
          <span className="block font-semibold text-slate-900">{who}</span>
          <span className="block text-sm text-slate-600">{detail}</span>
        </span>
      </figcaption>
    </figure>
  );
}
