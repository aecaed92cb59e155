
export function categoryHref(category: string) {
  return `/blog?category=${encodeURIComponent(category)}`;
}

/** The category pill; a link to the filtered list unless `plain`. */
export function CategoryBadge({ category, plain = false }: { category: string; plain?: boolean }) {
  const cls = "inline-flex rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold tracking-wide text-brand-800 uppercase";
  return plain ? (
    <span className={cls}>{category}</span>
  ) : (
    <a href={categoryHref(category)} className={`${cls} hover:bg-brand-100`}>
      {category}
    </a>
  );
}
