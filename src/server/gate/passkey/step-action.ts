import type { AuthenticationResponseJSON, RegistrationResponseJSON } from "@simplewebauthn/server";
import { messages } from "@/content/messages";
import { passkeyStepPage } from "@/content/passkeys";
import type { FormState } from "@/lib/forms";
import { passkeyPostSchema } from "@/lib/schemas/passkey";
import { getDb } from "@/server/db/client";
import { logger } from "@/server/log";
import { sessionCookieName, sessionCookieOptions, signInCookieName } from "../cookie";
import { revokeSessionByToken } from "../session";
import { endingSessions } from "../session-cache";
import type { SessionJar } from "../verify-form";
import { completeAdminSignIn, findPendingSignIn } from "./sign-in";
import { redeemRecoveryCode } from "./recovery";

type StepRequest = { ip: string; userAgent: string | null; jar: SessionJar & { delete(name: string): void } };

/**
 * The passkey step's answer (JSON from the page's script): on success the admin session's cookie
 * replaces the step's and any earlier session of this browser ends; otherwise the visitor stays
 * who they were (an administrator's code alone opens nothing).
 */
export async function passkeyStepState(input: unknown, request: StepRequest): Promise<FormState> {
  const parsed = passkeyPostSchema.safeParse(input);
  if (!parsed.success) return { status: "error", message: passkeyStepPage.refused };
  const db = await getDb();
  const answer = parsed.data.answer as unknown as RegistrationResponseJSON | AuthenticationResponseJSON;
  const result = await completeAdminSignIn(db, request.jar.get(signInCookieName()), answer, { ip: request.ip, userAgent: request.userAgent });
  if (!result.ok) return { status: "error", message: result.reason === "no sign-in" ? passkeyStepPage.expired : passkeyStepPage.refused };
  const previous = request.jar.get(sessionCookieName());
  if (previous)
    await endingSessions((ending) => revokeSessionByToken(db, previous, ending)).catch((err) => logger.warn({ err }, "could not end the previous session"));
  request.jar.delete(signInCookieName());
  request.jar.set(sessionCookieName(), result.token, sessionCookieOptions(result.maxAgeSeconds));
  return { status: "success", message: messages.adminSuccess, data: { role: "admin", registered: String(result.registered) } };
}

/** A recovery code typed in the passkey step (a plain form: it works without JavaScript). */
export async function recoveryState(values: Record<string, string>, request: { ip: string; cookie: string | undefined }): Promise<FormState> {
  const code = (values.code ?? "").trim();
  const db = await getDb();
  const signIn = await findPendingSignIn(db, request.cookie);
  if (!signIn) return { status: "error", message: passkeyStepPage.expired };
  if (!code) return { status: "error", message: passkeyStepPage.recoveryBlank, fieldErrors: { code: passkeyStepPage.recoveryBlank } };
  const outcome = await redeemRecoveryCode(db, signIn, code, request.ip);
  if (outcome === "recovered") return { status: "success", message: passkeyStepPage.recovered };
  return { status: "error", message: outcome === "too many" ? passkeyStepPage.recoveryTooMany : passkeyStepPage.recoveryInvalid };
}
