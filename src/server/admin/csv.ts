import { agencyIsoTime } from "@/lib/dates";

export type CsvValue = string | number | boolean | Date | null | undefined;

/** Leads the file so spreadsheet apps read it as UTF-8. */
export const CSV_BOM = "\uFEFF";

/** Characters that make a spreadsheet treat a cell as a formula (or that hide one behind them). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One CSV field: a moment in the agency's time with its offset (ISO 8601), formula-like text is neutralised with a leading apostrophe (OWASP "CSV
 * injection"), then the field is quoted when it holds a comma, a quote or a line break (RFC 4180).
 */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return "";
  let text = value instanceof Date ? agencyIsoTime(value) : String(value);
  if (typeof value === "string" && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One CSV record with its CRLF line end: a file is the BOM, then its header line, then a line per row. */
export function csvLine(values: readonly CsvValue[]): string {
  return `${values.map(csvCell).join(",")}\r\n`;
}
