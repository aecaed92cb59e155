import { Search } from "lucide-react";
import { searchPage } from "@/content/blog";
import { QueryInput } from "./QueryInput";

/** A plain GET form to /search?q=…, so it works without JavaScript. */
export function SearchForm({ query }: { query: string }) {
  return (
    <form action="/search" method="get" role="search" className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <div className="flex-1">
        <label htmlFor="search-q" className="block font-semibold text-slate-900">
          {searchPage.label}
        </label>
        <QueryInput
          id="search-q"
          defaultValue={query}
          placeholder={searchPage.placeholder}
          className="mt-2 block min-h-11 w-full rounded-lg border border-slate-400 px-4 py-2 text-base text-slate-900 placeholder:text-slate-500 focus:border-brand-700"
        />
      </div>
      <button
        type="submit"
        className="inline-flex min-h-11 items-center justify-center gap-2 rounded-lg bg-brand-700 px-5 py-2 font-semibold text-white hover:bg-brand-800"
      >
        <Search aria-hidden="true" className="h-5 w-5" />
        {searchPage.button}
      </button>
    </form>
  );
}
