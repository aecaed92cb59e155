import { Menu, Phone, X } from "lucide-react";
import { contactWays } from "@/content/navigation";
import { site } from "@/content/site";
import type { NavLink } from "@/content/types";
import { MenuSearch } from "./HeaderSearch";

const MENU_ID = "mobile-menu";

/**
 * The menu of phones and tablets (below the xl width), with no script: the button opens a
 * popover (the browser closes it on Escape, on a click outside and when a link loads the next
 * page, and returns focus to the button). The icon and label follow the popover's state through
 * CSS. The site search's form comes first (a plain GET form, no script either), then the links
 * and tap-to-call.
 */
export function MobileMenu({ links, quote, search = true }: { links: readonly NavLink[]; quote: NavLink; search?: boolean }) {
  return (
    <div className="group/menu xl:hidden">
      <button type="button" popoverTarget={MENU_ID} className="inline-flex h-11 w-11 items-center justify-center rounded-lg text-slate-800 hover:bg-slate-100">
        <Menu aria-hidden="true" className="h-6 w-6 group-has-[:popover-open]/menu:hidden" />
        <X aria-hidden="true" className="hidden h-6 w-6 group-has-[:popover-open]/menu:block" />
        <span className="sr-only group-has-[:popover-open]/menu:hidden">Open menu</span>
        <span className="sr-only hidden group-has-[:popover-open]/menu:inline">Close menu</span>
      </button>
      <nav
        id={MENU_ID}
        popover="auto"
        aria-label="Mobile"
        // The backdrop dims the page below the header, which stays clear: its button closes the menu.
        className="inset-x-0 top-16 bottom-auto m-0 max-h-[calc(100dvh-4rem)] w-full max-w-none overflow-y-auto border-0 border-b border-slate-200 bg-white p-0 shadow-lg backdrop:top-16 backdrop:bg-slate-900/50"
      >
        {search ? <MenuSearch /> : null}
        <ul className="container-page space-y-1 py-4">
          {links.map((l) => (
            <li key={l.href}>
              <a href={l.href} className="block rounded-lg px-3 py-3 text-lg font-medium text-slate-800 hover:bg-slate-100">
                {l.label}
              </a>
            </li>
          ))}
          <li>
            <a href={site.phone.href} className="flex items-center gap-3 rounded-lg px-3 py-3 text-lg font-medium text-slate-800 hover:bg-slate-100">
              <Phone aria-hidden="true" className="h-5 w-5 text-brand-700" />
              {contactWays.call(site.phone.display)}
            </a>
          </li>
          <li className="pt-2">
            <a href={quote.href} className="block rounded-lg bg-brand-700 px-3 py-3 text-center text-lg font-semibold text-white">
              {quote.label}
            </a>
          </li>
        </ul>
      </nav>
    </div>
  );
}
