import type { MediaImage } from "@/lib/media";

/**
 * What the editor's preview needs from the server to show a post as the blog will: the body
 * rendered and sanitised by the blog's own path, its featured picture when it is an upload, and
 * the read time the saved post would get. The title, excerpt, author, date and tags come from the
 * form itself.
 */
export type PostPreviewData = { bodyHtml: string; featured: MediaImage | null; readTime: number };

/** The preview a plain post's answer carries (FormState data holds strings only). */
export function encodePreview(preview: PostPreviewData): string {
  return JSON.stringify(preview);
}

/** The preview of a plain post's answer, or null when there is none or it is not one. */
export function decodePreview(text: string | undefined): PostPreviewData | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<PostPreviewData>;
    if (typeof value.bodyHtml !== "string" || typeof value.readTime !== "number") return null;
    return { bodyHtml: value.bodyHtml, featured: value.featured ?? null, readTime: value.readTime };
  } catch {
    return null;
  }
}

/** What the editor's in-place upload answers (src/pages/admin/blog/upload.ts). */
export type EditorUploadAnswer =
  { ok: true; url: string; snippet?: string; message: string } | { ok: false; field: "featuredImageFile" | "bodyImageFile" | "bodyImageAlt"; message: string };
