import type { APIRoute } from "astro";
import { newsletterCopy } from "@/content/forms";
import { logger } from "@/server/log";
import { newsletterUnsubscribeUrl, unsubscribe } from "@/server/leads/newsletter";
import { cacheControlFor } from "@/routes";

const text = (status: number, body: string, headers: Record<string, string> = {}) =>
  new Response(body, {
    status,
    headers: {
      "content-type": "text/plain; charset=utf-8",
      "cache-control": cacheControlFor("/newsletter/unsubscribe/one-click"),
      "x-robots-tag": "noindex",
      ...headers,
    },
  });

/**
 * The List-Unsubscribe address of every e-mail to a subscriber. A mail program's one-click
 * unsubscribe (RFC 8058) POSTs here with "List-Unsubscribe=One-Click" and is done at once; the
 * token in the address says who. A GET (a person, or a scanner following the link) is sent to
 * the unsubscribe page, where only the button unsubscribes.
 */
export const POST: APIRoute = async ({ url }) => {
  try {
    return (await unsubscribe(url.searchParams.get("token") ?? "")) === "unsubscribed"
      ? text(200, newsletterCopy.unsubscribe.oneClickDone)
      : text(404, newsletterCopy.unsubscribe.invalid);
  } catch (err) {
    logger.error({ err }, "one-click unsubscribe failed");
    return text(503, "Please try again in a minute.", { "retry-after": "60" });
  }
};

export const GET: APIRoute = ({ url }) => Response.redirect(newsletterUnsubscribeUrl(url.searchParams.get("token") ?? ""), 303);
