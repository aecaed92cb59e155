import type { ReactNode } from "react";
import type { SectionHeading, Tone } from "@/content/types";

const tones: Record<Tone, string> = {
  white: "bg-white",
  muted: "bg-slate-50",
  dark: "bg-slate-900 text-white",
  brand: "bg-brand-900 text-white",
};

/** A band's classes, for shells that write the <section> themselves (a gated band in src/layouts). */
export const sectionClass = (tone: Tone = "white") => `${tones[tone]} py-16 sm:py-20`;

export const sectionHeadingId = (id?: string) => (id ? `${id}-heading` : undefined);

/** A band's heading: eyebrow, title and description, centred. */
export function SectionHeader({ id, eyebrow, title, description, tone = "white" }: SectionHeading) {
  if (!title) return null;
  const dark = tone === "dark" || tone === "brand";
  return (
    <div className="mx-auto mb-10 max-w-3xl text-center sm:mb-12">
      {eyebrow ? <p className={`mb-2 text-sm font-semibold tracking-wide uppercase ${dark ? "text-brand-200" : "text-brand-700"}`}>{eyebrow}</p> : null}
      <h2 id={sectionHeadingId(id)} className={`text-3xl font-bold tracking-tight sm:text-4xl ${dark ? "text-white" : "text-slate-900"}`}>
        {title}
      </h2>
      {description ? <p className={`mt-4 text-lg ${dark ? "text-slate-200" : "text-slate-600"}`}>{description}</p> : null}
    </div>
  );
}

/** A page band with an optional heading; every block renders inside one. */
export function Section({ children, narrow = false, ...heading }: SectionHeading & { children: ReactNode; narrow?: boolean }) {
  const { id, title, tone = "white" } = heading;
  return (
    <section id={id} aria-labelledby={title ? sectionHeadingId(id) : undefined} className={sectionClass(tone)}>
      <div className={`container-page ${narrow ? "max-w-4xl" : ""}`}>
        <SectionHeader {...heading} tone={tone} />
        {children}
      </div>
    </section>
  );
}
