import type { APIRoute } from "astro";
import { adminAccess } from "@/server/admin/access";
import { keepAdminSessionAlive } from "@/server/admin/keep-alive";
import { getDb } from "@/server/db/client";
import { KEEP_ALIVE_PATH } from "@/lib/keep-alive";
import { cacheControlFor } from "@/routes";

const headers = { "Cache-Control": cacheControlFor(KEEP_ALIVE_PATH), "Content-Type": "text/plain; charset=utf-8" };

/**
 * POST /admin/keep-alive — the editor's "still typing" (src/components/admin/useKeepAlive.ts):
 * refreshes the admin session's idle time and answers 204. Anyone else gets the console's plain
 * 404, and an ended session stays ended (404 too). The middleware has refused a post from another
 * site before this runs. Not audited: it changes nothing but the session's own last activity,
 * which every console request changes as well.
 */
export const POST: APIRoute = async (context) => {
  const admin = await adminAccess(context);
  if (!admin) return new Response("Not found", { status: 404, headers });
  const alive = await keepAdminSessionAlive(await getDb(), admin.sessionId);
  return alive
    ? new Response(null, { status: 204, headers: { "Cache-Control": headers["Cache-Control"] } })
    : new Response("Not found", { status: 404, headers });
};
