import { defineAction, type ActionAPIContext } from "astro:actions";
import { ipFromHeaders } from "@/lib/client-address";
import { readCookie } from "@/lib/cookies";
import { formValues } from "@/lib/forms";
import { leadFormState } from "@/server/forms/form-state";
import { verifyFormState } from "@/server/gate/verify-form";
import { signInCookieName } from "@/server/gate/cookie";
import { signInLinkFormState, signInLinkUseState } from "@/server/gate/sign-in-link-form";
import { passkeyStepState, recoveryState } from "@/server/gate/passkey/step-action";
import { leadForms } from "@/server/leads/forms";
import { sourceOfRequest } from "@/server/leads/source";
import { ATTRIBUTION_FIELD } from "@/lib/attribution";
import { confirmNewsletterState, unsubscribeNewsletterState } from "@/server/leads/newsletter-links";

/** What a form's server half needs of the request: who sent it, and whether they are verified. */
const requestOf = (ctx: ActionAPIContext) => ({
  ip: ipFromHeaders(ctx.request.headers),
  verified: async () => (await ctx.locals.viewer()).verified,
});

/**
 * A lead form's action: the posted form through its pipeline, answered as FormState. The visit's
 * touches (a hidden field the site script adds) go to the lead's source and nowhere else: they
 * are never echoed back with the values, so no page shows them.
 */
const leadAction = (form: keyof typeof leadForms) =>
  defineAction({
    accept: "form",
    handler: (data: FormData, ctx) => {
      const { [ATTRIBUTION_FIELD]: touches, ...values } = formValues(data);
      const source = () => sourceOfRequest(ctx.request.headers, touches);
      return leadFormState(leadForms[form].def, values, { ...requestOf(ctx), source }, leadForms[form].options);
    },
  });

/** The session cookie jar of an action's request (the Cookie header as sent, Astro's cookies for the answer). */
const jarOf = (ctx: ActionAPIContext) => ({
  get: (name: string) => readCookie(ctx.request.headers.get("cookie"), name),
  set: (name: string, value: string, options: Parameters<ActionAPIContext["cookies"]["set"]>[2]) => ctx.cookies.set(name, value, options),
  delete: (name: string) => ctx.cookies.delete(name, { path: "/" }),
});

const userAgentOf = (ctx: ActionAPIContext) => ctx.request.headers.get("user-agent")?.slice(0, 300) ?? null;

/** The public forms' actions; each answers a FormState, shown in place or by the page a plain post lands on. */
export const forms = {
  homeContact: leadAction("homeContact"),
  contactPage: leadAction("contactPage"),
  partnership: leadAction("partnership"),
  jobApplication: leadAction("jobApplication"),
  accessRequest: leadAction("accessRequest"),
  newsletter: leadAction("newsletter"),
  newsletterConfirm: defineAction({ accept: "form", handler: (data: FormData) => confirmNewsletterState(String(data.get("token") ?? "")) }),
  newsletterUnsubscribe: defineAction({ accept: "form", handler: (data: FormData) => unsubscribeNewsletterState(String(data.get("token") ?? "")) }),
  verify: defineAction({
    accept: "form",
    handler: (data: FormData, ctx) =>
      verifyFormState(formValues(data), { ip: ipFromHeaders(ctx.request.headers), userAgent: userAgentOf(ctx), jar: jarOf(ctx) }),
  }),
  /** "E-mail me a sign-in link" on /verify; answered by /verify/sign-in-link without JavaScript. */
  signInLink: defineAction({
    accept: "form",
    handler: (data: FormData, ctx) => signInLinkFormState(formValues(data), { ip: ipFromHeaders(ctx.request.headers) }),
  }),
  /** The button on an e-mailed sign-in link's page (/verify/link): opening the link alone changes nothing. */
  signInLinkUse: defineAction({
    accept: "form",
    handler: (data: FormData, ctx) =>
      signInLinkUseState(String(data.get("token") ?? ""), { ip: ipFromHeaders(ctx.request.headers), userAgent: userAgentOf(ctx), jar: jarOf(ctx) }),
  }),
  /** An administrator's passkey answer (the second step after an admin code): JSON from /verify/passkey's script. */
  passkeyStep: defineAction({
    accept: "json",
    handler: (input: unknown, ctx) => passkeyStepState(input, { ip: ipFromHeaders(ctx.request.headers), userAgent: userAgentOf(ctx), jar: jarOf(ctx) }),
  }),
  /** A recovery code in the passkey step; a plain form, answered by /verify/passkey without JavaScript. */
  passkeyRecover: defineAction({
    accept: "form",
    handler: (data: FormData, ctx) =>
      recoveryState(formValues(data), { ip: ipFromHeaders(ctx.request.headers), cookie: readCookie(ctx.request.headers.get("cookie"), signInCookieName()) }),
  }),
};
