import { readJsonBody } from "@/server/forms/body";
import { countView } from "./counter";

/** A report is a path and, for an entry, a touch of a few hundred bytes. */
const MAX_BODY = 2 * 1024;

/**
 * POST /api/views: one page view, from the page's own script after it painted. Answered 204
 * whether or not it was counted (a bot, a page that is not counted), so nothing is learned by
 * asking; a malformed body is a 400. Nothing of the request is stored but the day, the page and
 * the entry's channel, and the database is written later, a batch at a time.
 */
export async function answerView(request: Request): Promise<Response> {
  const read = await readJsonBody(request, MAX_BODY);
  if (!read.ok) return new Response(null, { status: read.status });
  const value = read.value as { path?: unknown; entry?: unknown } | null;
  if (!value || typeof value !== "object" || typeof value.path !== "string") return new Response(null, { status: 400 });
  countView({ path: value.path, entry: value.entry }, request.headers.get("user-agent"));
  return new Response(null, { status: 204 });
}
