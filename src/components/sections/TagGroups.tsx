import type { TagGroup } from "@/content/types";
import { Icon } from "@/components/ui/Icon";

/** Card widths for a centred, wrapping row: a short last row sits in the middle instead of hanging left. */
const widths = {
  2: "md:w-[calc(50%-0.75rem)]",
  3: "md:w-[calc(50%-0.75rem)] lg:w-[calc(33.333%-1rem)]",
  4: "sm:w-[calc(50%-0.75rem)] lg:w-[calc(25%-1.125rem)]",
} as const;

export function TagGroups({ groups, columns = 3, dark = false }: { groups: readonly TagGroup[]; columns?: 2 | 3 | 4; dark?: boolean }) {
  return (
    <ul role="list" className="flex flex-wrap justify-center gap-6" data-testid="tag-groups">
      {groups.map((g) => (
        <li
          key={g.title}
          className={`flex w-full flex-col rounded-2xl border p-6 ${widths[columns]} ${dark ? "border-white/10 bg-white/5" : "border-slate-200 bg-white shadow-sm"}`}
        >
          <div className="flex items-center gap-3">
            {g.icon ? (
              <span
                className={`inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-lg ${dark ? "bg-brand-700 text-white" : "bg-brand-50 text-brand-700"}`}
              >
                <Icon name={g.icon} className="h-5 w-5" />
              </span>
            ) : null}
            <h3 className={`text-lg font-semibold ${dark ? "text-white" : "text-slate-900"}`}>{g.title}</h3>
          </div>
          {g.description ? <p className={`mt-3 ${dark ? "text-slate-200" : "text-slate-600"}`}>{g.description}</p> : null}
          {g.label ? <p className={`mt-4 text-xs font-semibold tracking-wide uppercase ${dark ? "text-brand-200" : "text-brand-800"}`}>{g.label}</p> : null}
          <ul role="list" aria-label={g.label ? `${g.title}: ${g.label}` : g.title} className={`flex flex-wrap gap-2 ${g.label ? "mt-2" : "mt-4"}`}>
            {g.tags.map((t) => (
              <li
                key={t}
                data-testid="tag"
                className={`rounded-full px-3 py-1 text-sm font-medium ${dark ? "bg-white/10 text-slate-100" : "bg-slate-100 text-slate-800"}`}
              >
                {t}
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}
