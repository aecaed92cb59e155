/**
 * Where a lead came from, as the forms' actions store it (decision 0070): the page it was sent from
 * always; the visit's touches only with analytics consent on record and no Global Privacy Control.
 */
import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { lockingBackends, useDatabase } from "../support/db";
import { contactSubmissions, newsletterSubscribers } from "@/server/db/schema";
import { ATTRIBUTION_FIELD } from "@/lib/attribution";
import { CONSENT_COOKIE, makeRecord, serializeConsentCookie } from "@/lib/consent";
import type { FormState } from "@/lib/forms";
import { server } from "@/actions";
import { actionContext, callAction } from "../support/actions";
import { inboxCsvStream } from "@/server/admin/export";
import { listInbox } from "@/server/admin/inboxes";
import { NO_FILTER } from "@/lib/inbox-filter";

const ORIGIN = "http://localhost:3000";
const touches = JSON.stringify({
  first: { landingPath: "/web-design-atlanta", utm: { source: "newsletter", medium: "email", campaign: "fall" } },
  last: { landingPath: "/web-design-atlanta", utm: { source: "newsletter", medium: "email", campaign: "fall" } },
});
const consentCookie = (analytics: boolean) =>
  new Map([[CONSENT_COOKIE, encodeURIComponent(serializeConsentCookie(makeRecord({ analytics, marketing: false, functional: false })))]]);

function inquiry(email: string, extra: Record<string, string> = {}) {
  const fd = new FormData();
  for (const [k, v] of Object.entries({ name: "Dana Reyes", email, servicesInterested: "General Consultation", message: "We need a new site.", ...extra }))
    fd.set(k, v);
  return fd;
}

function send(form: "contactPage" | "newsletter", data: FormData, opts: { analytics?: boolean; gpc?: boolean; referer?: string } = {}) {
  const headers: Record<string, string> = { origin: ORIGIN, referer: opts.referer ?? `${ORIGIN}/contact` };
  if (opts.gpc) headers["sec-gpc"] = "1";
  const cookies = opts.analytics === undefined ? undefined : consentCookie(opts.analytics);
  return callAction<FormState>(server[form], data, actionContext({ headers, cookies }));
}

describe.each(lockingBackends)("lead sources (%s)", (backend) => {
  it("with analytics consent, an inquiry keeps the visit's landing page, campaign and channel", async () => {
    const db = await useDatabase(backend);
    expect(await send("contactPage", inquiry("consent@example.com", { [ATTRIBUTION_FIELD]: touches }), { analytics: true })).toMatchObject({
      status: "success",
    });
    const [row] = await db.select().from(contactSubmissions);
    expect({ channel: row.channel, attribution: row.attribution }).toEqual({
      channel: "email",
      attribution: {
        sentFrom: "/contact",
        consented: true,
        landingPath: "/web-design-atlanta",
        utm: { source: "newsletter", medium: "email", campaign: "fall" },
      },
    });
  });

  it("without analytics consent, the posted touches are ignored: only the request's own page counts", async () => {
    const db = await useDatabase(backend);
    await send("contactPage", inquiry("declined@example.com", { [ATTRIBUTION_FIELD]: touches }), { analytics: false });
    const [row] = await db.select().from(contactSubmissions);
    expect({ channel: row.channel, attribution: row.attribution }).toEqual({ channel: "direct", attribution: { sentFrom: "/contact", consented: false } });
  });

  it("under Global Privacy Control, the posted touches are ignored even with consent on record", async () => {
    const db = await useDatabase(backend);
    await send("contactPage", inquiry("gpc@example.com", { [ATTRIBUTION_FIELD]: touches }), { analytics: true, gpc: true });
    const [row] = await db.select().from(contactSubmissions);
    expect(row.attribution).toEqual({ sentFrom: "/contact", consented: false });
  });

  it("the sending page's own tags count without consent: they are in the request itself", async () => {
    const db = await useDatabase(backend);
    await send("contactPage", inquiry("tagged@example.com"), { referer: `${ORIGIN}/contact?utm_source=google&utm_medium=cpc&gclid=x` });
    const [row] = await db.select().from(contactSubmissions);
    expect({ channel: row.channel, attribution: row.attribution }).toEqual({
      channel: "paid-search",
      attribution: { sentFrom: "/contact", consented: false, utm: { source: "google", medium: "cpc" }, adClick: true },
    });
  });

  it("another site's address as Referer is not a page the lead was sent from", async () => {
    const db = await useDatabase(backend);
    await send("contactPage", inquiry("foreign@example.com"), { referer: "https://elsewhere.example/contact" });
    const [row] = await db.select().from(contactSubmissions);
    expect(row.attribution).toEqual({ sentFrom: null, consented: false });
  });

  it("a newsletter sign-up keeps its source too", async () => {
    const db = await useDatabase(backend);
    const fd = new FormData();
    fd.set("email", "reader@example.com");
    fd.set(ATTRIBUTION_FIELD, touches);
    await send("newsletter", fd, { analytics: true, referer: `${ORIGIN}/blog` });
    const [row] = await db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, "reader@example.com"));
    expect(row.channel).toBe("email");
  });

  it("a refused post does not echo the touches back to the page", async () => {
    await useDatabase(backend);
    const state = await send("contactPage", inquiry("not-an-address", { [ATTRIBUTION_FIELD]: touches }), { analytics: true });
    expect(state.status === "error" ? Object.keys(state.values ?? {}) : ["no error"]).not.toContain(ATTRIBUTION_FIELD);
  });

  it("the inbox filtered by channel lists only the leads that came through it", async () => {
    const db = await useDatabase(backend);
    await send("contactPage", inquiry("campaign@example.com", { [ATTRIBUTION_FIELD]: touches }), { analytics: true });
    await send("contactPage", inquiry("typed-in@example.com"), { analytics: false });
    const page = await listInbox(db, "contact-submissions", { filter: { ...NO_FILTER, choices: { stage: null, channel: "email" } } });
    expect(page.rows.map((r) => r.email)).toEqual(["campaign@example.com"]);
  });

  it("the CSV carries the channel as label and code, the landing page and the campaign", async () => {
    const db = await useDatabase(backend);
    await send("contactPage", inquiry("csv@example.com", { [ATTRIBUTION_FIELD]: touches }), { analytics: true });
    const text = await new Response(await inboxCsvStream(db, "contact-submissions")).text();
    const [header, line] = text.replace(/^\uFEFF/, "").split("\r\n");
    const record = Object.fromEntries(header.split(",").map((h, i) => [h, line.split(",")[i]]));
    expect(record).toMatchObject({ Channel: "E-mail", "Channel code": "email", "Landing page": "/web-design-atlanta", Campaign: "fall" });
  });
});
