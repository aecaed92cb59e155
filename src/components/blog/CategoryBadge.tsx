import { blogListHref } from "@/lib/blog-list-query";

export function categoryHref(category: string) {
  return blogListHref(category);
}

/** The category pill; a link to the filtered list unless `plain`. */
export function CategoryBadge({ category, plain = false }: { category: string; plain?: boolean }) {
  // A long name in a narrow column wraps inside the pill (whose corners then round less) instead of running out of it.
  const cls = "inline-block max-w-full rounded-xl bg-brand-50 px-3 py-1 text-xs leading-snug font-semibold tracking-wide text-brand-800 uppercase";
  return plain ? (
    <span className={cls}>{category}</span>
  ) : (
    <a href={categoryHref(category)} className={`${cls} hover:bg-brand-100`}>
      {category}
    </a>
  );
}
