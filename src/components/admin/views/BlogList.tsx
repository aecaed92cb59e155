import { Plus } from "lucide-react";
import { adminPages } from "@/content/admin";
import type { PostStatus, PostSummary } from "@/server/admin/blog";
import { formatDate } from "../format";
import { Cell, Empty, Notice, PageHeader, Row, StatusBadge, TableWrap, adminButton } from "../ui";

const copy = adminPages.blog;

/** Every post, drafts and scheduled ones too, with Edit, View (published only) and Delete. */
export function BlogList({ posts, notice }: { posts: (PostSummary & { status: PostStatus })[]; notice: string }) {
  return (
    <>
      <PageHeader
        title={copy.heading}
        description={copy.description}
        actions={
          <a href="/admin/blog/new" className={adminButton.primary}>
            <Plus aria-hidden="true" className="h-4 w-4" />
            {copy.newPost}
          </a>
        }
      />
      <Notice notice={notice} />
      {posts.length === 0 ? (
        <Empty>{copy.empty}</Empty>
      ) : (
        <TableWrap label="Blog posts" headings={["Title", "Category", "Published date", "Status", "Actions"]}>
          {posts.map((p) => (
            <Row key={p.id} testId="post-row">
              <Cell label="Title">
                <span className="font-semibold text-slate-900">{p.title}</span>
                <span className="block font-mono text-xs text-slate-600">/blog/{p.slug}</span>
              </Cell>
              <Cell label="Category">{p.category}</Cell>
              <Cell label="Published date" className="whitespace-nowrap">
                {formatDate(p.publishedDate)}
              </Cell>
              <Cell label="Status">
                <StatusBadge status={p.status} />
              </Cell>
              <Cell label="Actions">
                <div className="flex flex-wrap gap-x-3 gap-y-1">
                  <a href={`/admin/blog/${p.id}`} className="font-semibold text-brand-800 underline underline-offset-2">
                    Edit<span className="sr-only"> {p.title}</span>
                  </a>
                  {p.status === "published" ? (
                    <a href={`/blog/${p.slug}`} className="font-semibold text-brand-800 underline underline-offset-2">
                      View<span className="sr-only"> {p.title}</span>
                    </a>
                  ) : null}
                  <a href={`/admin/blog/${p.id}/delete`} className="font-semibold text-red-700 underline underline-offset-2">
                    Delete<span className="sr-only"> {p.title}</span>
                  </a>
                </div>
              </Cell>
            </Row>
          ))}
        </TableWrap>
      )}
    </>
  );
}
