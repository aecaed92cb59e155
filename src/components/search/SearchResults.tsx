import { ArrowLeft } from "lucide-react";
import { searchPage } from "@/content/blog";
import { formatLongDate } from "@/lib/dates";
import { MAX_RESULT_PAGES, searchHref } from "@/lib/search-query";
import type { SearchPage, SearchResult, SnippetPart } from "@/server/blog/search";
import { buttonStyles } from "@/components/ui/ButtonLink";
import { Pagination } from "@/components/ui/Pagination";
import { PastEndPanel } from "@/components/ui/PastEndPanel";
import { SearchForm } from "./SearchForm";

/** The excerpt, its matched words as <mark>; every part is plain text that React escapes. */
function Snippet({ parts }: { parts: readonly SnippetPart[] }) {
  return (
    <p className="mt-2 text-slate-700" data-testid="search-snippet">
      {parts.map((p, i) =>
        p.hit ? (
          <mark key={i} className="rounded bg-amber-100 px-0.5 text-slate-900">
            {p.text}
          </mark>
        ) : (
          <span key={i}>{p.text}</span>
        ),
      )}
    </p>
  );
}

function Suggestions() {
  return (
    <nav aria-labelledby="suggestions-heading" className="mt-8">
      <h2 id="suggestions-heading" className="text-lg font-semibold text-slate-900">
        {searchPage.suggestionsHeading}
      </h2>
      <ul className="mt-3 flex flex-wrap gap-3">
        {searchPage.suggestions.map((s) => (
          <li key={s.href}>
            <a
              href={s.href}
              className="inline-flex min-h-11 items-center rounded-lg border border-slate-300 px-4 py-2 font-medium text-brand-800 hover:border-brand-700"
            >
              {s.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function ResultItem({ r }: { r: SearchResult }) {
  return (
    <li className="py-6" data-testid="search-result">
      <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
        {searchPage.kind[r.kind]}
        {r.date ? (
          <>
            {" · "}
            <time dateTime={r.date.toISOString()} className="font-normal text-slate-600 normal-case">
              {formatLongDate(r.date)}
            </time>
          </>
        ) : null}
      </p>
      <h3 className="mt-1 text-xl font-bold">
        <a href={r.path} className="text-slate-900 underline-offset-2 hover:text-brand-800 hover:underline">
          {r.title}
        </a>
      </h3>
      <Snippet parts={r.snippet.length > 0 ? r.snippet : [{ text: r.summary, hit: false }]} />
      <p className="mt-1 text-sm text-slate-600">{r.path}</p>
    </li>
  );
}

/** How many results there are, and which of them this page shows. */
function Summary({ found }: { found: SearchPage }) {
  const text = found.capped
    ? searchPage.rangeOfMore(found.from, found.to, found.total)
    : found.pageCount > 1
      ? searchPage.range(found.from, found.to, found.total)
      : searchPage.count(found.total);
  return (
    <p className="mt-2 text-slate-600" data-testid="search-summary">
      {text}
    </p>
  );
}

/** A page number no search reaches (answered 404): the way to the first page. */
function OutOfRange({ query }: { query: string }) {
  const copy = searchPage.outOfRange;
  return (
    <div className="mt-10">
      <PastEndPanel name="search-out-of-range" title={copy.title} description={copy.description(MAX_RESULT_PAGES)}>
        <a href={searchHref(query)} className={buttonStyles.primary}>
          <ArrowLeft aria-hidden="true" className="h-5 w-5" />
          {copy.first}
        </a>
      </PastEndPanel>
    </div>
  );
}

/**
 * The form (filled with the query), then one page of the ranked results and the pager; for a
 * page number past any search's last, the way back to the first page instead.
 */
export function SearchResults({ query, found, outOfRange = false }: { query: string; found: SearchPage | null; outOfRange?: boolean }) {
  if (!query) {
    return (
      <>
        <SearchForm query="" />
        <Suggestions />
      </>
    );
  }
  if (outOfRange) {
    return (
      <>
        <SearchForm query={query} />
        <OutOfRange query={query} />
      </>
    );
  }
  return (
    <>
      <SearchForm query={query} />
      <section aria-labelledby="results-heading" className="mt-10" aria-live="polite">
        <h2 id="results-heading" className="text-2xl font-bold text-slate-900">
          {searchPage.resultsFor} “<span data-testid="search-query">{query}</span>”
        </h2>
        {found === null ? (
          <p role="alert" className="mt-4 text-slate-700">
            {searchPage.error}
          </p>
        ) : found.results.length === 0 ? (
          <p className="mt-4 text-slate-700" data-testid="search-empty">
            {searchPage.empty}
          </p>
        ) : (
          <>
            <Summary found={found} />
            {found.capped ? (
              <p className="mt-2 text-slate-700" data-testid="search-narrow">
                {searchPage.narrow(found.total)}
              </p>
            ) : null}
            {found.pastEnd ? (
              <p className="mt-2 text-slate-700" data-testid="search-past-end">
                {searchPage.pastEnd(found.pageCount)}
              </p>
            ) : null}
            <ol start={found.from} className="mt-2 divide-y divide-slate-200" data-testid="search-results">
              {found.results.map((r) => (
                <ResultItem key={r.path} r={r} />
              ))}
            </ol>
            <Pagination label={searchPage.pagerLabel} page={found.page} pageCount={found.pageCount} href={(p) => searchHref(query, p)} />
          </>
        )}
      </section>
      {found === null || found.results.length === 0 ? <Suggestions /> : null}
    </>
  );
}
