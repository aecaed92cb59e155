import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { PageHeader, adminButton } from "@legacy/components/admin/ui";
import { adminContext } from "@/server/admin/guard";
import { getPostForAdmin } from "@/server/admin/blog";
import { deleteBlogPostAction } from "@/server/admin/actions/blog";
import { getDb } from "@/server/db/client";

export const metadata: Metadata = { title: "Delete post" };

type Props = { params: Promise<{ id: string }> };

export default async function ConfirmDelete({ params }: Props) {
  await adminContext();
  const { id } = await params;
  if (!/^\d{1,9}$/.test(id)) notFound();
  const post = await getPostForAdmin(await getDb(), Number(id));
  if (!post) notFound();
  return (
    <>
      <PageHeader title="Delete this post?" />
      <div className="max-w-2xl space-y-4 rounded-xl border border-red-200 bg-white p-4 shadow-sm sm:p-6">
        <p className="text-slate-800">
          <strong className="font-semibold">{post.title}</strong> (/blog/{post.slug}) will be removed from the blog, the feed, the sitemap and
          search. This cannot be undone; to hide a post for now, untick Published instead.
        </p>
        <form action={deleteBlogPostAction} className="flex flex-wrap gap-2">
          <input type="hidden" name="id" value={post.id} />
          <button type="submit" className={adminButton.danger}>
            Delete post
          </button>
          <Link href="/admin/blog" className={adminButton.secondary}>
            Keep it
          </Link>
        </form>
      </div>
    </>
  );
}
