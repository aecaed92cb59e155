import type { AstroGlobal } from "astro";
import type { ActionClient } from "astro:actions";
import { failedState, formValues, type FormState } from "@/lib/forms";
import { sameSitePath } from "@/lib/return-path";
import { UPLOAD_BODY_MAX_BYTES } from "@/lib/post-body-limit";
import { readFormBody } from "@/server/forms/body";
import { adminAccess, type AdminContext } from "@/server/admin/access";
import { findPostForAdmin } from "@/server/admin/blog";

type AdminAction = ActionClient<FormState, "form", undefined>;

/**
 * The first line of every console page: the admin session or null (never cached: the route table). For anyone
 * else the status is 404 before anything renders, and AdminLayout shows the site's 404 page.
 */
export async function openAdminPage(astro: AstroGlobal): Promise<AdminContext | null> {
  const admin = await adminAccess(astro);
  if (!admin) astro.response.status = 404;
  return admin;
}

/** A console address with nothing at it (an unknown inbox, record or post): the 404 page. */
export function markNotFound(astro: AstroGlobal): false {
  astro.response.status = 404;
  return false;
}

/** A record id from the path: digits only. */
export function recordId(value: string | undefined): number | null {
  return value && /^\d{1,9}$/.test(value) ? Number(value) : null;
}

/** The post a page under /admin/blog/<id> is about, or none, and then the page's status is 404. */
export async function postOfPage(astro: AstroGlobal, admin: AdminContext | null) {
  const id = recordId(astro.params.id);
  const post = admin && id !== null ? await findPostForAdmin(id) : null;
  return { post, found: Boolean(post) || markNotFound(astro) };
}

/**
 * This request's answer to one console form (a plain POST to `?_action=admin.…`, which Astro ran
 * before the page), or undefined. An action that threw (an oversized post, a fault) answers the
 * plain failure message; Astro has already given the page that error's status.
 */
export function answerOf(astro: AstroGlobal, action: AdminAction): FormState | undefined {
  const result = astro.getActionResult(action);
  if (!result) return undefined;
  return result.error ? failedState(result.error.status, {}) : result.data;
}

/** Where a form that goes back with a notice sends the browser next (only ever within the console). */
export function redirectOf(answer: FormState | undefined): string | undefined {
  const target = answer?.status === "success" ? answer.data?.redirectTo : undefined;
  const path = sameSitePath(target);
  return path && /^\/admin(?:[/?#]|$)/.test(path) ? path : undefined;
}

/**
 * The blog editor's answer. Its form posts to its own page, not to an action address, because the
 * post may carry images: Astro's actions take at most 256 KB, so the page reads the form itself,
 * up to UPLOAD_BODY_MAX_BYTES, and only for an admin (anyone else got the 404 from
 * openAdminPage, and nothing of their body is read), then runs the save action on it, as Astro
 * would. A post to the action's address (`?_action=admin.saveBlogPost`) is answered as before.
 */
export async function editorAnswer(astro: AstroGlobal, admin: AdminContext | null, action: AdminAction): Promise<FormState | undefined> {
  if (!admin) return undefined;
  const answered = answerOf(astro, action);
  if (answered || astro.request.method !== "POST" || astro.url.searchParams.has("_action")) return answered;
  const read = await readFormBody(astro.request, UPLOAD_BODY_MAX_BYTES);
  if (!read.ok) {
    astro.response.status = read.status;
    return failedState(read.status, {});
  }
  const { data, error } = await astro.callAction(action, read.value);
  return data ?? failedState(error?.status, formValues(read.value));
}
