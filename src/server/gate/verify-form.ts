import { messages } from "@/content/messages";
import type { FormState } from "@/lib/forms";
import { verifySchema } from "@/lib/schemas/verify";
import { getDb } from "@/server/db/client";
import { validatedFormState } from "@/server/forms/form-state";
import { logger } from "@/server/log";
import { sessionCookieName, sessionCookieOptions, signInCookieName } from "./cookie";
import { revokeSessionByToken } from "./session";
import { endingSessions } from "./session-cache";
import { verifyInvitation } from "./verify";

/** Where an administrator goes after a valid code. */
export const PASSKEY_STEP_PATH = "/verify/passkey";

/** The cookie jar of the request being answered (Astro's cookies, or anything with the same three methods). */
export type SessionJar = {
  get(name: string): string | undefined;
  set(name: string, value: string, options: ReturnType<typeof sessionCookieOptions>): void;
};

/**
 * The /verify form: a valid code and e-mail make a session and set its cookie, and the answer is
 * Access Granted; anything else comes back with the reason and what was typed.
 */
export function verifyFormState(values: Record<string, string>, request: { ip: string; userAgent: string | null; jar: SessionJar }): Promise<FormState> {
  return validatedFormState(verifySchema, values, { name: "verify", failureMessage: messages.unexpected }, async (data): Promise<FormState> => {
    const db = await getDb();
    const result = await verifyInvitation(db, { code: data.code, email: data.email, ip: request.ip, userAgent: request.userAgent });
    if (!result.ok) {
      // The code is sent back so the visitor can correct a typo; it is theirs and goes nowhere else.
      const typed = { code: values.code ?? "", email: values.email ?? "" };
      if (result.kind === "bad_email") return { status: "error", message: result.message, fieldErrors: { email: result.fieldMessage }, values: typed };
      if (result.kind === "over") return { status: "error", message: result.message, values: typed, ...(result.offerLink ? { data: { offerLink: "1" } } : {}) };
      return {
        status: "error",
        message: result.message,
        values: typed,
        ...(result.retryAfterSeconds ? { data: { retryAfterSeconds: String(result.retryAfterSeconds) } } : {}),
      };
    }
    if (result.step === "passkey") {
      // Not a session yet: the passkey step (/verify/passkey) makes it, and ends any previous one then.
      request.jar.set(signInCookieName(), result.token, sessionCookieOptions(result.maxAgeSeconds));
      return { status: "success", message: result.message, data: { role: result.role, next: PASSKEY_STEP_PATH }, submittedAt: Date.now() };
    }
    // A previous session in this browser (another code, or a client becoming admin) ends here.
    const previous = request.jar.get(sessionCookieName());
    if (previous)
      await endingSessions((ending) => revokeSessionByToken(db, previous, ending)).catch((err) => logger.warn({ err }, "could not end the previous session"));
    request.jar.set(sessionCookieName(), result.token, sessionCookieOptions(result.maxAgeSeconds));
    return { status: "success", message: result.message, data: { role: result.role }, submittedAt: Date.now() };
  });
}
