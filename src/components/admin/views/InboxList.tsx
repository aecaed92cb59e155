import { Download } from "lucide-react";
import type { InboxField, InboxPage } from "@/server/admin/inboxes";
import { fieldText } from "../field-text";
import { displayValue, entries, formatDateTime, matchSummary } from "../format";
import { Cell, Empty, ListPager, Notice, PageHeader, Row, SearchForm, StatusBadge, TableWrap, adminButton } from "../ui";

/** What a list needs to know of its inbox (src/server/admin/inboxes.ts). */
export type InboxListDef = { slug: string; title: string; singular: string; createdKey: string; nameKey: string; listFields: InboxField[] };

/**
 * One inbox, newest first: search by name or e-mail, pages of 25 (newer and older), CSV export. Each row is one
 * link into its record (the date's link covers the whole row), and under 640 px a card.
 */
export function InboxList({ def, data, notice }: { def: InboxListDef; data: InboxPage; notice: string }) {
  const path = `/admin/inbox/${def.slug}`;
  return (
    <>
      <PageHeader
        title={def.title}
        description={`${data.matches ? `${matchSummary(data.matches, data.total)} your search` : entries(data.total)}, newest first.`}
        actions={
          <a href={`/admin/export/${def.slug}.csv`} className={adminButton.secondary}>
            <Download aria-hidden="true" className="h-4 w-4" />
            Export CSV
          </a>
        }
      />
      <Notice notice={notice} />
      <SearchForm action={path} q={data.q} label={def.slug === "newsletter-subscribers" ? "Search by e-mail" : "Search by name or e-mail"} />
      {data.rows.length === 0 ? (
        <Empty>{data.q ? "Nothing matches that search." : "Nothing here yet."}</Empty>
      ) : (
        <TableWrap label={def.title} headings={["Received", ...def.listFields.map((f) => f.label), "Status"]}>
          {data.rows.map((row) => (
            <Row key={row.id} testId="inbox-row" className="relative hover:bg-slate-50 focus-within:bg-slate-50">
              <Cell label="Received" className="whitespace-nowrap">
                <a
                  href={`${path}/${row.id}`}
                  className="font-semibold text-brand-800 underline underline-offset-2 after:absolute after:inset-0 after:content-[''] hover:text-brand-900"
                >
                  {formatDateTime(row[def.createdKey])}
                  <span className="sr-only">
                    : open {def.singular.toLowerCase()} {displayValue(row[def.nameKey])}
                  </span>
                </a>
              </Cell>
              {def.listFields.map((f) => (
                <Cell key={f.key} label={f.label} className={f.kind === "excerpt" ? "min-w-56 text-slate-700" : "max-w-xs truncate"}>
                  {fieldText(f, row[f.key])}
                </Cell>
              ))}
              <Cell label="Status">
                <StatusBadge status={row.status} />
              </Cell>
            </Row>
          ))}
        </TableWrap>
      )}
      <ListPager path={path} links={data.links} params={{ q: data.q }} />
    </>
  );
}
