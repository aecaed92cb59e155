import type { APIRoute } from "astro";
import { databaseAnswers } from "@/server/db/health";

/** Liveness plus a database round trip: 200 when both answer, 503 when the database does not. */
export const GET: APIRoute = async () => {
  if (await databaseAnswers(3000)) {
    return Response.json({ status: "ok", db: "ok" }, { headers: { "cache-control": "no-store" } });
  }
  return Response.json({ status: "error", db: "unavailable" }, { status: 503, headers: { "cache-control": "no-store", "retry-after": "5" } });
};
