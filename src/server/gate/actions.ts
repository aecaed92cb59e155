"use server";
import "server-only";
import { cookies } from "next/headers";
import { formValues, type FormState } from "@/lib/forms";
import { rememberPostback } from "@/server/forms/postback";
import { clientIp, userAgent } from "@/server/request-ip";
import { verifyFormState } from "./verify-form";

/**
 * The /verify form's action. On success it sets the session cookie and returns the Access Granted
 * state; the page then goes to / after 2 seconds (a timer with JavaScript, a meta refresh without).
 */
export async function verifyCode(_prev: FormState, formData: FormData): Promise<FormState> {
  const jar = await cookies();
  const state = await verifyFormState(formValues(formData), {
    ip: await clientIp(),
    userAgent: await userAgent(),
    jar: { get: (name) => jar.get(name)?.value, set: (name, value, options) => jar.set(name, value, options) },
  });
  await rememberPostback("verify", state);
  return state;
}
