import type { ReactNode } from "react";
import type { Tone } from "@/content/types";

const tones: Record<Tone, string> = {
  white: "bg-white",
  muted: "bg-slate-50",
  dark: "bg-slate-900 text-white",
  brand: "bg-brand-900 text-white",
};

export type SectionHeading = { id?: string; eyebrow?: string; title?: string; description?: string; tone?: Tone };

/** A page band with an optional heading; every block renders inside one. */
export function Section({
  id,
  eyebrow,
  title,
  description,
  tone = "white",
  children,
  narrow = false,
}: SectionHeading & { children: ReactNode; narrow?: boolean }) {
  const dark = tone === "dark" || tone === "brand";
  const headingId = id ? `${id}-heading` : undefined;
  return (
    <section id={id} aria-labelledby={title ? headingId : undefined} className={`${tones[tone]} py-16 sm:py-20`}>
      <div className={`container-page ${narrow ? "max-w-4xl" : ""}`}>
        {title ? (
          <div className="mx-auto mb-10 max-w-3xl text-center sm:mb-12">
            {eyebrow ? (
              <p className={`mb-2 text-sm font-semibold tracking-wide uppercase ${dark ? "text-brand-200" : "text-brand-700"}`}>
                {eyebrow}
              </p>
            ) : null}
            <h2 id={headingId} className={`text-3xl font-bold tracking-tight sm:text-4xl ${dark ? "text-white" : "text-slate-900"}`}>
              {title}
            </h2>
            {description ? (
              <p className={`mt-4 text-lg ${dark ? "text-slate-200" : "text-slate-600"}`}>{description}</p>
            ) : null}
          </div>
        ) : null}
        {children}
      </div>
    </section>
  );
}
