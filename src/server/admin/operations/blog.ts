import { formCopy } from "@/content/forms";
import { fieldErrorsOf, type FormState } from "@/lib/forms";
import { getDb } from "@/server/db/client";
import { audit, auditedBy } from "@/server/audit";
import { logger } from "@/server/log";
import { toStorableText, truncateText } from "@/lib/text";
import { uploadImage } from "@/server/media/upload";
import { encodePreview } from "@/lib/post-preview";
import { validatedFormState, type ActionContext } from "@/server/forms/form-state";
import { renderCache } from "@/server/render-cache";
import type { AdminContext } from "../access";
import { deletePost, savePost, slugTaken } from "../blog";
import { previewOf, snippetOf } from "./blog-editor";
import { bodyImageAltSchema } from "@/lib/schemas/post-images";
import { blogPostSchema, idSchema, type BlogPostInput } from "../schemas";
import { parsedOr, withNotice } from "./parse";

const saveBlogPostForm = { name: "admin-blog-save", failureMessage: "The post could not be saved. Nothing was changed; please try again." };

/**
 * The post editor's one action. "Preview" returns the post as the blog would show it (./blog-editor.ts) and
 * saves nothing; "Save" sanitises, stores, drops this server's kept blog and search pages (other
 * servers' expire within a minute) and answers `data.redirectTo`, the list.
 */
async function saveBlogPostHandler(data: BlogPostInput, { values, ...admin }: ActionContext & AdminContext): Promise<FormState> {
  const db = await getDb();
  if (data.intent === "preview") {
    await audit(db, { ...auditedBy(admin), action: "blog.preview", target: data.id ? `blog_post:${data.id}` : null, detail: { slug: data.slug } });
    return {
      status: "success",
      message: "The preview shows the post as it will be published. Nothing is saved yet.",
      values: { ...values, slug: data.slug },
      // Exactly as the blog will show it: uploaded images as <picture>s, the featured picture, the read time.
      data: { preview: encodePreview(await previewOf(db, data)), intent: "preview" },
    };
  }
  if (await slugTaken(db, data.slug, data.id)) {
    return { status: "error", message: "Please correct the highlighted fields.", fieldErrors: { slug: "Another post already uses this slug." }, values };
  }
  const post = await db.transaction(async (tx) => {
    const row = await savePost(tx, data);
    await audit(tx, {
      ...auditedBy(admin),
      action: data.id ? "blog.update" : "blog.create",
      target: `blog_post:${row.id}`,
      detail: { slug: row.slug, published: row.published, format: data.format },
    });
    return row;
  });
  forgetBlogPages();
  return { status: "success", message: "Saved.", data: { redirectTo: `/admin/blog?notice=saved&id=${post.id}` } };
}

/** The files the editor's form may carry: a featured image, and an image for the body. */
export type EditorImages = { featured?: File | null; body?: File | null };

type TakenUploads = { values: Record<string, string>; fieldErrors: Record<string, string>; notes: string[]; snippet?: string };

/**
 * The editor's uploads, before anything else is read: a featured image becomes the post's
 * featured image address; an image for the body (which needs its alt text first) is added at the
 * end of the body in the body's format, and its snippet is shown so it can be moved. A refused
 * file gets its message next to its field; everything typed is kept.
 */
