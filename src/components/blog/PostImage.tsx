import { fallbackSrc, isSitePath, srcsetOf, type MediaImage } from "@/lib/media";

/** Whether a post's featured image can be shown: an upload, or a path on this site (the policy blocks any other). */
export function showsImage(src: string | null, media: MediaImage | null | undefined): boolean {
  return Boolean(media || (src && isSitePath(src)));
}

/**
 * A post's featured image in a 1200×630 frame. An uploaded one (`media`) is a <picture> with AVIF
 * and WebP srcsets at every width it has, and its own width and height; a path on this site is a
 * plain <img>. With neither (no image, or an address on another site, which the
 * Content-Security-Policy would block) the frame shows the brand gradient. The first image on a
 * page loads at once, the rest lazily.
 */
export function PostImage({
  src,
  media,
  alt,
  sizes,
  eager = false,
  className = "",
}: {
  src: string | null;
  media?: MediaImage | null;
  alt: string;
  sizes: string;
  eager?: boolean;
  className?: string;
}) {
  const cls = `aspect-[1200/630] w-full bg-slate-100 object-cover ${className}`;
  const loading = eager ? "eager" : "lazy";
  const fetchPriority = eager ? "high" : undefined;
  if (media) {
    return (
      <picture className="block">
        <source type="image/avif" srcSet={srcsetOf(media, "avif")} sizes={sizes} />
        <img
          src={fallbackSrc(media)}
          srcSet={srcsetOf(media, "webp")}
          sizes={sizes}
          width={media.width}
          height={media.height}
          alt={alt}
          className={cls}
          loading={loading}
          fetchPriority={fetchPriority}
          decoding="async"
        />
      </picture>
    );
  }
  if (!src || !isSitePath(src)) return <div aria-hidden="true" className={`${cls} bg-gradient-to-br from-brand-700 to-slate-900`} />;
  return <img src={src} alt={alt} width={1200} height={630} sizes={sizes} className={cls} loading={loading} fetchPriority={fetchPriority} decoding="async" />;
}
