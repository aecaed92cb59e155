"use server";
import "server-only";
import { redirect } from "next/navigation";
import type { FormState } from "@/lib/forms";
import { getDb } from "@/server/db/client";
import { audit } from "@/server/audit";
import { refreshBlog } from "@/server/blog/refresh";
import { adminContext, adminFormAction, parseOr } from "../guard";
import { deletePost, renderBody, savePost, slugTaken } from "../blog";
import { blogPostSchema, idSchema } from "../schemas";

/**
 * The post editor's one action. "Preview" returns the sanitised body for the preview pane and
 * saves nothing; "Save" sanitises, stores, refreshes the blog pages, feed, sitemap and search,
 * and goes back to the list.
 */
export const saveBlogPostAction = adminFormAction(
  blogPostSchema,
  { name: "admin-blog-save", failureMessage: "The post could not be saved. Nothing was changed; please try again." },
  async (data, { actor, ip, values }): Promise<FormState> => {
    const db = await getDb();
    if (data.intent === "preview") {
      await audit(db, { actor, action: "blog.preview", target: data.id ? `blog_post:${data.id}` : null, ip, detail: { slug: data.slug } });
      return {
        status: "success",
        message: "Preview below. Nothing is saved yet.",
        values: { ...values, slug: data.slug },
        data: { previewHtml: renderBody(data.body, data.format), intent: "preview" },
      };
    }
    if (await slugTaken(db, data.slug, data.id)) {
      return { status: "error", message: "Please correct the highlighted fields.", fieldErrors: { slug: "Another post already uses this slug." }, values };
    }
    const post = await db.transaction(async (tx) => {
      const row = await savePost(tx, data);
      await audit(tx, {
        actor,
        action: data.id ? "blog.update" : "blog.create",
        target: `blog_post:${row.id}`,
        ip,
        detail: { slug: row.slug, published: row.published, format: data.format },
      });
      return row;
    });
    await refreshBlog(post.slug);
    return { status: "success", message: "Saved.", data: { redirectTo: `/admin/blog?notice=saved&id=${post.id}` } };
  },
);

/** Deletes a post after the confirmation step. */
export async function deleteBlogPostAction(formData: FormData): Promise<void> {
  const { actor, ip } = await adminContext();
  const { id } = parseOr(idSchema, formData, "/admin/blog");
  const db = await getDb();
  const deleted = await db.transaction(async (tx) => {
    const row = await deletePost(tx, id);
    await audit(tx, { actor, action: "blog.delete", outcome: row ? "ok" : "not-found", target: `blog_post:${id}`, ip, detail: row ? { slug: row.slug, title: row.title } : null });
    return row;
  });
  if (deleted) await refreshBlog(deleted.slug);
  redirect(`/admin/blog?notice=${deleted ? "deleted" : "missing"}`);
}
