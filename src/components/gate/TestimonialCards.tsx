import { Quote, Star, TrendingUp } from "lucide-react";
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
          <figure className="flex w-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
            <div className="flex items-center justify-between">
              <Stars rating={t.rating} />
              <Quote aria-hidden="true" className="h-8 w-8 text-brand-100" />
            </div>
            <blockquote className="mt-4 flex-1 text-slate-700">
              <p>&ldquo;{t.text}&rdquo;</p>
            </blockquote>
            <ul className="mt-4 space-y-1 text-sm">
              {t.results.map((r) => (
                <li key={r} className="flex gap-2 font-medium text-brand-800">
                  <TrendingUp aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
                  {r}
                </li>
              ))}
            </ul>
            <figcaption className="mt-6 flex items-center gap-3 border-t border-slate-100 pt-4">
              <img loading="lazy" decoding="async" src={t.image.src} width={48} height={48} alt="" className="h-12 w-12 rounded-full" />
              <span>
                <span className="block font-semibold text-slate-900">{t.name}</span>
                <span className="block text-sm text-slate-600">
                  {t.title}, {t.company}
                </span>
              </span>
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
