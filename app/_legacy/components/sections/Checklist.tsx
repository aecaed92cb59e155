import { CheckCircle2 } from "lucide-react";

/** A plain list of included items (features, metrics, integrations) with check marks. */
export function Checklist({ items, columns = 3, dark = false }: { items: readonly string[]; columns?: 1 | 2 | 3 | 4; dark?: boolean }) {
  const cls = { 1: "", 2: "sm:grid-cols-2", 3: "sm:grid-cols-2 lg:grid-cols-3", 4: "sm:grid-cols-2 lg:grid-cols-4" }[columns];
  return (
    <ul role="list" className={`grid gap-3 ${cls}`}>
      {items.map((it) => (
        <li
          key={it}
          className={`flex items-start gap-3 rounded-xl border p-4 ${dark ? "border-white/10 bg-white/5 text-slate-100" : "border-slate-200 bg-white text-slate-800"}`}
        >
          <CheckCircle2 aria-hidden="true" className={`mt-0.5 h-5 w-5 shrink-0 ${dark ? "text-brand-300" : "text-brand-700"}`} />
          <span>{it}</span>
        </li>
      ))}
    </ul>
  );
}
