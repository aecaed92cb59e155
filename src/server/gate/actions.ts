"use server";
import "server-only";
import { cookies } from "next/headers";
import { verifySchema } from "@/lib/schemas/verify";
import type { FormState } from "@/lib/forms";
import { messages } from "@/content/messages";
import { validatedAction } from "@/server/forms/action";
import { getDb } from "@/server/db/client";
import { clientIp, userAgent } from "@/server/request-ip";
import { logger } from "@/server/log";
import { sessionCookieName, sessionCookieOptions } from "./cookie";
import { revokeSessionByToken } from "./session";
import { verifyInvitation } from "./verify";

/**
 * The /verify form's action. On success it sets the session cookie and returns the Access Granted
 * state; the page then goes to / after 2 seconds (a timer with JavaScript, a meta refresh without).
 */
export const verifyCode = validatedAction(verifySchema, { name: "verify", failureMessage: messages.unexpected }, async (data, { values }): Promise<FormState> => {
  const jar = await cookies();
  const db = await getDb();
  const result = await verifyInvitation(db, { code: data.code, email: data.email, ip: await clientIp(), userAgent: await userAgent() });
  if (!result.ok) {
    // The code is sent back so the visitor can correct a typo; it is theirs and goes nowhere else.
    const typed = { code: values.code ?? "", email: values.email ?? "" };
    if (result.kind === "bad_email") return { status: "error", message: result.message, fieldErrors: { email: result.fieldMessage }, values: typed };
    return {
      status: "error",
      message: result.message,
      values: typed,
      ...(result.retryAfterSeconds ? { data: { retryAfterSeconds: String(result.retryAfterSeconds) } } : {}),
    };
  }
  // A previous session in this browser (another code, or a client becoming admin) ends here.
  const previous = jar.get(sessionCookieName())?.value;
  if (previous) await revokeSessionByToken(db, previous).catch((err) => logger.warn({ err }, "could not end the previous session"));
  jar.set(sessionCookieName(), result.token, sessionCookieOptions(result.maxAgeSeconds));
  return { status: "success", message: result.message, data: { role: result.role }, submittedAt: Date.now() };
});
