import "server-only";
import { refresh } from "next/cache";
import { redirect } from "next/navigation";
import type { z } from "zod";
import { idleState, type FormState } from "@/lib/forms";
import { adminActor, requireAdmin } from "@/server/gate/permissions";
import type { AdminContext } from "./access";
import { parsedOr } from "./operations/parse";
import { validatedAction, type ActionContext } from "@/server/forms/action";
import { rememberPostback } from "@/server/forms/postback";
import { clientIp } from "@/server/request-ip";

export type { AdminContext };

/**
 * The first line of every console action and page: the admin session, or notFound() for
 * everyone else (anonymous visitors and client sessions see the ordinary 404).
 */
export async function adminContext(): Promise<AdminContext> {
  const admin = await requireAdmin();
  let ip: string | null = null;
  try {
    ip = await clientIp();
  } catch {
    ip = null;
  }
  return { actor: adminActor(admin), email: admin.email, ip, sessionId: admin.sessionId };
}

/**
 * A console form that shows a result (a new code, an approval's code, a preview, field errors).
 * The admin check runs before the form is even read, then the form's zod schema, then the
 * handler. The result is not returned to the browser as action state: it is left for the page
 * (server/forms/postback.ts), which renders it. Without JavaScript the page is rendered in the
 * same request after the post; with JavaScript, refresh() re-renders it in the same request too.
 * So both paths show the same HTML, and nothing large (a post body, its preview) is echoed back
 * to the server with the next submission, as useActionState's previous state would be.
 * A handler that wants to leave the page returns `data.redirectTo`.
 */
export function adminFormAction<S extends z.ZodType>(
  schema: S,
  options: { failureMessage: string; name: string },
  handler: (data: z.output<S>, ctx: ActionContext & AdminContext) => Promise<FormState>,
) {
  return async (formData: FormData): Promise<void> => {
    const admin = await adminContext();
    const run = validatedAction(schema, options, (data, ctx) => handler(data, { ...ctx, ...admin }));
    const result = await run(idleState, formData);
    const target = result.status === "success" ? result.data?.redirectTo : undefined;
    if (target && target.startsWith("/admin")) redirect(target);
    // A fresh stamp on every answer: the page keys the form by it, so the form remounts with the
    // values sent back (React resets a submitted form to its defaults otherwise).
    await rememberPostback(options.name, { ...result, submittedAt: result.submittedAt ?? Date.now() });
    rerenderPage();
  };
}

/** Has the page rendered again after a JavaScript submission, in the same request (see above). */
function rerenderPage() {
  try {
    refresh();
  } catch {
    // Only outside a server action (a test calling the action directly): no page to render.
  }
}

/** Reads a console form that redirects back (status, reject, revoke, delete); a malformed post goes back with a notice. */
export function parseOr<S extends z.ZodType>(schema: S, formData: FormData, back: string): z.output<S> {
  const values: Record<string, string> = {};
  for (const [k, v] of formData.entries()) if (typeof v === "string") values[k] = v;
  const parsed = parsedOr(schema, values, back);
  if (!parsed.ok) redirect(parsed.redirectTo);
  return parsed.data;
}
