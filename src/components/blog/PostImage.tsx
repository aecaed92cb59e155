/** A post's featured image (1200x630); the first one on a page loads at once, the rest lazily. */
export function PostImage({
  src,
  alt,
  sizes,
  eager = false,
  className = "",
}: {
  src: string | null;
  alt: string;
  sizes: string;
  eager?: boolean;
  className?: string;
}) {
  const cls = `aspect-[1200/630] w-full bg-slate-100 object-cover ${className}`;
  if (!src) return <div aria-hidden="true" className={`${cls} bg-gradient-to-br from-brand-700 to-slate-900`} />;
  return <img src={src} alt={alt} width={1200} height={630} sizes={sizes} className={cls} loading={eager ? "eager" : "lazy"} fetchPriority={eager ? "high" : undefined} decoding="async" />;
}
