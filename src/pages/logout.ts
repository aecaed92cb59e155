import type { APIRoute } from "astro";
import { ipFromHeaders } from "@/lib/client-address";
import { readCookie } from "@/lib/cookies";
import { endSession } from "@/server/gate/end-session";
import { clearSessionCookie, sessionCookieName } from "@/server/gate/cookie";

/**
 * The header's Sign out / Logout (a plain POST): revokes the session row, clears the cookie, goes
 * home. Clear-Site-Data drops what the browser kept of the session: gated pictures are cached
 * `private` for an hour, and would otherwise still show to the next person at this computer.
 */
export const POST: APIRoute = async ({ request, cookies }) => {
  await endSession(readCookie(request.headers.get("cookie"), sessionCookieName()), ipFromHeaders(request.headers));
  clearSessionCookie({ set: (name, value, options) => cookies.set(name, value, options) });
  return new Response(null, { status: 303, headers: { location: "/", "clear-site-data": '"cache", "storage"' } });
};
