/**
 * The blog editor's parts that work without a page load (with JavaScript): the in-place upload
 * (POST /admin/blog/upload, JSON) and the preview as the owner types (actions.admin.previewPost).
 * Both are an admin's only; neither saves a post. On PGlite, and on PostgreSQL when
 * TEST_DATABASE_URL is set.
 */
import { describe, expect, it } from "vitest";
import { count } from "drizzle-orm";
import sharp from "sharp";
import { lockingBackends, useDatabase } from "../support/db";
import { auditLog, blogPosts, media } from "@/server/db/schema";
import { ANONYMOUS, type Viewer } from "@/server/gate/visitor";
import { admin } from "@/actions/admin";
import { actionContext, callAction } from "../support/actions";
import type { PostPreviewData } from "@/lib/post-preview";
import { POST as uploadEndpoint } from "@/pages/admin/blog/upload";

const ADMIN: Viewer = { verified: true, admin: true, role: "admin", email: "owner@gatewaytech.example", sessionId: 1, codeId: 7, verifiedAt: new Date() };

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 8, g: 145, b: 178 } } })
    .png()
    .toBuffer();

/** The upload as the editor's script posts it. */
async function upload(viewer: Viewer, use: "featured" | "body", fields: Record<string, string>, bytes?: Buffer) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  if (bytes) form.set("file", new File([new Uint8Array(bytes)], "desks.png", { type: "image/png" }));
  const request = new Request(`http://127.0.0.1/admin/blog/upload?use=${use}`, { method: "POST", body: form });
  const url = new URL(request.url);
  const res = await uploadEndpoint({ request, url, locals: { viewer: async () => viewer } } as unknown as Parameters<typeof uploadEndpoint>[0]);
  return { status: res.status, type: res.headers.get("content-type") ?? "", body: await res.text() };
}

describe.each(lockingBackends)("the editor in place on %s", (backend) => {
  it("uploads an image for the body and answers its snippet in the body's format; a featured image, its address", async () => {
    const db = await useDatabase(backend);
    const body = await upload(ADMIN, "body", { alt: "Desks [by the window]", format: "markdown" }, await png(1000, 500));
    const [row] = await db.select().from(media);
    const featured = await upload(ADMIN, "featured", { alt: "", format: "html" }, await png(1000, 500));
    expect([body.status, JSON.parse(body.body), featured.status, JSON.parse(featured.body).url]).toEqual([
      200,
      {
        ok: true,
        url: `/media/${row.key}-1000.webp`,
        snippet: `![Desks \\[by the window\\]](/media/${row.key}-1000.webp)`,
        message: "The image is uploaded and added to the body where the cursor was. Nothing else is saved yet.",
      },
      200,
      `/media/${row.key}-1000.webp`,
    ]);
    expect((await db.select({ n: count() }).from(blogPosts))[0].n).toBe(0);
  });

  it("refuses a body image without alt text, or a file that is no image, with the field to show it by", async () => {
    const db = await useDatabase(backend);
    const noAlt = await upload(ADMIN, "body", { alt: " ", format: "markdown" }, await png(300, 200));
    const notImage = await upload(ADMIN, "featured", { alt: "" }, Buffer.from("not an image"));
    expect([noAlt.status, JSON.parse(noAlt.body).field, notImage.status, JSON.parse(notImage.body).field]).toEqual([
      422,
      "bodyImageAlt",
      422,
      "featuredImageFile",
    ]);
    expect((await db.select({ n: count() }).from(media))[0].n).toBe(0);
  });

  it("answers anyone but an admin the console's 404 and stores nothing", async () => {
    const db = await useDatabase(backend);
    const res = await upload(ANONYMOUS, "featured", { alt: "x" }, await png(300, 200));
    expect([res.status, res.type.startsWith("text/plain"), (await db.select({ n: count() }).from(media))[0].n]).toEqual([404, true, 0]);
  });

  it("previews what the form holds as the blog would show it, sanitised, with its featured upload and read time; only for an admin", async () => {
    await useDatabase(backend);
    const photo = JSON.parse((await upload(ADMIN, "featured", { alt: "" }, await png(800, 400))).body).url as string;
    const preview = (viewer: Viewer) => {
      const form = new FormData();
      form.set("format", "markdown");
      form.set("featuredImageUrl", photo);
      form.set("body", "## Moving day\n\nWe **moved**.\n\n<script>alert(1)</script>");
      return callAction<PostPreviewData>(admin.previewPost, form, actionContext({ viewer }));
    };
    const shown = await preview(ADMIN);
    expect([shown.bodyHtml.includes("<h2>Moving day</h2>"), shown.bodyHtml.includes("<script"), shown.featured?.width, shown.readTime]).toEqual([
      true,
      false,
      800,
      1,
    ]);
    const refused = await preview(ANONYMOUS).then(
      () => "answered",
      (error: { code?: string }) => error.code,
    );
    expect(refused).toBe("NOT_FOUND");
  });

  it("audits each upload, as the page's own uploads are", async () => {
    const db = await useDatabase(backend);
    await upload(ADMIN, "body", { alt: "A chart", format: "html" }, await png(300, 200));
    const entries = await db.select().from(auditLog);
    expect(entries.map((e) => [e.action, e.outcome])).toEqual([["media.upload", "ok"]]);
  });
});
