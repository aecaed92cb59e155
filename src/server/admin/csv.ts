export type CsvValue = string | number | boolean | Date | null | undefined;

/** Characters that make a spreadsheet treat a cell as a formula (or that hide one behind them). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One CSV field: formula-like text is neutralised with a leading apostrophe (OWASP "CSV
 * injection"), then the field is quoted when it holds a comma, a quote or a line break (RFC 4180).
 */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return "";
  let text = value instanceof Date ? value.toISOString() : String(value);
  if (typeof value === "string" && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A whole CSV document: a header row, CRLF line ends, and a UTF-8 byte order mark for spreadsheet apps. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvValue[])[], { bom = true } = {}): string {
  const lines = [header.map(csvCell).join(","), ...rows.map((r) => r.map(csvCell).join(","))];
  return `${bom ? "\uFEFF" : ""}${lines.join("\r\n")}\r\n`;
}
