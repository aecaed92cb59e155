import { adminPages } from "@/content/admin";
import { PageHeader, PostForm, adminButton } from "../ui";

/** The confirmation step before a post is deleted for good. */
export function DeletePost({ post, action }: { post: { id: number; title: string; slug: string }; action: string }) {
  return (
    <>
      <PageHeader title={adminPages.deletePost.heading} />
      <div className="max-w-2xl space-y-4 rounded-xl border border-red-200 bg-white p-4 shadow-sm sm:p-6">
        <p className="text-slate-800">
          <strong className="font-semibold">{post.title}</strong> (/blog/{post.slug}) will be removed from the blog, the feed, the sitemap and search. This
          cannot be undone; to hide a post for now, untick Published instead.
        </p>
        <PostForm action={action} className="flex flex-wrap gap-2">
          <input type="hidden" name="id" value={post.id} />
          <button type="submit" className={adminButton.danger}>
            Delete post
          </button>
          <a href="/admin/blog" className={adminButton.secondary}>
            Keep it
          </a>
        </PostForm>
      </div>
    </>
  );
}
