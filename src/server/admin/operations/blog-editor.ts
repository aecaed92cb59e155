import { formCopy } from "@/content/forms";
import { fieldErrorsOf } from "@/lib/forms";
import { mediaKeyOf, mediaKeysIn } from "@/lib/media";
import type { EditorUploadAnswer, PostPreviewData } from "@/lib/post-preview";
import { bodyImageAltSchema } from "@/lib/schemas/post-images";
import { toStorableText, truncateText } from "@/lib/text";
import { withResponsiveImages } from "@/server/blog/body-images";
import { readTimeMinutes } from "@/server/blog/format";
import { getDb, type Db } from "@/server/db/client";
import { mediaByKeys } from "@/server/media/store";
import { uploadImage, type UploadUse } from "@/server/media/upload";
import type { AdminContext } from "../access";
import { renderBody } from "../blog";

/** An image as the body's format writes it. */
export function snippetOf(url: string, alt: string, format: string): string {
  if (format === "markdown") return `![${alt.replace(/\s+/g, " ").replace(/([\\\[\]])/g, "\\$1")}](${url})`;
  const attr = alt.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
  return `<img src="${url}" alt="${attr}">`;
}

/**
 * A post as the blog would show it: the body through the blog's own rendering and allow-list,
 * uploaded images as <picture>s (src/server/blog/body-images.ts), the featured picture when it is
 * an upload (any other address shows none on the post page either) and the saved read time.
 */
export async function previewOf(db: Db, post: { body: string; format: string; featuredImageUrl?: string | null }): Promise<PostPreviewData> {
  const format = post.format === "markdown" ? "markdown" : "html";
  const featuredKey = mediaKeyOf(post.featuredImageUrl);
  const media = await mediaByKeys(db, [...(featuredKey ? [featuredKey] : []), ...mediaKeysIn(post.body)]);
  const content = renderBody(post.body, format);
  return {
    bodyHtml: withResponsiveImages(content, media),
    featured: (featuredKey && media.get(featuredKey)) || null,
    readTime: readTimeMinutes(content),
  };
}

/**
 * The editor's preview as the owner types: whatever the form holds, complete or not, since it
 * saves nothing (and so is not audited, unlike the Preview button's post). Admins only (src/actions/admin.ts). A body past the
 * action's size limit never gets here; the preview then says it could not update.
 */
export async function previewPost(values: Record<string, string>): Promise<PostPreviewData> {
  return previewOf(await getDb(), { body: (values.body ?? "").trim(), format: values.format ?? "html", featuredImageUrl: values.featuredImageUrl });
}

/**
 * One image uploaded from the editor without leaving it (the page's own plain post does the same
 * with the rest of the form: ./blog.ts): a featured image answers its address; an image for the
 * body, which needs its alt text first, answers its snippet in the body's format, for the editor
 * to put where the cursor is. Stored, refused or not, it is audited by uploadImage.
 */
export async function uploadForEditor(use: UploadUse, form: FormData, admin: AdminContext): Promise<EditorUploadAnswer> {
  const fileField = use === "featured" ? "featuredImageFile" : "bodyImageFile";
  const file = form.get("file");
  if (!(file instanceof File) || (file.size === 0 && file.name === "")) return { ok: false, field: fileField, message: "Choose an image to upload first." };
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  let alt: string;
  if (use === "body") {
    const parsed = bodyImageAltSchema.safeParse(text("alt"));
    if (!parsed.success) return { ok: false, field: "bodyImageAlt", message: fieldErrorsOf(parsed.error).form ?? formCopy.invalid };
    alt = parsed.data;
  } else alt = truncateText(toStorableText(text("alt").trim()), 300);
  const result = await uploadImage(await getDb(), file, { alt, use, admin });
  if (!result.ok) return { ok: false, field: fileField, message: result.message };
  if (use === "featured") return { ok: true, url: result.url, message: "The featured image is uploaded. Nothing else is saved yet." };
  return {
    ok: true,
    url: result.url,
    snippet: snippetOf(result.url, alt, text("format")),
    message: "The image is uploaded and added to the body where the cursor was. Nothing else is saved yet.",
  };
}
