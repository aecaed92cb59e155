import { Star, TrendingUp } from "lucide-react";
import { QuoteFrame } from "@/components/ui/QuoteFrame";
import { testimonials } from "@/content/gated/testimonials";

function Stars({ rating }: { rating: number }) {
  return (
    <p role="img" aria-label={`Rated ${rating} out of 5`} className="flex gap-0.5">
      {[1, 2, 3, 4, 5].map((n) => (
        <Star key={n} aria-hidden="true" className={`h-5 w-5 ${n <= rating ? "fill-amber-400 text-amber-500" : "fill-slate-200 text-slate-300"}`} />
      ))}
    </p>
  );
}

/** The seven client testimonials; verified visitors only (gated area "testimonials"). */
export function TestimonialCards() {
  return (
    <ul role="list" className="flex flex-wrap justify-center gap-6" data-testid="testimonial-cards">
      {testimonials.map((t) => (
        <li key={t.slug} className="flex w-full md:w-[calc(50%-0.75rem)] lg:w-[calc((100%-3rem)/3)]">
          <QuoteFrame
            head={<Stars rating={t.rating} />}
            quote={t.text}
            avatar={<img loading="lazy" decoding="async" src={t.image.src} width={48} height={48} alt="" className="h-12 w-12 rounded-full" />}
            who={t.name}
            detail={`${t.title}, ${t.company}`}
          >
            <ul className="mt-4 space-y-1 text-sm">
              {t.results.map((r) => (
                <li key={r} className="flex gap-2 font-medium text-brand-800">
                  <TrendingUp aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
                  {r}
                </li>
              ))}
            </ul>
          </QuoteFrame>
        </li>
      ))}
    </ul>
  );
}
