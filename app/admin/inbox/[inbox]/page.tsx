import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { Download } from "lucide-react";
import { Empty, Notice, PageHeader, Pagination, SearchForm, StatusBadge, TableWrap, adminButton, td } from "@legacy/components/admin/ui";
import { displayValue, formatDateTime, param } from "@legacy/components/admin/format";
import { adminContext } from "@/server/admin/guard";
import { inboxDef, isInboxSlug, listInbox } from "@/server/admin/inboxes";
import { getDb } from "@/server/db/client";

export const metadata: Metadata = { title: "Inbox" };

type Props = { params: Promise<{ inbox: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function Inbox({ params, searchParams }: Props) {
  await adminContext();
  const { inbox } = await params;
  if (!isInboxSlug(inbox)) notFound();
  const sp = await searchParams;
  const def = inboxDef(inbox);
  const q = param(sp.q).slice(0, 200);
  const data = await listInbox(await getDb(), inbox, { q, page: Number(param(sp.page)) || 1 });
  const path = `/admin/inbox/${inbox}`;
  return (
    <>
      <PageHeader
        title={def.title}
        description={`${data.total} ${data.total === 1 ? "entry" : "entries"}${data.q ? " matching your search" : ""}, newest first.`}
        actions={
          <a href={`/admin/export/${inbox}.csv`} className={adminButton.secondary}>
            <Download aria-hidden="true" className="h-4 w-4" />
            Export CSV
          </a>
        }
      />
      <Notice notice={param(sp.notice)} />
      <SearchForm action={path} q={data.q} label={inbox === "newsletter-subscribers" ? "Search by e-mail" : "Search by name or e-mail"} />
      {data.rows.length === 0 ? (
        <Empty>{data.q ? "Nothing matches that search." : "Nothing here yet."}</Empty>
      ) : (
        <TableWrap label={def.title} headings={["Received", ...def.listFields.map((f) => f.label), "Status"]}>
          {data.rows.map((row) => (
            <tr key={row.id} data-testid="inbox-row">
              <td className={`${td} whitespace-nowrap`}>
                <Link href={`${path}/${row.id}`} className="font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900">
                  {formatDateTime(row[def.createdKey])}
                  <span className="sr-only">: open {def.singular.toLowerCase()} {displayValue(row[def.nameKey])}</span>
                </Link>
              </td>
              {def.listFields.map((f) => (
                <td key={f.key} className={`${td} max-w-xs truncate`}>
                  {displayValue(row[f.key])}
                </td>
              ))}
              <td className={td}>
                <StatusBadge status={row.status} />
              </td>
            </tr>
          ))}
        </TableWrap>
      )}
      <Pagination path={path} page={data.page} pages={data.pages} params={{ q: data.q }} />
    </>
  );
}
