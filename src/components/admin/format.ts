const TZ = "America/New_York";

/** Date and time as the agency reads them (Eastern time). */
export function formatDateTime(value: unknown): string {
  if (!(value instanceof Date) || Number.isNaN(value.getTime())) return "—";
  return value.toLocaleString("en-US", { timeZone: TZ, dateStyle: "medium", timeStyle: "short" });
}

export function formatDate(value: unknown): string {
  if (!(value instanceof Date) || Number.isNaN(value.getTime())) return "—";
  return value.toLocaleDateString("en-US", { timeZone: TZ, dateStyle: "medium" });
}

/** A field value as plain text ("—" when empty). React escapes it when rendered. */
export function displayValue(value: unknown): string {
  if (value === null || value === undefined || value === "") return "—";
  if (value instanceof Date) return formatDateTime(value);
  return String(value);
}

/** The query string of a console list page, without empty parameters. */
export function listHref(path: string, params: Record<string, string | number | undefined>): string {
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== "" && !(k === "page" && Number(v) === 1)) qs.set(k, String(v));
  const s = qs.toString();
  return s ? `${path}?${s}` : path;
}
