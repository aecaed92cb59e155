import { postPage } from "@/content/blog";

/**
 * A post's tags under a heading for screen readers, on the post's page (h2) and in the editor's
 * preview of it (h3, under the preview's own heading). Nothing when the post has none.
 */
export function PostTags({ tags, level, className }: { tags: readonly string[]; level: 2 | 3; className: string }) {
  if (tags.length === 0) return null;
  const Heading = level === 2 ? "h2" : "h3";
  return (
    <div className={className}>
      <Heading className="sr-only">{postPage.tagsHeading}</Heading>
      <ul className="flex flex-wrap gap-2">
        {tags.map((t) => (
          <li key={t} className="rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-700">
            #{t}
          </li>
        ))}
      </ul>
    </div>
  );
}
