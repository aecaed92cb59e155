import { Phone } from "lucide-react";
import { contactWays, mainNav, quoteLink } from "@/content/navigation";
import { site } from "@/content/site";
import { buttonStyles } from "@/components/ui/ButtonLink";
import { HeaderSearch } from "./HeaderSearch";
import { Logo } from "./Logo";
import { MobileMenu } from "./MobileMenu";

/**
 * The fixed site header, in two parts around the visitor's own (Verified / Admin, Sign out),
 * which the layout fills per request with a server island: a server island inside a React
 * component's children would miss the page's script policy.
 */
export const headerClass = "group/header fixed inset-x-0 top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur";
export const headerRowClass = "container-page flex h-16 items-center justify-between gap-2 sm:gap-4";
export const headerEndClass = "flex shrink-0 items-center gap-1 sm:gap-2";

/** The logo (home) and the main navigation. */
export function HeaderStart() {
  return (
    <>
      <a href="/" className="min-w-0 rounded-md">
        <Logo />
        <span className="sr-only"> home</span>
      </a>
      {/* From xl: below it the six links, the search, Get Quote and a signed-in visitor's controls do not fit beside the logo. */}
      <nav aria-label="Main" className="hidden xl:block">
        <ul className="flex items-center">
          {mainNav.map((l) => (
            <li key={l.href}>
              <a href={l.href} className="rounded-lg px-2 py-2 font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900 xl:px-3">
                {l.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}

/**
 * The search box (or, where it does not fit, a link to /search), Get Quote and, below the xl
 * width, the menu with the links and the search box in it; `search={false}` on /search, whose
 * own form is the search. They follow the session controls, so those arriving late move none.
 */
export function HeaderEnd({ search = true }: { search?: boolean }) {
  return (
    <>
      {search ? <HeaderSearch /> : null}
      {/*
        On a phone, calling is one tap from anywhere: the floating widget is not there (it would
        cover the text). Where a signed-in visitor's controls need the room on the narrowest
        phones, the menu and the bar at the end of the page still have it.
      */}
      <a
        href={site.phone.href}
        className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-lg text-brand-800 hover:bg-slate-100 sm:hidden group-has-[[data-session-controls]]/header:max-[400px]:hidden"
        data-testid="header-call"
      >
        <Phone aria-hidden="true" className="h-5 w-5" />
        <span className="sr-only">{contactWays.callShort(site.phone.display)}</span>
      </a>
      <span className="hidden md:block">
        <a href={quoteLink.href} className={`${buttonStyles.primary} !py-2`}>
          {quoteLink.label}
        </a>
      </span>
      <MobileMenu links={mainNav} quote={quoteLink} search={search} />
    </>
  );
}
