import type { AstroGlobal } from "astro";
import { sessionEndedCopy as copy } from "@/content/session-ended";
import type { FormState } from "@/lib/forms";
import { UPLOAD_BODY_MAX_BYTES } from "@/lib/post-body-limit";
import type { AdminContext } from "@/server/admin/access";
import { endedAdminEmail, readResumeTicket, resumeCookieName, resumeCookieOptions, resumeTicket } from "@/server/admin/session-ended";
import { getDb } from "@/server/db/client";
import { readFormBody } from "@/server/forms/body";
import { sessionCookieName, signInCookieName } from "@/server/gate/cookie";
import { findPendingSignIn, preparePasskeyStep } from "@/server/gate/passkey/sign-in";
import { actions } from "astro:actions";

/** The post as it was sent, text fields only (a browser cannot be handed a file back), and whether a file was left behind. */
export type KeptPost = { values: Record<string, string>; filesDropped: boolean; action: string };

/**
 * Which step of signing in again the page shows, with the post it keeps and where that post goes
 * once signed in: the page itself (the editor), or the console action it named (`?_action=`).
 */
export type SessionEnded = { email: string; kept: KeptPost; target: string } & (
  { step: "code"; state?: FormState } | { step: "passkey"; mode: "register" | "authenticate"; options: unknown } | { step: "recovery-needed" }
);

/** The fields the sign-in's code form adds to the kept post: the step, and the console action the post named. */
const RESUME_FIELD = "_resume";
const ACTION_FIELD = "_resume_action";
/** A console action's name as forms post it (the middleware has already refused any other). */
const CONSOLE_ACTION = /^admin\.[A-Za-z]{1,60}$/;

function keptOf(form: FormData): KeptPost & { code: string; resume: string; action: string } {
  const values: Record<string, string> = {};
  let filesDropped = false;
  for (const [name, value] of form) {
    if (typeof value !== "string") filesDropped ||= value.size > 0;
    else values[name] = value;
  }
  const { [RESUME_FIELD]: resume = "", [ACTION_FIELD]: action = "", code = "", ...post } = values;
  return { values: post, filesDropped, code, resume, action };
}

/**
 * A console form posted to its own page (the blog editor) by a browser whose administrator's
 * session has ended (decision 0067): instead of the console's 404, the sign-in again, on this
 * page, keeping the whole post. The first answer sets the resume ticket; the code form posts back
 * here; a good administrator's code for the same address brings the passkey step, whose script
 * sends the kept post again once the new session's cookie is set, and the page then saves it as
 * any save. Nothing is saved here: the post is saved only by a request with a fresh session of
 * its own, through the middleware's Origin check like any other. Null for everyone else (admins,
 * strangers, GETs): the page goes on as before.
 */
export async function sessionEndedAnswer(astro: AstroGlobal, admin: AdminContext | null): Promise<SessionEnded | null> {
  if (admin || astro.request.method !== "POST") return null;
  const db = await getDb();
  const ticketEmail = readResumeTicket(astro.cookies.get(resumeCookieName())?.value);
  const email = ticketEmail ?? (await endedAdminEmail(db, astro.cookies.get(sessionCookieName())?.value));
  if (!email) return null;
  // Only now is the body read: the browser was this administrator's.
  // A copy: the React renderer reads the original again on a post that named an action (its form state).
  const read = await readFormBody(astro.request.clone(), UPLOAD_BODY_MAX_BYTES);
  // Astro's action, when the post named one, read its own copy of the body; this is the page's.
  const { values, filesDropped, code, resume, action } = read.ok ? keptOf(read.value) : { values: {}, filesDropped: false, code: "", resume: "", action: "" };
  const named = resume === "code" ? action : (astro.url.searchParams.get("_action") ?? "");
  const kept = { values, filesDropped, action: CONSOLE_ACTION.test(named) ? named : "" };
  const target = kept.action ? `${astro.url.pathname}?_action=${kept.action}` : astro.url.pathname;
  if (!ticketEmail) astro.cookies.set(resumeCookieName(), resumeTicket(email), resumeCookieOptions());
  if (!read.ok) return { step: "code", email, kept, target, state: { status: "error", message: copy.refused } };
  if (resume !== "code") return { step: "code", email, kept, target };

  // The /verify action, as a plain post of /verify runs it (rate limits, audit, the sign-in step's
  // cookie). The address is the ended session's, whatever was typed: only the same administrator signs in again.
  const sent = new FormData();
  sent.set("code", code);
  sent.set("email", email);
  const { data } = await astro.callAction(actions.verify, sent);
  const state: FormState = data ?? { status: "error", message: copy.refused };
  if (state.status !== "success") return { step: "code", email, kept, target, state: { ...state, values: undefined } };
  // Set by the action in this request: an administrator's code makes a sign-in step, a client's code does not.
  const signIn = await findPendingSignIn(db, astro.cookies.get(signInCookieName())?.value);
  if (!signIn) return { step: "code", email, kept, target, state: { status: "error", message: copy.notAdminCode, fieldErrors: { code: copy.notAdminCode } } };
  const step = await preparePasskeyStep(db, signIn);
  if (step.mode === "recovery-needed") return { step: "recovery-needed", email, kept, target };
  return { step: "passkey", email, kept, target, mode: step.mode, options: step.options };
}
