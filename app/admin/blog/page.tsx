import type { Metadata } from "next";
import Link from "next/link";
import { Plus } from "lucide-react";
import { Empty, Notice, PageHeader, StatusBadge, TableWrap, adminButton, td } from "@legacy/components/admin/ui";
import { formatDate, param } from "@legacy/components/admin/format";
import { adminContext } from "@/server/admin/guard";
import { listPostsForAdmin } from "@/server/admin/blog";
import { getDb } from "@/server/db/client";

export const metadata: Metadata = { title: "Blog posts" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function Posts({ searchParams }: Props) {
  await adminContext();
  const posts = await listPostsForAdmin(await getDb());
  const sp = await searchParams;
  return (
    <>
      <PageHeader
        title="Blog posts"
        description="Drafts and scheduled posts stay off the blog, the feed, the sitemap and search."
        actions={
          <Link href="/admin/blog/new" className={adminButton.primary}>
            <Plus aria-hidden="true" className="h-4 w-4" />
            New post
          </Link>
        }
      />
      <Notice notice={param(sp.notice)} />
      {posts.length === 0 ? (
        <Empty>No posts yet.</Empty>
      ) : (
        <TableWrap label="Blog posts" headings={["Title", "Category", "Published date", "Status", "Actions"]}>
          {posts.map((p) => {
            const status = p.status;
            return (
              <tr key={p.id} data-testid="post-row">
                <td className={td}>
                  <span className="font-semibold text-slate-900">{p.title}</span>
                  <span className="block font-mono text-xs text-slate-600">/blog/{p.slug}</span>
                </td>
                <td className={td}>{p.category}</td>
                <td className={`${td} whitespace-nowrap`}>{formatDate(p.publishedDate)}</td>
                <td className={td}>
                  <StatusBadge status={status} />
                </td>
                <td className={td}>
                  <div className="flex flex-wrap gap-x-3 gap-y-1">
                    <Link href={`/admin/blog/${p.id}`} className="font-semibold text-brand-800 underline underline-offset-2">
                      Edit<span className="sr-only"> {p.title}</span>
                    </Link>
                    {status === "published" ? (
                      <Link href={`/blog/${p.slug}`} className="font-semibold text-brand-800 underline underline-offset-2">
                        View<span className="sr-only"> {p.title}</span>
                      </Link>
                    ) : null}
                    <Link href={`/admin/blog/${p.id}/delete`} className="font-semibold text-red-700 underline underline-offset-2">
                      Delete<span className="sr-only"> {p.title}</span>
                    </Link>
                  </div>
                </td>
              </tr>
            );
          })}
        </TableWrap>
      )}
    </>
  );
}
