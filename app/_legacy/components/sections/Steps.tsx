import type { Step } from "@/content/types";

/** A numbered process (design, UI/UX, leasing, hiring, partnership). */
export function Steps({ steps, dark = false }: { steps: readonly Step[]; dark?: boolean }) {
  const cols = steps.length === 5 ? "lg:grid-cols-5" : steps.length === 3 ? "lg:grid-cols-3" : "lg:grid-cols-4";
  return (
    <ol className={`grid gap-6 sm:grid-cols-2 ${cols}`}>
      {steps.map((s) => (
        <li key={s.title} className={`rounded-2xl border p-6 ${dark ? "border-white/10 bg-white/5" : "border-slate-200 bg-white"}`}>
          <span aria-hidden="true" className={`text-3xl font-extrabold ${dark ? "text-brand-300" : "text-brand-700"}`}>
            {s.number}
          </span>
          <h3 className={`mt-3 text-lg font-semibold ${dark ? "text-white" : "text-slate-900"}`}>
            <span className="sr-only">Step {s.number}: </span>
            {s.title}
          </h3>
          <p className={`mt-2 ${dark ? "text-slate-200" : "text-slate-600"}`}>{s.description}</p>
        </li>
      ))}
    </ol>
  );
}
