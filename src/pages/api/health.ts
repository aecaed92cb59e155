import type { APIRoute } from "astro";
import { databaseAnswers } from "@/server/db/health";

// Cache-Control is the route table's (the middleware adds it): never stored.
const headers = { "retry-after": "5" };

/**
 * Liveness, the render queue and a database round trip, for a load balancer: 503 when the
 * database does not answer or when this server is turning visitors away (every render slot taken
 * and the waiting room full), so new visitors go to another server.
 */
export const GET: APIRoute = async ({ locals }) => {
  const renders = locals.renderLoad?.();
  if (renders?.full) return Response.json({ status: "busy", renders }, { status: 503, headers });
  if (await databaseAnswers(3000)) return Response.json({ status: "ok", db: "ok", renders });
  return Response.json({ status: "error", db: "unavailable", renders }, { status: 503, headers });
};
