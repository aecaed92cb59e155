import type { z } from "zod";

/** A console link back with a notice key (the page shows only known keys, never text from the URL). */
export function withNotice(path: string, notice: string): string {
  return `${path}${path.includes("?") ? "&" : "?"}notice=${notice}`;
}

/**
 * Reads a console form that redirects back (status, reject, revoke, delete, retry): the parsed
 * data, or where to go back to with the "invalid" notice when the post was malformed.
 */
export function parsedOr<S extends z.ZodType>(
  schema: S,
  values: Record<string, string>,
  back: string,
): { ok: true; data: z.output<S> } | { ok: false; redirectTo: string } {
  const parsed = schema.safeParse(values);
  return parsed.success ? { ok: true, data: parsed.data } : { ok: false, redirectTo: withNotice(back, "invalid") };
}
