import "server-only";
import { notFound } from "next/navigation";
import { getViewer, type VerifiedViewer } from "./viewer";

// The actor name lives with the framework-neutral console guard (src/server/admin/access.ts).
export { adminActor } from "@/server/admin/access";

/**
 * Guards for pages, server actions and route handlers. They answer "not found" rather than
 * "forbidden", so the admin console does not even admit it exists to anyone else.
 */
export async function requireVerified(): Promise<VerifiedViewer> {
  const viewer = await getViewer();
  if (!viewer.verified) notFound();
  return viewer;
}

export async function requireAdmin(): Promise<VerifiedViewer & { admin: true; role: "admin" }> {
  const viewer = await getViewer();
  if (!viewer.verified || !viewer.admin || viewer.role !== "admin") notFound();
  return viewer as VerifiedViewer & { admin: true; role: "admin" };
}
