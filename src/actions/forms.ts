import { defineAction, type ActionAPIContext } from "astro:actions";
import { ipFromHeaders } from "@/lib/client-address";
import { readCookie } from "@/lib/cookies";
import { formValues } from "@/lib/forms";
import { leadFormState } from "@/server/forms/form-state";
import { verifyFormState } from "@/server/gate/verify-form";
import { leadForms } from "@/server/leads/forms";
import { confirmNewsletterState, unsubscribeNewsletterState } from "@/server/leads/newsletter-links";

/** What a form's server half needs of the request: who sent it, and whether they are verified. */
const requestOf = (ctx: ActionAPIContext) => ({
  ip: ipFromHeaders(ctx.request.headers),
  verified: async () => (await ctx.locals.viewer()).verified,
});

/** A lead form's action: the posted form through its pipeline, answered as FormState. */
const leadAction = (form: keyof typeof leadForms) =>
  defineAction({
    accept: "form",
    handler: (data: FormData, ctx) => leadFormState(leadForms[form].def, formValues(data), requestOf(ctx), leadForms[form].options),
  });

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
      verifyFormState(formValues(data), {
        ip: ipFromHeaders(ctx.request.headers),
        userAgent: ctx.request.headers.get("user-agent")?.slice(0, 300) ?? null,
        jar: { get: (name) => readCookie(ctx.request.headers.get("cookie"), name), set: (name, value, options) => ctx.cookies.set(name, value, options) },
      }),
  }),
};
