import type { APIContext, APIRoute } from "astro";
import { exportCopy } from "@/content/admin";
import { adminAccess, type AdminContext } from "@/server/admin/access";
import { exportSlug, inboxCsvStream } from "@/server/admin/export";
import { leadReport, reportCsv } from "@/server/admin/report";
import { chooseRange } from "@/lib/lead-report";
import { easternDay } from "@/lib/dates";
import { audit, auditedBy } from "@/server/audit";
import { getDb } from "@/server/db/client";
import { logger } from "@/server/log";
import { cacheControlFor } from "@/routes";

const noStore = { "Cache-Control": cacheControlFor("/admin/export"), "X-Robots-Tag": "noindex" };

function plain(status: number, text: string, headers: Record<string, string> = {}) {
  return new Response(text, { status, headers: { ...noStore, "Content-Type": "text/plain; charset=utf-8", ...headers } });
}

function csvFile(body: BodyInit, name: string) {
  return new Response(body, {
    status: 200,
    headers: {
      ...noStore,
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${name}.csv"`,
      "X-Content-Type-Options": "nosniff",
    },
  });
}

/** GET /admin/export/report.csv?range=… — the lead report over the page's period (a few hundred lines at most: written whole). */
async function reportExport(context: APIContext, admin: AdminContext): Promise<Response> {
  const choice = chooseRange(context.url.searchParams, easternDay());
  if (!choice.ok) return plain(400, exportCopy.badRange);
  const db = await getDb();
  let csv: string;
  try {
    csv = reportCsv(await leadReport(db, choice.range));
  } catch (err) {
    logger.error({ err }, "report csv could not be read");
    return plain(503, exportCopy.unavailable, { "Retry-After": "60" });
  }
  await audit(db, { ...auditedBy(admin), action: "export.csv", target: "report", detail: choice.range });
  return csvFile(csv, `report-${choice.range.from}-to-${choice.range.to}`);
}

/** GET /admin/export/{inbox}.csv — admin sessions only; everyone else gets a plain 404. The file is streamed as the client reads it. */
export const GET: APIRoute = async (context) => {
  const admin = await adminAccess(context);
  if (!admin) return plain(404, "Not found");
  if (context.params.name === "report.csv") return reportExport(context, admin);
  const slug = exportSlug(context.params.name ?? "");
  if (!slug) return plain(404, "Not found");
  const db = await getDb();
  let csv: ReadableStream<Uint8Array>;
  try {
    csv = await inboxCsvStream(db, slug, context.locals.drained);
  } catch (err) {
    logger.error({ err, inbox: slug }, "csv export could not start");
    return plain(503, exportCopy.unavailable, { "Retry-After": "60" });
  }
  try {
    await audit(db, { ...auditedBy(admin), action: "export.csv", target: slug });
  } catch (err) {
    // Not audited, not sent: the read on the database ends here.
    await csv.cancel();
    throw err;
  }
  const date = new Date().toISOString().slice(0, 10);
  return csvFile(csv, `${slug}-${date}`);
};
