import type { Cta } from "@/content/types";
import { CtaRow } from "@legacy/components/ui/ButtonLink";

/** The closing call to action every page ends with. */
export function CtaBanner({ title, description, ctas }: { title: string; description?: string; ctas: readonly Cta[] }) {
  return (
    <section className="bg-gradient-to-br from-brand-800 to-brand-950 py-16 text-white sm:py-20">
      <div className="container-page text-center">
        <h2 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h2>
        {description ? <p className="mx-auto mt-4 max-w-2xl text-lg text-brand-50">{description}</p> : null}
        <CtaRow ctas={ctas.map((c, i) => ({ ...c, variant: i === 0 ? "light" : "outlineLight" }))} className="mt-8 justify-center" />
      </div>
    </section>
  );
}
