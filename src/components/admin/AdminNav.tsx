"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { adminNav } from "./nav";

/** The console's sections; scrolls sideways on a phone and marks the current one. */
export function AdminNav() {
  const pathname = usePathname();
  return (
    <nav aria-label="Admin" className="relative -mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
      <ul className="flex min-w-max gap-1 pb-2">
        {adminNav.map((item) => {
          const current = item.href === "/admin" ? pathname === "/admin" : pathname === item.href || (pathname?.startsWith(`${item.href}/`) ?? false);
          return (
            <li key={item.href}>
              <Link
                href={item.href}
                aria-current={current ? "page" : undefined}
                className={`inline-flex min-h-11 items-center rounded-lg px-3 text-sm font-semibold ${
                  current ? "bg-brand-800 text-white" : "text-slate-700 hover:bg-slate-100 hover:text-slate-900"
                }`}
              >
                {item.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
