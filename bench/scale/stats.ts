/** Figures of a list of timings: the median the budgets judge, and the spread beside it. */

/** The middle value (the mean of the two middle ones for an even count); NaN for none. */
export function median(values: readonly number[]): number {
  if (values.length === 0) return NaN;
  const v = [...values].sort((a, b) => a - b);
  const mid = v.length >> 1;
  return v.length % 2 ? v[mid] : (v[mid - 1] + v[mid]) / 2;
}

/** The nearest-rank percentile: the smallest value at least p% of the values are at or below; NaN for none. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return NaN;
  const v = [...values].sort((a, b) => a - b);
  return v[Math.min(v.length - 1, Math.max(0, Math.ceil((p / 100) * v.length) - 1))];
}

/** Milliseconds as the report shows them: whole above 100, one decimal below. */
export const ms = (value: number) => (Number.isNaN(value) ? NaN : value >= 100 ? Math.round(value) : Math.round(value * 10) / 10);

export type Spread = { median: number; p90: number; min: number; max: number; n: number };

/** NaN throughout for no values: the report shows a dash. */
export function spread(values: readonly number[]): Spread {
  if (values.length === 0) return { median: NaN, p90: NaN, min: NaN, max: NaN, n: 0 };
  return {
    median: ms(median(values)),
    p90: ms(percentile(values, 90)),
    min: ms(Math.min(...values)),
    max: ms(Math.max(...values)),
    n: values.length,
  };
}
