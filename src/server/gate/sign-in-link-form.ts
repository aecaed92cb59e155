import { signInLinkCopy } from "@/content/gate";
import { messages } from "@/content/messages";
import type { FormState } from "@/lib/forms";
import { signInLinkSchema } from "@/lib/schemas/sign-in-link";
import { getDb } from "@/server/db/client";
import { validatedFormState } from "@/server/forms/form-state";
import { logger } from "@/server/log";
import { sessionCookieName, sessionCookieOptions } from "./cookie";
import { revokeSessionByToken } from "./session";
import { endingSessions } from "./session-cache";
import { requestSignInLink, redeemSignInLink } from "./sign-in-link";
import type { SessionJar } from "./verify-form";

/** "E-mail me a sign-in link": the same words for every address (src/server/gate/sign-in-link.ts). */
export function signInLinkFormState(values: Record<string, string>, request: { ip: string }): Promise<FormState> {
  return validatedFormState(signInLinkSchema, values, { name: "sign-in-link", failureMessage: signInLinkCopy.failed }, async (data): Promise<FormState> => {
    const result = await requestSignInLink(await getDb(), { email: data.linkEmail, ip: request.ip, returnTo: data.next });
    if (!result.ok) return { status: "error", message: result.message, values: { linkEmail: values.linkEmail ?? "", next: values.next ?? "" } };
    return { status: "success", message: result.message, submittedAt: Date.now() };
  });
}

const refusal = {
  used: signInLinkCopy.page.used,
  expired: signInLinkCopy.page.expired,
  invalid: signInLinkCopy.page.invalid,
  revoked: signInLinkCopy.page.revoked,
} as const;

/** The link page's button: a session and its cookie, and where to go; or, in words, why the link no longer works. */
export async function signInLinkUseState(token: string, request: { ip: string; userAgent: string | null; jar: SessionJar }): Promise<FormState> {
  try {
    const db = await getDb();
    const result = await redeemSignInLink(db, { token, ip: request.ip, userAgent: request.userAgent });
    if (!result.ok) return { status: "error", message: refusal[result.reason], data: { reason: result.reason } };
    const previous = request.jar.get(sessionCookieName());
    if (previous)
      await endingSessions((ending) => revokeSessionByToken(db, previous, ending)).catch((err) => logger.warn({ err }, "could not end the previous session"));
    request.jar.set(sessionCookieName(), result.token, sessionCookieOptions(result.maxAgeSeconds));
    return { status: "success", message: messages.verifySuccess, data: { next: result.returnTo }, submittedAt: Date.now() };
  } catch (err) {
    logger.error({ err, form: "sign-in-link-use" }, "sign-in link failed");
    return { status: "error", message: messages.verifySessionError, data: { reason: "error" } };
  }
}
