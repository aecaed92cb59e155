import { Star } from "lucide-react";
import { QuoteCards } from "@/components/sections/QuoteCards";
import { testimonials } from "@/content/gated/testimonials";
import { clientStories } from "@/content/pages/testimonials";
import { LockedPanel } from "./LockedPanel";

/**
 * /testimonials for a visitor without an invitation: how many verified clients wrote to us and
 * how they rated the work, three stories told without names, and the way in to read the signed
 * ones. Only the two figures of the gated testimonials leave the server. A verified visitor gets
 * the testimonials alone, so the anonymous stories never repeat what they read.
 */
export function LockedTestimonials({ returnTo }: { returnTo?: string }) {
  const average = testimonials.reduce((sum, t) => sum + t.rating, 0) / testimonials.length;
  return (
    <div data-testid="testimonials-locked">
      <p className="mx-auto mb-8 flex max-w-2xl flex-col items-center gap-2 text-center sm:flex-row sm:justify-center sm:gap-4" data-testid="testimonial-count">
        <span className="inline-flex items-center gap-1 text-amber-500" aria-hidden="true">
          {[1, 2, 3, 4, 5].map((n) => (
            <Star key={n} className="h-5 w-5 fill-current" />
          ))}
        </span>
        <span className="text-lg font-semibold text-slate-900">
          {testimonials.length} verified client testimonials, rated {average.toFixed(1)} out of 5 on average
        </span>
      </p>
      <div data-testid="client-stories">
        <p className="mx-auto mb-6 max-w-3xl text-center text-slate-600">{clientStories.intro}</p>
        <QuoteCards items={clientStories.items} />
      </div>
      <div className="mt-10">
        <LockedPanel area="testimonials" returnTo={returnTo} />
      </div>
    </div>
  );
}
