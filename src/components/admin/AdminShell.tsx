import type { ReactNode } from "react";
import { ExternalLink, LogOut, ShieldCheck } from "lucide-react";
import { AdminNav } from "./AdminNav";

export const adminShellClass = "min-h-screen bg-slate-50";
export const adminMainClass = "mx-auto max-w-7xl px-4 py-6 focus:outline-none sm:px-6 lg:px-8";

export function AdminSkipLink() {
  return (
    <a
      href="#main"
      className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-semibold text-brand-900 shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
    >
      Skip to content
    </a>
  );
}

/** The console's header: its name, the admin's e-mail, View site, Logout (a plain POST to /logout) and the sections. */
export function AdminHeader({ email, currentPath }: { email: string; currentPath: string }) {
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto max-w-7xl px-4 pt-3 sm:px-6 lg:px-8">
        <div className="flex flex-wrap items-center justify-between gap-2 pb-2">
          <a href="/admin" className="inline-flex items-center gap-2 rounded-md font-bold text-slate-900">
            <ShieldCheck aria-hidden="true" className="h-5 w-5 text-brand-700" />
            Gateway Tech admin
          </a>
          <div className="flex flex-wrap items-center gap-1 text-sm">
            <span className="hidden text-slate-600 sm:inline" data-testid="admin-email">
              {email}
            </span>
            <a href="/" className="inline-flex min-h-11 items-center gap-1 rounded-lg px-3 font-semibold text-slate-700 hover:bg-slate-100">
              <ExternalLink aria-hidden="true" className="h-4 w-4" />
              View site
            </a>
            <form method="post" action="/logout">
              <button type="submit" className="inline-flex min-h-11 items-center gap-1 rounded-lg px-3 font-semibold text-slate-700 hover:bg-slate-100">
                <LogOut aria-hidden="true" className="h-4 w-4" />
                Logout
              </button>
            </form>
          </div>
        </div>
        <AdminNav currentPath={currentPath} />
      </div>
    </header>
  );
}

/**
 * The console's own compact chrome: no marketing header, footer, widget or cookie banner.
 * AdminLayout.astro places these same parts around its slot itself, so an island in a page
 * (the post editor) sits in Astro markup rather than in a React component's children.
 */
export function AdminShell({ email, currentPath, children }: { email: string; currentPath: string; children: ReactNode }) {
  return (
    <div className={adminShellClass}>
      <AdminSkipLink />
      <AdminHeader email={email} currentPath={currentPath} />
      <main id="main" tabIndex={-1} className={adminMainClass}>
        {children}
      </main>
    </div>
  );
}
