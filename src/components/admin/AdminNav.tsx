import { adminNav } from "./nav";

/** Whether a nav item is the section `currentPath` is in (Overview only for /admin itself). */
const isCurrent = (href: string, currentPath: string) =>
  href === "/admin" ? currentPath === "/admin" : currentPath === href || currentPath.startsWith(`${href}/`);

/** The console's sections; scrolls sideways on a phone and marks the current one. */
export function AdminNav({ currentPath }: { currentPath: string }) {
  return (
    <nav aria-label="Admin" className="relative -mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
      <ul className="flex min-w-max gap-1 pb-2">
        {adminNav.map((item) => {
          const current = isCurrent(item.href, currentPath);
          return (
            <li key={item.href}>
              <a
                href={item.href}
                aria-current={current ? "page" : undefined}
                className={`inline-flex min-h-11 items-center rounded-lg px-3 text-sm font-semibold ${
                  current ? "bg-brand-800 text-white" : "text-slate-700 hover:bg-slate-100 hover:text-slate-900"
                }`}
              >
                {item.label}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
