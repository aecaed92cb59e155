import { editorPreview } from "@/content/admin";
import { BLOG_CATEGORIES } from "@/content/blog-posts/types";
import type { PostPreviewData } from "@/lib/post-preview";
import { CategoryBadge } from "@/components/blog/CategoryBadge";
import { PostPicture } from "@/components/blog/PostImage";
import { PostMeta } from "@/components/blog/PostMeta";
import { PostTags } from "@/components/blog/PostTags";

/** What the preview shows straight from the form. */
export type PreviewFields = {
  title: string;
  excerpt: string;
  author: string;
  category: string;
  publishedDate: string;
  tags: string;
  featuredImageAlt: string;
};

export type PreviewState = "idle" | "updating" | "failed";

/** The form's date (YYYY-MM-DD) as the post page shows it, or today for an empty or malformed one. */
function dayOf(text: string): Date {
  const date = /^\d{4}-\d{2}-\d{2}$/.test(text) ? new Date(`${text}T12:00:00Z`) : new Date();
  return Number.isNaN(date.getTime()) ? new Date() : date;
}

function tagsOf(text: string): string[] {
  return [
    ...new Set(
      text
        .split(",")
        .map((t) => t.trim())
        .filter(Boolean),
    ),
  ].slice(0, 20);
}

/**
 * The post as the blog will publish it, beside the editor: the post page's own parts (category
 * badge, title, excerpt, author, date and read time, the featured picture, the body in the
 * blog's type, the tags). The body and the featured picture come rendered by the server, through
 * the blog's own sanitising path (src/server/admin/operations/blog-editor.ts).
 */
export function PostPreview({ fields, rendered, state }: { fields: PreviewFields; rendered: PostPreviewData | null; state: PreviewState }) {
  const title = fields.title.trim() || editorPreview.untitled;
  const tags = tagsOf(fields.tags);
  const category = (BLOG_CATEGORIES as readonly string[]).includes(fields.category) ? fields.category : null;
  const note = state === "failed" ? editorPreview.failed : state === "updating" ? editorPreview.updating : "";
  return (
    <section
      aria-label="Preview"
      className="overflow-hidden rounded-xl border-2 border-dashed border-brand-700 bg-white lg:max-h-[calc(100vh-2rem)] lg:overflow-y-auto"
      data-testid="post-preview"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2 border-b border-slate-200 px-4 py-2">
        <p className="text-sm font-bold tracking-wide text-brand-800 uppercase">{editorPreview.label}</p>
        <p role="status" className="text-sm text-slate-600" data-testid="preview-status">
          {note}
        </p>
      </div>
      <article data-testid="preview-post">
        <header className="bg-slate-50 px-4 py-6 sm:px-6">
          {category ? <CategoryBadge category={category} plain /> : null}
          <h2 className="mt-3 text-2xl font-extrabold tracking-tight text-balance text-slate-900 sm:text-3xl" data-testid="preview-title">
            {title}
          </h2>
          {fields.excerpt.trim() ? <p className="mt-3 text-lg text-slate-600">{fields.excerpt}</p> : null}
          <PostMeta author={fields.author} date={dayOf(fields.publishedDate)} readTime={rendered?.readTime ?? 1} className="mt-4" />
        </header>
        <div className="px-4 pb-8 sm:px-6">
          {rendered?.featured ? (
            <div className="mt-4" data-testid="preview-featured">
              <PostPicture
                media={rendered.featured}
                alt={fields.featuredImageAlt || `Illustration for “${title}”`}
                sizes="(min-width: 1024px) 40vw, 100vw"
                className="rounded-2xl shadow-sm"
              />
            </div>
          ) : null}
          {rendered ? (
            rendered.bodyHtml.trim() ? (
              <div
                className="prose-body mx-auto mt-8 max-w-3xl text-lg"
                data-testid="preview-body"
                // Sanitised on the server by the blog's own allow-list (src/server/blog/sanitize.ts).
                dangerouslySetInnerHTML={{ __html: rendered.bodyHtml }}
              />
            ) : (
              <p className="mt-8 text-slate-600">{editorPreview.empty}</p>
            )
          ) : (
            <p className="mt-8 text-slate-600">{editorPreview.noBody}</p>
          )}
          <PostTags tags={tags} level={3} className="mx-auto mt-8 max-w-3xl" />
        </div>
      </article>
    </section>
  );
}
