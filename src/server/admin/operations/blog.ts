import "server-only";
import type { FormState } from "@/lib/forms";
import { getDb } from "@/server/db/client";
import { audit } from "@/server/audit";
import { validatedFormState, type ActionContext } from "@/server/forms/form-state";
import { renderCache } from "@/server/render-cache";
import type { AdminContext } from "../access";
import { deletePost, renderBody, savePost, slugTaken } from "../blog";
import { blogPostSchema, idSchema, type BlogPostInput } from "../schemas";
import { parsedOr, withNotice } from "./parse";

export const saveBlogPostForm = { name: "admin-blog-save", failureMessage: "The post could not be saved. Nothing was changed; please try again." };

/**
 * The post editor's one action. "Preview" returns the sanitised body for the preview pane and
 * saves nothing; "Save" sanitises, stores, drops this server's kept blog and search pages (other
 * servers' expire within a minute) and answers `data.redirectTo`, the list.
 */
export async function saveBlogPostHandler(
  data: BlogPostInput,
  { actor, ip, values }: ActionContext & Pick<AdminContext, "actor" | "ip">,
): Promise<FormState> {
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
  forgetBlogPages();
  return { status: "success", message: "Saved.", data: { redirectTo: `/admin/blog?notice=saved&id=${post.id}` } };
}

/** The editor's form through the one validating path. */
export function saveBlogPost(values: Record<string, string>, admin: AdminContext): Promise<FormState> {
  return validatedFormState(blogPostSchema, values, saveBlogPostForm, (data, ctx) => saveBlogPostHandler(data, { ...ctx, ...admin }));
}

/** Deletes a post after the confirmation step; answers where to go back to. */
export async function deleteBlogPost(values: Record<string, string>, { actor, ip }: AdminContext): Promise<string> {
  const parsed = parsedOr(idSchema, values, "/admin/blog");
  if (!parsed.ok) return parsed.redirectTo;
  const { id } = parsed.data;
  const db = await getDb();
  const deleted = await db.transaction(async (tx) => {
    const row = await deletePost(tx, id);
    await audit(tx, { actor, action: "blog.delete", outcome: row ? "ok" : "not-found", target: `blog_post:${id}`, ip, detail: row ? { slug: row.slug, title: row.title } : null });
    return row;
  });
  if (deleted) forgetBlogPages();
  return withNotice("/admin/blog", deleted ? "deleted" : "missing");
}

/** The feed and sitemap are rendered per request; the blog's pages and search are kept a minute. */
const forgetBlogPages = () => renderCache.purge(["/blog", "/search"]);
