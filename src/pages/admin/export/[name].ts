import type { APIRoute } from "astro";
import { adminAccess } from "@/server/admin/access";
import { exportSlug, inboxCsv } from "@/server/admin/export";
import { audit, auditedBy } from "@/server/audit";
import { getDb } from "@/server/db/client";
import { cacheControlFor } from "@/routes";

const noStore = { "Cache-Control": cacheControlFor("/admin/export"), "X-Robots-Tag": "noindex" };

function notFound() {
  return new Response("Not found", { status: 404, headers: { ...noStore, "Content-Type": "text/plain; charset=utf-8" } });
}

/** GET /admin/export/{inbox}.csv — admin sessions only; everyone else gets a plain 404. */
export const GET: APIRoute = async (context) => {
  const admin = await adminAccess(context);
  if (!admin) return notFound();
  const slug = exportSlug(context.params.name ?? "");
  if (!slug) return notFound();
  const db = await getDb();
  const csv = await inboxCsv(db, slug);
  await audit(db, { ...auditedBy(admin), action: "export.csv", target: slug });
  const date = new Date().toISOString().slice(0, 10);
  return new Response(csv, {
    status: 200,
    headers: {
      ...noStore,
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${slug}-${date}.csv"`,
      "X-Content-Type-Options": "nosniff",
    },
  });
};
