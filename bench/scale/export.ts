/**
 * The contact inbox's CSV export, asked `times` times one after another while the server
 * process's resident memory (VmRSS) is sampled: the rise is the highest sample during the exports
 * less the last sample before the first. The answer is counted as it streams in, never held.
 */
import { get, rssMb, sampleRss } from "./http";

export type ExportFigures = {
  rows: number;
  bytes: number;
  /** Each export's time, in order. */
  ms: number[];
  rssBeforeMb: number;
  rssPeakMb: number;
  /** Two seconds after the last export: what the server kept. */
  rssAfterMb: number;
  riseMb: number;
  statuses: number[];
};

export async function measureExport(base: string, adminCookie: string, pid: number, rows: number, times = 2): Promise<ExportFigures> {
  const before = rssMb(pid);
  const stop = sampleRss(pid);
  const answers = [];
  for (let i = 0; i < times; i++)
    answers.push(
      await get(base, "/admin/export/contact-submissions.csv", { headers: { cookie: adminCookie, "x-forwarded-for": "10.70.0.1" }, timeoutMs: 600_000 }),
    );
  await new Promise((r) => setTimeout(r, 2000));
  const samples = stop();
  const peak = Math.max(...samples);
  return {
    rows,
    bytes: answers[0]?.bytes ?? 0,
    ms: answers.map((a) => Math.round(a.ms)),
    rssBeforeMb: before,
    rssPeakMb: peak,
    rssAfterMb: samples[samples.length - 1],
    riseMb: Math.round((peak - before) * 10) / 10,
    statuses: answers.map((a) => a.status),
  };
}
