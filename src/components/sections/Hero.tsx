import type { HeroProps } from "@/content/types";
import { heroArt } from "@/components/art/hero-art";
import { CtaRow } from "@/components/ui/ButtonLink";

/**
 * The page's opening band and its only h1. With `art`, the illustration takes the right half from
 * the lg breakpoint; on narrower screens a smaller copy follows the buttons, so they stay on the
 * first screen. The illustration is inline SVG with a fixed aspect ratio: nothing to load, nothing
 * to shift.
 */
export function Hero({ eyebrow, title, highlight, description, ctas = [], stats, note, art }: HeroProps) {
  const Art = art ? heroArt[art] : undefined;
  return (
    <section className="relative overflow-hidden bg-slate-950 pt-16 pb-16 text-white sm:pt-24 sm:pb-24">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(ellipse_at_top_right,rgba(8,145,178,0.45),transparent_60%),radial-gradient(ellipse_at_bottom_left,rgba(14,116,144,0.35),transparent_55%)]"
      />
      <div className="container-page relative">
        <div className={Art ? "lg:grid lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] lg:items-center lg:gap-12" : undefined}>
          <div className="max-w-3xl">
            {eyebrow ? (
              <p className="mb-4 inline-flex rounded-full border border-brand-400/40 bg-brand-900/40 px-3 py-1 text-sm font-medium text-brand-100">{eyebrow}</p>
            ) : null}
            <h1 className={`text-4xl font-extrabold tracking-tight text-balance sm:text-5xl ${Art ? "" : "lg:text-6xl"}`}>
              {title}
              {/* The space keeps the two lines two words apart when the heading is copied or read without styles. */}
              {highlight ? (
                <>
                  {" "}
                  <span className="mt-2 block text-brand-300">{highlight}</span>
                </>
              ) : null}
            </h1>
            <p className="mt-6 max-w-2xl text-lg text-slate-200 sm:text-xl">{description}</p>
            <CtaRow ctas={ctas} className="mt-8" />
            {note ? <p className="mt-4 text-sm text-slate-300">{note}</p> : null}
          </div>
          {Art ? (
            <div className="mx-auto mt-12 aspect-[6/5] w-full max-w-xs sm:max-w-sm lg:mt-0 lg:max-w-xl">
              <Art className="h-full w-full" />
            </div>
          ) : null}
        </div>
        {stats && stats.length > 0 ? (
          <dl className="mt-12 grid grid-cols-2 gap-4 sm:grid-cols-4">
            {stats.map((s) => (
              <div key={s.label} className="rounded-xl border border-white/10 bg-white/5 p-4">
                <dt className="text-sm text-slate-300">{s.label}</dt>
                <dd className="order-first text-3xl font-bold text-white">{s.value}</dd>
              </div>
            ))}
          </dl>
        ) : null}
      </div>
    </section>
  );
}
