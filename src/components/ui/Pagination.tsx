import { ChevronLeft, ChevronRight } from "lucide-react";
import { pager } from "@/content/navigation";
import { pageLinks } from "@/lib/pagination";

const item = "inline-flex min-h-11 min-w-11 items-center justify-center gap-1 rounded-lg px-3 font-semibold";
const link = `${item} border border-slate-300 bg-white text-brand-800 hover:border-brand-700 hover:bg-brand-50`;

/**
 * The pager under a paged list: Previous, the page links (the current one marked with
 * aria-current="page"), Next. Plain links, so it works without JavaScript; nothing when the list
 * fits on one page.
 */
export function Pagination({ label, page, pageCount, href }: { label: string; page: number; pageCount: number; href: (page: number) => string }) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={label} className="mt-10" data-testid="pagination">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        {page > 1 ? (
          <li>
            <a href={href(page - 1)} rel="prev" className={link}>
              <ChevronLeft aria-hidden="true" className="h-4 w-4" />
              {pager.previous}
            </a>
          </li>
        ) : null}
        {pageLinks(page, pageCount).map((p, i) =>
          p === "gap" ? (
            <li key={`gap-${i}`} className="px-1 text-slate-600">
              <span aria-hidden="true">…</span>
              <span className="sr-only">{pager.gap}</span>
            </li>
          ) : (
            <li key={p}>
              {p === page ? (
                <a href={href(p)} aria-current="page" aria-label={pager.current(p, pageCount)} className={`${item} bg-brand-700 text-white`}>
                  {p}
                </a>
              ) : (
                <a href={href(p)} aria-label={pager.page(p)} className={link}>
                  {p}
                </a>
              )}
            </li>
          ),
        )}
        {page < pageCount ? (
          <li>
            <a href={href(page + 1)} rel="next" className={link}>
              {pager.next}
              <ChevronRight aria-hidden="true" className="h-4 w-4" />
            </a>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
