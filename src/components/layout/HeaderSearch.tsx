import { Search } from "lucide-react";
import { QueryInput } from "@/components/search/QueryInput";
import { headerSearch as copy } from "@/content/navigation";

/**
 * The header's search: a plain GET form to /search?q=… (no script, so it works with JavaScript
 * off). Wide screens (xl) show the box beside the links; from lg up to there a link to /search
 * stands in for it; below lg the box is in the menu (MenuSearch).
 */
export function HeaderSearch() {
  return (
    <>
      <form
        action="/search"
        method="get"
        role="search"
        aria-label={copy.label}
        className="hidden items-center xl:flex group-has-[[data-session-controls]]/header:xl:hidden"
      >
        <label htmlFor="header-search-q" className="sr-only">
          {copy.label}
        </label>
        <QueryInput
          id="header-search-q"
          placeholder={copy.placeholder}
          className="h-10 w-40 rounded-l-lg border border-r-0 border-slate-400 bg-white px-3 text-sm text-slate-900 placeholder:text-slate-600 focus:border-brand-700"
        />
        <button
          type="submit"
          className="inline-flex h-10 w-11 items-center justify-center rounded-r-lg border border-slate-400 bg-slate-50 text-slate-800 hover:bg-slate-100"
        >
          <Search aria-hidden="true" className="h-4 w-4" />
          <span className="sr-only">{copy.button}</span>
        </button>
      </form>
      <a
        href="/search"
        className="hidden h-11 w-11 items-center justify-center rounded-lg text-slate-800 hover:bg-slate-100 lg:inline-flex xl:hidden group-has-[[data-session-controls]]/header:xl:inline-flex"
      >
        <Search aria-hidden="true" className="h-5 w-5" />
        <span className="sr-only">{copy.link}</span>
      </a>
    </>
  );
}

/** The same form at the top of the phone and tablet menu, full width with a visible label. */
export function MenuSearch() {
  return (
    <form action="/search" method="get" role="search" aria-label={copy.label} className="container-page pt-4">
      <label htmlFor="menu-search-q" className="block font-semibold text-slate-900">
        {copy.label}
      </label>
      <div className="mt-2 flex gap-2">
        <QueryInput
          id="menu-search-q"
          className="min-h-11 min-w-0 flex-1 rounded-lg border border-slate-400 px-3 text-base text-slate-900 focus:border-brand-700"
        />
        <button
          type="submit"
          className="inline-flex min-h-11 items-center justify-center gap-2 rounded-lg bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800"
        >
          <Search aria-hidden="true" className="h-5 w-5" />
          {copy.button}
        </button>
      </div>
    </form>
  );
}
