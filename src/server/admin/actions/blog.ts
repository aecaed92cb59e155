"use server";
import "server-only";
import { redirect } from "next/navigation";
import { formValues } from "@/lib/forms";
import { refreshBlog } from "@/server/blog/refresh";
import { adminContext, adminFormAction } from "../guard";
import { deleteBlogPost, saveBlogPostForm, saveBlogPostHandler } from "../operations/blog";
import { blogPostSchema } from "../schemas";

/**
 * The post editor's one action (src/server/admin/operations/blog.ts), refreshing Next.js's own
 * caches of the blog after a save; "Save" goes back to the list.
 */
export const saveBlogPostAction = adminFormAction(blogPostSchema, saveBlogPostForm, (data, ctx) => saveBlogPostHandler(data, ctx, refreshBlog));

/** Deletes a post after the confirmation step. */
export async function deleteBlogPostAction(formData: FormData): Promise<void> {
  const admin = await adminContext();
  redirect(await deleteBlogPost(formValues(formData), admin, refreshBlog));
}
