import { sectionHeadingId } from "./Section";

/**
 * The compact heading of a page that opens with its form (/contact's inquiry, /message): the
 * page's h1 in a few lines, so the form, or the answer that replaces it, is on the first screen.
 */
export function LeadHeader({ id, eyebrow, title, description }: { id?: string; eyebrow?: string; title?: string; description?: string }) {
  return (
    <div className="mb-5 sm:mb-6">
      {eyebrow ? <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{eyebrow}</p> : null}
      <h1 id={sectionHeadingId(id)} className="mt-1 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
        {title}
      </h1>
      {description ? <p className="mt-2 text-slate-600 sm:text-lg">{description}</p> : null}
    </div>
  );
}
