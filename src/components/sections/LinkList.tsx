import type { NavLink } from "@/content/types";
import { ArrowRight } from "lucide-react";

/** Related pages (the Atlanta pages link to each other). */
export function LinkList({ links }: { links: readonly NavLink[] }) {
  return (
    <ul role="list" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {links.map((l) => (
        <li key={l.href}>
          <a
            href={l.href}
            className="flex items-center justify-between rounded-xl border border-slate-200 bg-white px-5 py-4 font-semibold text-slate-900 hover:border-brand-600 hover:text-brand-800"
          >
            {l.label}
            <ArrowRight aria-hidden="true" className="h-4 w-4 text-brand-700" />
          </a>
        </li>
      ))}
    </ul>
  );
}
