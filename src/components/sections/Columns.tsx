import type { Column } from "@/content/types";
import { Icon } from "@/components/ui/Icon";

/** Two or three text columns side by side (mission and vision, terms overview, what we look for). */
export function Columns({ columns }: { columns: readonly Column[] }) {
  return (
    <div className={`grid gap-8 ${columns.length === 3 ? "lg:grid-cols-3" : "md:grid-cols-2"}`}>
      {columns.map((c) => (
        <article key={c.title} className="rounded-2xl border border-slate-200 bg-white p-8 shadow-sm">
          {c.icon ? (
            <span className="mb-4 inline-flex h-12 w-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
              <Icon name={c.icon} />
            </span>
          ) : null}
          <h3 className="text-2xl font-bold text-slate-900">{c.title}</h3>
          {c.paragraphs.map((p) => (
            <p key={p.slice(0, 48)} className="mt-4 text-slate-700">
              {p}
            </p>
          ))}
          {c.list ? (
            <ul className="mt-4 list-disc space-y-2 pl-5 text-slate-700">
              {c.list.map((l) => (
                <li key={l}>{l}</li>
              ))}
            </ul>
          ) : null}
        </article>
      ))}
    </div>
  );
}
