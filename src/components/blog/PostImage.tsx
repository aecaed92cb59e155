import { categoryArt } from "@/components/art/category-art";
import { ResponsiveDevices } from "@/components/art/ResponsiveDevices";
import type { BlogCategory } from "@/content/blog-posts/types";
import { fallbackSrc, srcsetOf, type MediaImage } from "@/lib/media";

type PictureProps = { media: MediaImage; alt: string; sizes: string; eager?: boolean; className?: string };

/**
 * An uploaded picture as a <picture>: AVIF and WebP srcsets at every width it has, and its own
 * width and height, so it shows at its own ratio. The first picture on a page loads at once, the
 * rest lazily.
 */
export function PostPicture({ media, alt, sizes, eager = false, className = "" }: PictureProps) {
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
        className={`h-auto w-full bg-slate-100 ${className}`}
        loading={eager ? "eager" : "lazy"}
        fetchPriority={eager ? "high" : undefined}
        decoding="async"
      />
    </picture>
  );
}

/** A post's category illustration on the brand's dark band, decorative (the title is beside it). */
export function CategoryCover({ category, className = "" }: { category: string; className?: string }) {
  const Art = categoryArt[category as BlogCategory] ?? ResponsiveDevices;
  return (
    <div
      aria-hidden="true"
      className={`flex items-center justify-center bg-gradient-to-br from-slate-950 to-brand-950 ${className}`}
      data-testid="category-cover"
    >
      <Art className="h-full w-full" />
    </div>
  );
}

/**
 * A post's cover on a card: its uploaded picture at its own ratio, or, without one, its
 * category's illustration in a 1200×630 frame. Never the seed's title cards, which would only
 * repeat the heading beside them: they are what a shared link shows.
 */
export function PostCover({
  media,
  category,
  sizes,
  eager = false,
  fill = false,
}: {
  media: MediaImage | null | undefined;
  category: string;
  sizes: string;
  eager?: boolean;
  /** Fill a taller box (the featured card's half), cropping the picture rather than banding it. */
  fill?: boolean;
}) {
  if (media) return <PostPicture media={media} alt="" sizes={sizes} eager={eager} className={fill ? "lg:h-full lg:object-cover" : ""} />;
  return <CategoryCover category={category} className={`aspect-[1200/630] w-full py-3 ${fill ? "lg:aspect-auto lg:h-full lg:min-h-80" : ""}`} />;
}
