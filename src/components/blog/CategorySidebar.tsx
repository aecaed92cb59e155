import type { CategoryCount } from "@/server/blog/queries";
import { blogPage, categoryIcons } from "@/content/blog";
import { Icon } from "@/components/ui/Icon";
import { categoryHref } from "./CategoryBadge";

/** The six categories with their real counts; each links to the filtered list. */
export function CategoryList({ counts, active }: { counts: readonly CategoryCount[]; active?: string }) {
  return (
    <ul className="space-y-1" data-testid="category-list">
      <li>
        <a
          href="/blog"
          aria-current={!active ? "page" : undefined}
          className={`flex items-center justify-between rounded-lg px-3 py-2 font-medium ${!active ? "bg-brand-50 text-brand-900" : "text-slate-700 hover:bg-slate-50"}`}
        >
          {blogPage.allCategories}
        </a>
      </li>
      {counts.map((c) => {
        const current = c.category === active;
        return (
          <li key={c.category}>
            <a
              href={categoryHref(c.category)}
              aria-current={current ? "page" : undefined}
              className={`flex items-center justify-between gap-3 rounded-lg px-3 py-2 font-medium ${current ? "bg-brand-50 text-brand-900" : "text-slate-700 hover:bg-slate-50"}`}
            >
              <span className="flex items-center gap-2">
                <Icon name={categoryIcons[c.category]} className="h-4 w-4 text-brand-700" />
                {c.category}
              </span>
              <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-sm text-slate-700" data-testid="category-count">
                <span className="sr-only">(</span>
                {c.count}
                <span className="sr-only"> {c.count === 1 ? "article" : "articles"})</span>
              </span>
            </a>
          </li>
        );
      })}
    </ul>
  );
}
