import type { Stat } from "@/content/types";

/** Figure tiles; every figure comes from the claims in src/content/site.ts. */
export function Stats({ items, dark = false }: { items: readonly Stat[]; dark?: boolean }) {
  const cols = items.length === 3 ? "sm:grid-cols-3" : "sm:grid-cols-2 lg:grid-cols-4";
  return (
    <dl className={`grid gap-6 ${cols}`}>
      {items.map((s) => (
        <div key={s.label} className={`flex flex-col rounded-2xl p-6 text-center ${dark ? "bg-white/5" : "bg-brand-50"}`}>
          <dt className={`font-semibold ${dark ? "text-slate-100" : "text-slate-900"}`}>{s.label}</dt>
          <dd className={`order-first text-4xl font-extrabold ${dark ? "text-brand-300" : "text-brand-800"}`}>{s.value}</dd>
          {s.description ? <dd className={`mt-1 text-sm ${dark ? "text-slate-300" : "text-slate-600"}`}>{s.description}</dd> : null}
        </div>
      ))}
    </dl>
  );
}
