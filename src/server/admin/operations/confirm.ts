import type { AuthenticationResponseJSON } from "@simplewebauthn/server";
import { confirmPage as copy } from "@/content/admin";
import { tooManyAttempts } from "@/content/gate";
import type { FormState } from "@/lib/forms";
import { passkeyAnswerSchema } from "@/lib/schemas/passkey";
import { getDb } from "@/server/db/client";
import { logger } from "@/server/log";
import type { AdminContext } from "../access";
import { confirmWithCode, confirmWithPasskey, type ConfirmResult } from "../confirm/factors";
import { answeredFields, pendingOf, returnOf, type GuardedAction } from "../confirm/pending";
import { revokeCode } from "./codes";
import { removePasskey } from "./passkeys";
import { endOtherSessions, revokeSession } from "./sessions";

const guarded: Record<GuardedAction, (values: Record<string, string>, admin: AdminContext) => Promise<string>> = {
  revokeSession,
  endOtherSessions,
  revokeCode,
  removePasskey,
};

/**
 * After a confirmation, what the administrator asked for before it: the waiting action runs now
 * (it finds the session freshly confirmed) and answers its own page with its notice; with none
 * waiting, back to the console page they came from.
 */
async function carryOn(values: Record<string, unknown>, admin: AdminContext): Promise<string> {
  const pending = pendingOf({ do: String(values.do ?? ""), id: String(values.id ?? "") });
  if (!pending) return returnOf(String(values.next ?? ""), null);
  // The confirm step named the action and the factor was its yes.
  return guarded[pending.action](answeredFields(pending), admin);
}

/** The answer to a refused or limited attempt: the reason next to the field, or how long to wait. */
function refusal(result: Exclude<ConfirmResult, { ok: true }>, fieldMessage: string): FormState {
  if (result.kind === "rate_limited") return { status: "error", message: tooManyAttempts(result.retryAfterSeconds) };
  return { status: "error", message: copy.fixField, fieldErrors: { code: fieldMessage } };
}

/** A fault while checking (the database away) is a plain message and the form again, never a stack trace. */
async function answered(run: () => Promise<FormState>): Promise<FormState> {
  try {
    return await run();
  } catch (err) {
    logger.error({ err, form: "admin-confirm" }, "the confirmation could not be checked");
    return { status: "error", message: copy.failed };
  }
}

/**
 * The confirm step's plain form (it works without JavaScript): a recovery code when the address
 * has a passkey, else the administrator code of this session. The typed code is never sent back.
 */
export async function confirmByCode(values: Record<string, string>, admin: AdminContext): Promise<FormState> {
  const code = (values.code ?? "").trim();
  if (!code) return { status: "error", message: copy.fixField, fieldErrors: { code: copy.blank } };
  return answered(async () => {
    const result = await confirmWithCode(await getDb(), admin, code);
    if (!result.ok) return refusal(result, result.kind === "refused" && result.factor === "recovery code" ? copy.recoveryWrong : copy.codeWrong);
    return { status: "success", data: { redirectTo: await carryOn(values, admin) } };
  });
}

/** The passkey prompt's answer, as JSON from the confirm page's script, with the pending action it carries. */
export async function confirmByPasskey(input: unknown, admin: AdminContext): Promise<FormState> {
  const body = (input ?? {}) as Record<string, unknown>;
  const answer = passkeyAnswerSchema.safeParse(body.answer);
  if (!answer.success) return { status: "error", message: copy.refused };
  return answered(async () => {
    const result = await confirmWithPasskey(await getDb(), admin, answer.data as unknown as AuthenticationResponseJSON);
    if (!result.ok) return { status: "error", message: result.kind === "rate_limited" ? tooManyAttempts(result.retryAfterSeconds) : copy.refused };
    return { status: "success", data: { redirectTo: await carryOn(body, admin) } };
  });
}
