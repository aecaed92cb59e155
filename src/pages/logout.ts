import type { APIRoute } from "astro";
import { ipFromHeaders } from "@/lib/client-address";
import { readCookie } from "@/lib/cookies";
import { endSession } from "@/server/gate/end-session";
import { clearSessionCookie, sessionCookieName } from "@/server/gate/cookie";

/** The header's Sign out / Logout (a plain POST): revokes the session row, clears the cookie, goes home. */
export const POST: APIRoute = async ({ request, cookies, redirect }) => {
  await endSession(readCookie(request.headers.get("cookie"), sessionCookieName()), ipFromHeaders(request.headers));
  clearSessionCookie({ set: (name, value, options) => cookies.set(name, value, options) });
  return redirect("/", 303);
};
