import { readCookie } from "@/lib/cookies";
import { sessionCookieName } from "./gate/cookie";
import { lookupVisitor } from "./gate/visitor";

/**
 * Whether a request with this Cookie header may send the blog editor's larger body (images,
 * src/lib/post-body-limit.ts): an administrator's only. The production server asks before it
 * reads such a body, so nobody else can make it hold 20 MB per request.
 */
export async function mayUpload(cookieHeader: string | undefined): Promise<boolean> {
  try {
    return (await lookupVisitor(readCookie(cookieHeader ?? null, sessionCookieName()))).viewer.admin;
  } catch {
    return false;
  }
}
