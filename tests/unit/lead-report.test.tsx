import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { CHART_MAX_BARS, ReportChart, chartGeometry, chartSummary } from "@/components/admin/ReportChart";
import { Report } from "@/components/admin/views/Report";
import { MAX_REPORT_DAYS, addDays, chooseRange, groupLabel, leadRate, reportRangeCopy } from "@/lib/lead-report";

const TODAY = "2026-11-27";
const choose = (query: string) => chooseRange(new URLSearchParams(query), TODAY);

describe("the report's period", () => {
  it("the last 30 days end today and count today", () => {
    expect(choose("range=30")).toMatchObject({ ok: true, range: { from: "2026-10-29", to: TODAY } });
  });

  it("the last 90 days when asked, and 30 when the range is missing or unknown", () => {
    expect(choose("range=90")).toMatchObject({ range: { from: "2026-08-30" } });
    expect(choose("range=7")).toMatchObject({ range: { from: "2026-10-29" } });
  });

  it("dates without a range are the chosen dates", () => {
    expect(choose("from=2026-01-01&to=2026-03-31")).toMatchObject({ ok: true, range: { from: "2026-01-01", to: "2026-03-31" } });
  });

  it("a day that is not in the calendar is refused beside its field", () => {
    expect(choose("range=custom&from=2026-02-30&to=2026-03-31")).toEqual(expect.objectContaining({ ok: false, errors: { from: reportRangeCopy.badDay } }));
  });

  it("an end before the start is refused beside the end", () => {
    expect(choose("range=custom&from=2026-03-31&to=2026-03-01")).toEqual(expect.objectContaining({ errors: { to: reportRangeCopy.backwards } }));
  });

  it("three years are the most, beside the start", () => {
    const to = "2026-11-27";
    expect(choose(`range=custom&from=${addDays(to, 1 - MAX_REPORT_DAYS)}&to=${to}`).ok).toBe(true);
    expect(choose(`range=custom&from=${addDays(to, -MAX_REPORT_DAYS)}&to=${to}`)).toEqual(
      expect.objectContaining({ errors: { from: reportRangeCopy.tooLong } }),
    );
  });
});

describe("the report's words", () => {
  it("names channels and months as the owner reads them, and an empty group as not recorded", () => {
    expect([groupLabel("channel", "email"), groupLabel("month", "2026-11"), groupLabel("campaign", null)]).toEqual(["E-mail", "November 2026", "Not recorded"]);
  });

  it("gives leads per visit only where visits were counted", () => {
    expect([leadRate({ leads: 3, entries: 125 }), leadRate({ leads: 3, entries: 0 }), leadRate({ leads: 3, entries: null })]).toEqual(["2.4%", null, null]);
  });
});

const bars = [
  { label: "E-mail", leads: 4, wonValue: 21000 },
  { label: "Organic search", leads: 8, wonValue: 0 },
];

describe("the report's chart", () => {
  it("scales leads and won value each to their own largest, and draws no bar for nothing", () => {
    const [email, organic] = chartGeometry(bars).groups;
    expect([email.leads.width * 2, organic.leads.width, email.won.width, organic.won.width]).toEqual([260, 260, 260, 0]);
    expect([email.leads.text, email.won.text]).toEqual(["4 leads", "$21,000 won"]);
  });

  it("draws the largest groups only, the table lists the rest", () => {
    const many = Array.from({ length: 20 }, (_, i) => ({ label: `/page-${i}`, leads: 20 - i, wonValue: 0 }));
    expect(chartGeometry(many).groups).toHaveLength(CHART_MAX_BARS);
  });

  it("says what it shows in its accessible name", () => {
    expect(chartSummary("By channel", bars)).toBe(
      "Bar chart of leads and won value by channel; most leads: Organic search, 8; most won value: E-mail, $21,000. Every figure is in the table that follows.",
    );
    expect(renderToStaticMarkup(<ReportChart title="By channel" bars={bars} />)).toContain('role="img" aria-label="Bar chart of leads');
  });
});

describe("the report page", () => {
  it("says so in a sentence, without charts, when the period has neither leads nor visits", () => {
    const choice = choose("range=30");
    const html = renderToStaticMarkup(
      <Report
        choice={choice}
        report={{ from: "2026-10-29", to: TODAY, rows: { channel: [], landing: [], campaign: [], month: [] } }}
        csvHref="/admin/export/report.csv?range=30"
      />,
    );
    expect(html).toContain("No leads arrived and no visits were counted from October 29, 2026 to November 27, 2026.");
    expect(html).not.toContain("<svg");
  });

  it("shows a refused date's error beside its field, and no figures", () => {
    const html = renderToStaticMarkup(<Report choice={choose("range=custom&from=2026-03-31&to=2026-03-01")} report={null} csvHref={null} />);
    expect(html).toMatch(/<input[^>]*aria-invalid="true"[^>]*aria-describedby="f-to-error"[^>]*name="to"|<input[^>]*name="to"[^>]*aria-invalid="true"/);
    expect(html).toContain(`<p id="f-to-error" class="mt-1 text-sm font-medium text-red-700">${reportRangeCopy.backwards}</p>`);
  });
});
