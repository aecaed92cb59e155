import type { ReactNode } from "react";

/**
 * A page of a paged list that does not exist (answered 404): what happened, in a heading and a
 * sentence, and the links back into the list.
 */
export function PastEndPanel({ name, title, description, children }: { name: string; title: string; description: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${name}-heading`} data-testid={name}>
      <h2 id={`${name}-heading`} className="text-2xl font-bold text-slate-900 sm:text-3xl">
        {title}
      </h2>
      <p className="mt-3 text-lg text-slate-700">{description}</p>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row">{children}</div>
    </section>
  );
}
