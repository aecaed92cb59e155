import type { APIRoute } from "astro";
import { UPLOAD_BODY_MAX_BYTES } from "@/lib/post-body-limit";
import type { EditorUploadAnswer } from "@/lib/post-preview";
import { adminAccess } from "@/server/admin/access";
import { uploadForEditor } from "@/server/admin/operations/blog-editor";
import { readFormBody } from "@/server/forms/body";
import { logger } from "@/server/log";
import { cacheControlFor } from "@/routes";

const headers = { "Cache-Control": cacheControlFor("/admin/blog/upload"), "X-Robots-Tag": "noindex" };

function json(status: number, answer: EditorUploadAnswer) {
  return Response.json(answer, { status, headers });
}

/**
 * POST /admin/blog/upload — the blog editor's upload without leaving the page (with JavaScript;
 * without it the editor's own page takes the upload with the form). Admin sessions only, checked
 * before the body is read; anyone else gets the console's plain 404. The answer is JSON: the
 * image's address (and its snippet for the body), or the message for the field.
 */
export const POST: APIRoute = async (context) => {
  const admin = await adminAccess(context);
  if (!admin) return new Response("Not found", { status: 404, headers: { ...headers, "Content-Type": "text/plain; charset=utf-8" } });
  // ?use=featured or ?use=body: which of the editor's two image fields the file came from.
  const use = context.url.searchParams.get("use") === "featured" ? "featured" : "body";
  const field = use === "featured" ? "featuredImageFile" : "bodyImageFile";
  const read = await readFormBody(context.request, UPLOAD_BODY_MAX_BYTES);
  if (!read.ok) return json(read.status, { ok: false, field, message: "The image could not be read. Please choose it again and upload it." });
  try {
    const answer = await uploadForEditor(use, read.value, admin);
    return json(answer.ok ? 200 : 422, answer);
  } catch (err) {
    logger.error({ err }, "in-place image upload failed");
    return json(500, { ok: false, field, message: "The image could not be stored. Nothing was changed; please try again." });
  }
};
