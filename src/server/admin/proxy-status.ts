import "server-only";
import { NextResponse, type NextRequest } from "next/server";
import { getDb } from "@/server/db/client";
import { sessionCookieName } from "@/server/gate/cookie";
import { findLiveSession } from "@/server/gate/session";

/**
 * The HTTP status of every /admin request, decided before rendering starts (called from
 * proxy.ts). With partial prerendering a page's response starts with 200 before the page's
 * own requireAdmin() runs, so its notFound() could only show the 404 view. Here, a request
 * without a live admin session is rewritten to a path no route matches, which Next.js answers
 * with the site's 404 page and status 404. A database fault also answers 404 (fail closed).
 * Returns null for admin sessions and for every other path. The pages, actions and the export
 * still check the role themselves: this only fixes the status code.
 */
export async function adminStatus(request: NextRequest): Promise<NextResponse | null> {
  const path = request.nextUrl.pathname;
  if (path !== "/admin" && !path.startsWith("/admin/")) return null;
  const token = request.cookies.get(sessionCookieName())?.value;
  let admin = false;
  if (token) {
    try {
      admin = (await findLiveSession(await getDb(), token, { touch: false }))?.role === "admin";
    } catch {
      admin = false;
    }
  }
  if (admin) return null;
  return NextResponse.rewrite(new URL("/_admin-refused", request.url), { headers: { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex, nofollow" } });
}