async function takeUploads(values: Record<string, string>, images: EditorImages, admin: AdminContext): Promise<TakenUploads> {
  const out: TakenUploads = { values: { ...values }, fieldErrors: {}, notes: [] };
  if (!images.featured && !images.body) return out;
  const db = await getDb();
  if (images.featured) {
    const alt = (values.featuredImageAlt ?? "").trim();
    const result = await uploadImage(db, images.featured, { alt: truncateText(toStorableText(alt), 300), use: "featured", admin });
    if (result.ok) {
      out.values.featuredImageUrl = result.url;
      out.notes.push("The featured image is uploaded.");
    } else out.fieldErrors.featuredImageFile = result.message;
  }
  if (images.body) {
    const alt = bodyImageAltSchema.safeParse(values.bodyImageAlt ?? "");
    if (!alt.success) out.fieldErrors.bodyImageAlt = fieldErrorsOf(alt.error).form ?? formCopy.invalid;
    else {
      const result = await uploadImage(db, images.body, { alt: alt.data, use: "body", admin });
      if (result.ok) {
        const snippet = snippetOf(result.url, alt.data, values.format ?? "html");
        const body = (values.body ?? "").replace(/\s+$/, "");
        out.values.body = body ? `${body}\n\n${snippet}\n` : `${snippet}\n`;
        out.values.bodyImageAlt = "";
        out.snippet = snippet;
        out.notes.push("The image is uploaded and added at the end of the body: move it where it belongs.");
      } else out.fieldErrors.bodyImageFile = result.message;
    }
  }
  return out;
}

/**
 * The editor's form through the one validating path, with the images it carries: uploaded first
 * (intent "upload" stops there, nothing saved), then the post checked, previewed or saved with
 * them. Only admins get here (src/actions/admin.ts).
 */
export async function saveBlogPost(values: Record<string, string>, admin: AdminContext, images: EditorImages = {}): Promise<FormState> {
  let taken: TakenUploads;
  try {
    taken = await takeUploads(values, images, admin);
  } catch (err) {
    logger.error({ err, form: saveBlogPostForm.name }, "image upload failed");
    return { status: "error", message: "The image could not be stored. Nothing was changed; please try again.", values };
  }
  const extra: Record<string, string> = taken.snippet ? { snippet: taken.snippet } : {};
  const refused = Object.keys(taken.fieldErrors).length > 0;
  if (values.intent === "upload") {
    if (refused) return { status: "error", message: formCopy.invalid, fieldErrors: taken.fieldErrors, values: taken.values, data: extra };
    if (taken.notes.length === 0) return { status: "error", message: "Choose an image to upload first.", values: taken.values };
    return { status: "success", message: `${taken.notes.join(" ")} Nothing else is saved yet.`, values: taken.values, data: extra };
  }
  if (refused) {
    // Every message at once: the refused file's, and the post's own.
    const parsed = blogPostSchema.safeParse(taken.values);
    const fieldErrors = { ...(parsed.success ? {} : fieldErrorsOf(parsed.error)), ...taken.fieldErrors };
    return { status: "error", message: formCopy.invalid, fieldErrors, values: taken.values, data: extra };
  }
  const state = await validatedFormState(blogPostSchema, taken.values, saveBlogPostForm, (data, ctx) => saveBlogPostHandler(data, { ...ctx, ...admin }));
  if (taken.notes.length === 0 || state.data?.redirectTo) return state;
  return { ...state, message: [taken.notes.join(" "), state.message].filter(Boolean).join(" "), data: { ...state.data, ...extra } };
}

/** Deletes a post after the confirmation step; answers where to go back to. */
export async function deleteBlogPost(values: Record<string, string>, admin: AdminContext): Promise<string> {
  const parsed = parsedOr(idSchema, values, "/admin/blog");
  if (!parsed.ok) return parsed.redirectTo;
  const { id } = parsed.data;
  const db = await getDb();
  const deleted = await db.transaction(async (tx) => {
    const row = await deletePost(tx, id);
    await audit(tx, {
      ...auditedBy(admin),
      action: "blog.delete",
      outcome: row ? "ok" : "not-found",
      target: `blog_post:${id}`,
      detail: row ? { slug: row.slug, title: row.title } : null,
    });
    return row;
  });
  if (deleted) forgetBlogPages();
  return withNotice("/admin/blog", deleted ? "deleted" : "missing");
}

/** The feed and sitemap are rendered per request; the blog's pages and search are kept a minute. */
const forgetBlogPages = () => renderCache.purge(["/blog", "/search"]);
