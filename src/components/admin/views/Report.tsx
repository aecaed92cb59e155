import { Download } from "lucide-react";
import { adminPages } from "@/content/admin";
import { Field } from "@/components/forms/Field";
import { REPORT_BREAKDOWNS, groupLabel, leadRate, type LeadReport, type RangeChoice, type ReportBreakdown, type ReportRow } from "@/lib/lead-report";
import { formatLongDate } from "@/lib/dates";
import { ReportChart } from "../ReportChart";
import { formatCount, formatDollars } from "../format";
import { Cell, Empty, PageHeader, Row, TableWrap, adminButton } from "../ui";

const copy = adminPages.report;

/** The rows a page's table lists per breakdown; the CSV has every one. */
export const REPORT_TABLE_ROWS = 20;

/** "November 1, 2026", the day as written (a YYYY-MM-DD day is already the agency's). */
const dayName = (day: string) => formatLongDate(new Date(`${day}T12:00:00-05:00`));

/**
 * The period: chosen dates, or the last 30 or 90 days, each a submit button of one GET form. The
 * dates' button comes first, so Enter in a date field shows those dates.
 */
function RangeForm({ choice }: { choice: RangeChoice }) {
  const { query } = choice;
  const errors = choice.ok ? {} : choice.errors;
  const preset = (value: "30" | "90", label: string) => (
    <button
      type="submit"
      name="range"
      value={value}
      aria-pressed={query.range === value}
      className={query.range === value ? adminButton.primary : adminButton.secondary}
    >
      {label}
    </button>
  );
  return (
    <form
      action="/admin/report"
      method="get"
      aria-label={copy.rangeLegend}
      noValidate
      className="mb-6 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <div className="grid gap-3 sm:grid-cols-[12rem_12rem_auto] sm:items-start">
        <Field name="from" label={copy.from} type="date" required defaultValue={query.from} error={errors.from} />
        <Field name="to" label={copy.to} type="date" required defaultValue={query.to} error={errors.to} />
        <button type="submit" name="range" value="custom" className={`${adminButton.secondary} sm:mt-8 sm:justify-self-start`}>
          {copy.show}
        </button>
      </div>
      <div className="mt-4 flex flex-wrap items-center gap-2">
        <span className="font-medium text-slate-800">{copy.quick}</span>
        {preset("30", copy.last30)}
        {preset("90", copy.last90)}
      </div>
    </form>
  );
}

function BreakdownTable({ breakdown, rows }: { breakdown: ReportBreakdown; rows: ReportRow[] }) {
  const c = copy.columns;
  const visits = breakdown !== "campaign";
  const headings = [copy.groupHeading[breakdown], c.leads, c.proposals, c.won, c.wonValue, ...(visits ? [c.entries, c.rate] : [])];
  return (
    <TableWrap label={`${copy.sections[breakdown]}: every figure`} headings={headings}>
      {rows.slice(0, REPORT_TABLE_ROWS).map((r) => (
        <Row key={r.key ?? ""} testId="report-row">
          <Cell label={headings[0]} className="font-semibold break-all">
            {groupLabel(breakdown, r.key)}
          </Cell>
          <Cell label={c.leads}>{formatCount(r.leads)}</Cell>
          <Cell label={c.proposals}>{formatCount(r.proposals)}</Cell>
          <Cell label={c.won}>{formatCount(r.won)}</Cell>
          <Cell label={c.wonValue}>{formatDollars(r.wonValue)}</Cell>
          {visits ? <Cell label={c.entries}>{formatCount(r.entries ?? 0)}</Cell> : null}
          {visits ? <Cell label={c.rate}>{leadRate(r) ?? "—"}</Cell> : null}
        </Row>
      ))}
    </TableWrap>
  );
}

function Section({ breakdown, rows }: { breakdown: ReportBreakdown; rows: ReportRow[] }) {
  const title = copy.sections[breakdown];
  const bars = rows.map((r) => ({ label: groupLabel(breakdown, r.key), leads: r.leads, wonValue: r.wonValue }));
  return (
    <section aria-labelledby={`report-${breakdown}`} className="mt-8">
      <h2 id={`report-${breakdown}`} className="mb-3 text-xl font-bold text-slate-900">
        {title}
      </h2>
      <div className="grid gap-4 lg:grid-cols-[minmax(0,24rem)_minmax(0,1fr)] lg:items-start">
        <ReportChart title={title} bars={bars} />
        <div>
          <BreakdownTable breakdown={breakdown} rows={rows} />
          {rows.length > REPORT_TABLE_ROWS ? <p className="mt-2 text-sm text-slate-700">{copy.more(rows.length - REPORT_TABLE_ROWS)}</p> : null}
        </div>
      </div>
    </section>
  );
}

/** The lead report: the period's form, then per breakdown a chart and the table of its figures. */
export function Report({ choice, report, csvHref }: { choice: RangeChoice; report: LeadReport | null; csvHref: string | null }) {
  const span = report ? copy.span(dayName(report.from), dayName(report.to)) : null;
  const totals = report?.rows.channel.reduce((t, r) => ({ leads: t.leads + r.leads, won: t.won + r.won, wonValue: t.wonValue + r.wonValue }), {
    leads: 0,
    won: 0,
    wonValue: 0,
  });
  const empty = report ? report.rows.channel.length === 0 : false;
  return (
    <>
      <PageHeader
        title={copy.heading}
        description={copy.description}
        actions={
          csvHref && !empty ? (
            <a href={csvHref} className={adminButton.secondary}>
              <Download aria-hidden="true" className="h-4 w-4" />
              {copy.csv}
            </a>
          ) : null
        }
      />
      <RangeForm choice={choice} />
      {!choice.ok ? <Empty>{copy.invalid}</Empty> : null}
      {report && span && totals ? (
        empty ? (
          <Empty>{copy.empty(span)}</Empty>
        ) : (
          <>
            <p className="text-lg text-slate-800" data-testid="report-summary">
              {`${span}: ${formatCount(totals.leads)} ${totals.leads === 1 ? "lead" : "leads"}, ${formatCount(totals.won)} won for ${formatDollars(totals.wonValue)}.`}
            </p>
            <p className="mt-1 max-w-3xl text-sm text-slate-700">{`${copy.proposalsNote} ${copy.visitsNote}`}</p>
            {REPORT_BREAKDOWNS.map((b) => (
              <Section key={b} breakdown={b} rows={report.rows[b]} />
            ))}
          </>
        )
      ) : null}
    </>
  );
}
