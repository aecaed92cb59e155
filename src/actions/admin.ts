import { ActionError, defineAction, type ActionAPIContext } from "astro:actions";
import { formValues, type FormState } from "@/lib/forms";
import { adminAccess, type AdminContext } from "@/server/admin/access";
import { deleteBlogPost, saveBlogPost } from "@/server/admin/operations/blog";
import { previewPost } from "@/server/admin/operations/blog-editor";
import { createCode, revokeCode } from "@/server/admin/operations/codes";
import { approve, reject, saveNote, saveReply, setStage } from "@/server/admin/operations/leads";
import { retryMail } from "@/server/admin/operations/mail";
import { endOtherSessions, revokeSession } from "@/server/admin/operations/sessions";
import { confirmByCode, confirmByPasskey } from "@/server/admin/operations/confirm";
import { registerPasskey, removePasskey } from "@/server/admin/operations/passkeys";
import { erasePerson, previewErasure } from "@/server/admin/operations/privacy";

type Operation<T> = (values: Record<string, string>, admin: AdminContext) => Promise<T>;

/** The admin session first, before the form is even read: anyone else is told the action does not exist. */
async function requireAdmin(ctx: ActionAPIContext): Promise<AdminContext> {
  const admin = await adminAccess(ctx);
  if (!admin) throw new ActionError({ code: "NOT_FOUND" });
  return admin;
}

/** A form whose answer the page renders (a new code, an approval's code, a preview, field errors), or that names where to go next. */
const answering = (run: Operation<FormState>) =>
  defineAction({ accept: "form", handler: async (data: FormData, ctx) => run(formValues(data), await requireAdmin(ctx)) });

/** A form that goes back to a page with a notice (status, reject, revoke, delete, retry): the answer names where. */
const redirecting = (run: Operation<string>) =>
  defineAction({
    accept: "form",
    handler: async (data: FormData, ctx): Promise<FormState> => {
      const admin = await requireAdmin(ctx);
      return { status: "success", data: { redirectTo: await run(formValues(data), admin) } };
    },
  });

/** A file field of a form, or null when none was chosen (an empty file input posts a nameless, empty file). */
function fileOf(data: FormData, name: string): File | null {
  const value = data.get(name);
  return value instanceof File && (value.size > 0 || value.name !== "") ? value : null;
}

/**
 * The blog editor: the post and the images it may carry (the editor's pages read a larger body
 * for it, after their own admin check: src/layouts/admin-page.ts).
 */
const savingPost = defineAction({
  accept: "form",
  handler: async (data: FormData, ctx) => {
    const admin = await requireAdmin(ctx);
    return saveBlogPost(formValues(data), admin, { featured: fileOf(data, "featuredImageFile"), body: fileOf(data, "bodyImageFile") });
  },
});

/** The editor's preview as the owner types: the post as the blog would show it, nothing saved. */
const previewingPost = defineAction({
  accept: "form",
  handler: async (data: FormData, ctx) => {
    await requireAdmin(ctx);
    return previewPost(formValues(data));
  },
});

/** Another passkey for the signed-in administrator: the answer of the browser's ceremony, as JSON. */
const addingPasskey = defineAction({
  accept: "json",
  handler: async (input: unknown, ctx) => registerPasskey(input, await requireAdmin(ctx), ctx.request.headers.get("user-agent")?.slice(0, 300) ?? null),
});

/** The confirm step's passkey answer, as JSON, with the action it carries on to. */
const confirmingWithPasskey = defineAction({
  accept: "json",
  handler: async (input: unknown, ctx) => confirmByPasskey(input, await requireAdmin(ctx)),
});

/** The admin console's actions (src/pages/admin/*), each through src/server/admin/operations. */
export const admin = {
  createCode: answering(createCode),
  revokeCode: redirecting(revokeCode),
  approve: answering(approve),
  reject: redirecting(reject),
  setStage: answering(setStage),
  addNote: answering(saveNote),
  reply: answering(saveReply),
  saveBlogPost: savingPost,
  previewPost: previewingPost,
  deleteBlogPost: redirecting(deleteBlogPost),
  retryMail: redirecting(retryMail),
  revokeSession: redirecting(revokeSession),
  endOtherSessions: redirecting(endOtherSessions),
  confirmCode: answering(confirmByCode),
  confirmPasskey: confirmingWithPasskey,
  addPasskey: addingPasskey,
  removePasskey: redirecting(removePasskey),
  previewErasure: answering(previewErasure),
  erasePerson: answering(erasePerson),
};
