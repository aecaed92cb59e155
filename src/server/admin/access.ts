import { ipFromHeaders } from "@/lib/client-address";
import type { Viewer, VerifiedViewer } from "@/server/gate/visitor";
import { securityEvent } from "@/server/security-events";

/** Who is working the console, as every console action and audit entry needs it: the session and the code that opened it too. */
export type AdminContext = { actor: string; email: string; ip: string | null; sessionId: number; codeId: number | null };

/** The actor name admin actions write to the audit log. */
function adminActor(viewer: VerifiedViewer): string {
  return `admin:${viewer.email}`;
}

/** An admin session's context, or null for anyone else (anonymous visitors and client sessions). */
function adminContextOf(viewer: Viewer, ip: string | null): AdminContext | null {
  if (!viewer.verified || !viewer.admin || viewer.role !== "admin") return null;
  return { actor: adminActor(viewer), email: viewer.email, ip, sessionId: viewer.sessionId, codeId: viewer.codeId };
}

/** Requests already logged as refused: a form post runs the action and then the page, and both ask. */
const refused = new WeakSet<Request>();

/**
 * The one guard of the Astro console's pages, actions and endpoints: the request's session
 * (looked up once by the middleware) when it is an admin's, else null, and the caller answers
 * with the ordinary 404 so the console does not admit it exists. The refusal is still a security
 * event for the operator: someone who is not an administrator looked for the console.
 */
export async function adminAccess(ctx: { locals: { viewer(): Promise<Viewer> }; request: Request }): Promise<AdminContext | null> {
  const viewer = await ctx.locals.viewer();
  const ip = ipFromHeaders(ctx.request.headers);
  const admin = adminContextOf(viewer, ip);
  if (!admin && !refused.has(ctx.request)) {
    refused.add(ctx.request);
    securityEvent("console-refused", {
      route: new URL(ctx.request.url).pathname,
      method: ctx.request.method,
      ip,
      viewer: viewer.verified ? viewer.role : "anonymous",
      sessionId: viewer.verified ? viewer.sessionId : undefined,
    });
  }
  return admin;
}
