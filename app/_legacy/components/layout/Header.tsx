import Link from "next/link";
import { Suspense } from "react";
import { mainNav, quoteLink } from "@/content/navigation";
import { buttonStyles } from "@legacy/components/ui/ButtonLink";
import { SessionControls } from "./SessionControls";
import { Logo } from "./Logo";
import { MobileMenu } from "./MobileMenu";

/** The fixed site header; the session slot (Verified / Admin, Sign out / Logout) is a request-time hole in the static shell. */
export function Header() {
  return (
    <header data-site-header className="fixed inset-x-0 top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="container-page flex h-16 items-center justify-between gap-4">
        <Link href="/" className="rounded-md" aria-label="Gateway Tech Enterprises, home">
          <Logo />
        </Link>
        <nav aria-label="Main" className="hidden md:block">
          <ul className="flex items-center gap-1">
            {mainNav.map((l) => (
              <li key={l.href}>
                <Link href={l.href} className="rounded-lg px-3 py-2 font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900">
                  {l.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-2">
          <Suspense fallback={null}>
            <SessionControls />
          </Suspense>
          <Link href={quoteLink.href} className={`${buttonStyles.primary} hidden !py-2 md:inline-flex`}>
            {quoteLink.label}
          </Link>
          <MobileMenu links={mainNav} quote={quoteLink} />
        </div>
      </div>
    </header>
  );
}
