import { Download } from "lucide-react";
import type { InboxField, InboxPage } from "@/server/admin/inboxes";
import { inboxFilterParams, isFiltered } from "@/lib/inbox-filter";
import { channelLabels } from "@/lib/attribution";
import { fieldText } from "../field-text";
import { displayValue, entries, formatDateTime, matchSummary } from "../format";
import { InboxFilters, type InboxChoiceLink } from "../InboxFilters";
import { Cell, Empty, ListPager, Notice, PageHeader, Row, StatusBadge, TableWrap, adminButton } from "../ui";

/** What a list needs to know of its inbox (src/server/admin/inboxes.ts). */
export type InboxListDef = { slug: string; title: string; singular: string; createdKey: string; nameKey: string; listFields: InboxField[] };

/** "3 of 120 entries match your search", "40 entries", "Entries received between the days chosen". */
function summary(data: InboxPage): string {
  if (data.matches) return `${matchSummary(data.matches, data.total)} your search`;
  if (data.filter.from || data.filter.to) return "Entries received in the days chosen";
  if (data.filter.choices.channel) return `Entries that came through ${channelLabels[data.filter.choices.channel]}`;
  return entries(data.total);
}

/**
 * One inbox, newest first: filtered by form, stage and days and searched by name, e-mail or message (InboxFilters), pages of 25 (newer and older), CSV export. Each row is one
 * link into its record (the date's link covers the whole row), and under 640 px a card.
 */
export function InboxList({ def, data, notice, inboxes }: { def: InboxListDef; data: InboxPage; notice: string; inboxes: InboxChoiceLink[] }) {
  const path = `/admin/inbox/${def.slug}`;
  const hasStatus = data.rows.some((row) => row.status !== undefined);
  return (
    <>
      <PageHeader
        title={def.title}
        description={`${summary(data)}, newest first.`}
        actions={
          <a href={`/admin/export/${def.slug}.csv`} className={adminButton.secondary}>
            <Download aria-hidden="true" className="h-4 w-4" />
            Export CSV
          </a>
        }
      />
      <Notice notice={notice} />
      <InboxFilters
        path={path}
        slug={def.slug}
        inboxes={inboxes}
        filter={data.filter}
        stages={data.stages}
        searchLabel={def.slug === "newsletter-subscribers" ? "Search by e-mail" : "Search by name, e-mail or message"}
      />
      {data.rows.length === 0 ? (
        <Empty>{data.filter.q ? "Nothing matches that search." : isFiltered(data.filter) ? "Nothing matches that filter." : "Nothing here yet."}</Empty>
      ) : (
        <TableWrap label={def.title} headings={["Received", ...def.listFields.map((f) => f.label), "Stage", ...(hasStatus ? ["Status"] : [])]}>
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
              <Cell label="Stage">
                <StatusBadge status={row.stage} />
              </Cell>
              {row.status !== undefined ? (
                <Cell label="Status">
                  <StatusBadge status={row.status} />
                </Cell>
              ) : null}
            </Row>
          ))}
        </TableWrap>
      )}
      <ListPager path={path} links={data.links} params={inboxFilterParams(data.filter)} />
    </>
  );
}
