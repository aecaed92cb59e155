import { ipFromHeaders } from "@/lib/client-address";
import type { Viewer, VerifiedViewer } from "@/server/gate/visitor";

/** Who is working the console, as every console action and audit entry needs it. */
export type AdminContext = { actor: string; email: string; ip: string | null; sessionId: number };

/** The actor name admin actions write to the audit log. */
function adminActor(viewer: VerifiedViewer): string {
  return `admin:${viewer.email}`;
}

/** An admin session's context, or null for anyone else (anonymous visitors and client sessions). */
function adminContextOf(viewer: Viewer, ip: string | null): AdminContext | null {
  if (!viewer.verified || !viewer.admin || viewer.role !== "admin") return null;
  return { actor: adminActor(viewer), email: viewer.email, ip, sessionId: viewer.sessionId };
}

/**
 * The one guard of the Astro console's pages, actions and endpoints: the request's session
 * (looked up once by the middleware) when it is an admin's, else null, and the caller answers
 * with the ordinary 404 so the console does not admit it exists.
 */
export async function adminAccess(ctx: { locals: { viewer(): Promise<Viewer> }; request: Request }): Promise<AdminContext | null> {
  return adminContextOf(await ctx.locals.viewer(), ipFromHeaders(ctx.request.headers));
}
