import { formatCount, formatDollars } from "./format";

/** One bar pair of the chart: a group's name, its leads and its won value. */
export type ChartBar = { label: string; leads: number; wonValue: number };

/** The drawing's width in its own units; the SVG scales to its box, and 14-unit text stays readable at a phone's 320 px. */
export const CHART_WIDTH = 360;
/** Room right of the longest bar for its figure. */
const FIGURE_ROOM = 100;
const BAR = 13;
const LABEL = 20;
const GROUP = LABEL + 2 * BAR + 4 + 14;
/** The most groups one chart draws: the rest are in the table below it. */
export const CHART_MAX_BARS = 12;

export type ChartGeometry = {
  height: number;
  groups: { label: string; y: number; leads: { width: number; text: string }; won: { width: number; text: string } }[];
};

/** Where each bar goes: leads and won value each scaled to their own largest, so both read at a glance. */
export function chartGeometry(bars: readonly ChartBar[]): ChartGeometry {
  const shown = bars.slice(0, CHART_MAX_BARS);
  const most = (k: "leads" | "wonValue") => Math.max(0, ...shown.map((b) => b[k]));
  const scale = (value: number, max: number) => (max > 0 ? Math.round((value / max) * (CHART_WIDTH - FIGURE_ROOM) * 10) / 10 : 0);
  const [maxLeads, maxWon] = [most("leads"), most("wonValue")];
  return {
    height: shown.length * GROUP,
    groups: shown.map((b, i) => ({
      label: b.label,
      y: i * GROUP,
      leads: { width: scale(b.leads, maxLeads), text: `${formatCount(b.leads)} ${b.leads === 1 ? "lead" : "leads"}` },
      won: { width: scale(b.wonValue, maxWon), text: `${formatDollars(b.wonValue)} won` },
    })),
  };
}

/** What the chart shows, in a sentence: for a screen reader, which also reads every number in the table. */
export function chartSummary(title: string, bars: readonly ChartBar[]): string {
  const top = (k: "leads" | "wonValue") => bars.reduce<ChartBar | null>((best, b) => (b[k] > (best?.[k] ?? 0) ? b : best), null);
  const [leads, won] = [top("leads"), top("wonValue")];
  const parts = [`Bar chart of leads and won value ${title.toLowerCase()}`];
  if (leads) parts.push(`most leads: ${leads.label}, ${formatCount(leads.leads)}`);
  if (won) parts.push(`most won value: ${won.label}, ${formatDollars(won.wonValue)}`);
  return `${parts.join("; ")}. Every figure is in the table that follows.`;
}

/**
 * A horizontal bar chart drawn on the server: per group its name, then a bar for its leads and one
 * for its won value, each with its figure, so it reads without colour, without JavaScript and on a
 * phone (names above the bars, never beside them).
 */
export function ReportChart({ title, bars }: { title: string; bars: readonly ChartBar[] }) {
  const g = chartGeometry(bars);
  return (
    <figure className="rounded-xl border border-slate-200 bg-white p-3 shadow-sm">
      <svg
        role="img"
        aria-label={chartSummary(title, bars)}
        viewBox={`0 0 ${CHART_WIDTH} ${g.height}`}
        className="h-auto w-full"
        fontFamily="inherit"
        data-testid="report-chart"
      >
        {g.groups.map((group) => (
          <g key={group.label} transform={`translate(0 ${group.y})`}>
            <text x={0} y={14} fontSize={14} fontWeight={600} className="fill-slate-900">
              {group.label.length > 44 ? `${group.label.slice(0, 43)}…` : group.label}
            </text>
            <rect x={0} y={LABEL} width={Math.max(group.leads.width, 1)} height={BAR} rx={2} className="fill-brand-800" />
            <text x={group.leads.width + 6} y={LABEL + BAR - 2.5} fontSize={13} className="fill-slate-700">
              {group.leads.text}
            </text>
            <rect x={0} y={LABEL + BAR + 4} width={Math.max(group.won.width, 1)} height={BAR} rx={2} className="fill-green-700" />
            <text x={group.won.width + 6} y={LABEL + 2 * BAR + 1.5} fontSize={13} className="fill-slate-700">
              {group.won.text}
            </text>
          </g>
        ))}
      </svg>
      <figcaption className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700">
        <span className="inline-flex items-center gap-1.5">
          <span aria-hidden="true" className="inline-block h-3 w-3 rounded-sm bg-brand-800" />
          Leads
        </span>
        <span className="inline-flex items-center gap-1.5">
          <span aria-hidden="true" className="inline-block h-3 w-3 rounded-sm bg-green-700" />
          Won value
        </span>
        {bars.length > CHART_MAX_BARS ? <span>{`The ${CHART_MAX_BARS} largest are drawn; the table lists them all.`}</span> : null}
      </figcaption>
    </figure>
  );
}
