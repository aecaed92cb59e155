import { ChevronDown, Menu } from "lucide-react";
import { adminNav } from "./nav";

/** Whether a nav item is the section `currentPath` is in (Overview only for /admin itself). */
const isCurrent = (href: string, currentPath: string) =>
  href === "/admin" ? currentPath === "/admin" : currentPath === href || currentPath.startsWith(`${href}/`);

function Links({ currentPath, className }: { currentPath: string; className: string }) {
  return (
    <ul className={className}>
      {adminNav.map((item) => {
        const current = isCurrent(item.href, currentPath);
        return (
          <li key={item.href}>
            <a
              href={item.href}
              aria-current={current ? "page" : undefined}
              className={`flex min-h-11 items-center rounded-lg px-3 text-sm font-semibold ${
                current ? "bg-brand-800 text-white" : "text-slate-700 hover:bg-slate-100 hover:text-slate-900"
              }`}
            >
              {item.label}
            </a>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * The console's sections. On a wide screen, every tab in rows that wrap, so the current one is
 * always in view. On a phone or tablet, a disclosure (no script: <details>) whose closed button
 * names the current section and opens onto every section, two or three to a row.
 */
export function AdminNav({ currentPath }: { currentPath: string }) {
  const current = adminNav.find((item) => isCurrent(item.href, currentPath));
  return (
    <nav aria-label="Admin" className="pb-2">
      <details className="group lg:hidden" data-testid="admin-nav-menu">
        <summary className="flex min-h-11 cursor-pointer list-none items-center gap-2 rounded-lg border border-slate-300 px-3 font-semibold text-slate-900 hover:bg-slate-50 [&::-webkit-details-marker]:hidden">
          <Menu aria-hidden="true" className="h-5 w-5 shrink-0 text-brand-700" />
          <span className="min-w-0 flex-1 truncate" data-testid="admin-nav-current">
            <span className="sr-only">Console sections, now: </span>
            {current?.label ?? "Sections"}
          </span>
          <ChevronDown aria-hidden="true" className="h-5 w-5 shrink-0 text-slate-600 transition-transform group-open:rotate-180" />
        </summary>
        <Links currentPath={currentPath} className="mt-2 grid grid-cols-2 gap-1 sm:grid-cols-3" />
      </details>
      <Links currentPath={currentPath} className="hidden flex-wrap gap-1 lg:flex" />
    </nav>
  );
}
