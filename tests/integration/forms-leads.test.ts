import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { asc, eq, sql } from "drizzle-orm";
import { lockingBackends, useDatabase } from "../support/db";
import { asSent } from "../support/outbox";
import type { Db } from "@/server/db/client";
import { accessRequests, contactSubmissions, jobApplications, newsletterSubscribers, outbox, partnershipApplications } from "@/server/db/schema";
import { processSubmission } from "@/server/leads/pipeline";
import { apiContactLead, contactPageLead, homeContactLead } from "@/server/leads/contact";
import { accessRequestLead } from "@/server/leads/access-requests";
import { partnershipLead } from "@/server/leads/partnerships";
import { jobApplicationLead } from "@/server/leads/job-applications";
import { confirmSubscription, newsletterLead, unsubscribe } from "@/server/leads/newsletter";
import { honeypotFilled, idempotencyKeyFor, sentTooFast } from "@/server/forms/guard";
import { answerFormsApi } from "@/server/forms/api";
import { formatAgencyTime } from "@/lib/dates";

const home = { name: "Dana Reyes", email: "dana@example.com", phone: "", business: "", message: "We need a new website for our towing company." };
let ipN = 0;
const meta = (extra: Record<string, unknown> = {}) => ({ ip: `192.0.2.${++ipN}`, ...extra });
/** The outbox as its e-mails go out (the links are sealed in the row and filled in when sent). */
const mails = async (db: Db) => (await db.select().from(outbox).orderBy(asc(outbox.id))).map(asSent);

describe("spam guard", () => {
  it("honeypot, fill time and keys", () => {
    expect(honeypotFilled("http://spam")).toBe(true);
    expect(honeypotFilled("  ")).toBe(false);
    expect(sentTooFast(1_000, 1500, 1_500)).toBe(true);
    expect(sentTooFast(1_000, 1500, 3_000)).toBe(false);
    // JavaScript off: the browser said nothing about when the visitor started.
    expect(sentTooFast("", 1500)).toBe(false);
    const given = idempotencyKeyFor("contact", "0123456789abcdef", {}, "192.0.2.1");
    expect(given).toMatch(/^k:contact:[0-9a-f]{16}:0123456789abcdef$/);
    expect(given).not.toContain("192.0.2.1");
    expect(idempotencyKeyFor("contact", "0123456789abcdef", {}, "192.0.2.2")).not.toBe(given);
    expect(idempotencyKeyFor("partnership", "0123456789abcdef", {}, "192.0.2.1")).not.toBe(given);
    const a = idempotencyKeyFor("contact", "bad key!", { a: 1 }, "192.0.2.1", new Date("2025-05-01T10:00:00Z"));
    expect(a).toBe(idempotencyKeyFor("contact", null, { a: 1 }, "192.0.2.1", new Date("2025-05-01T22:00:00Z")));
    expect(a).not.toBe(idempotencyKeyFor("contact", null, { a: 2 }, "192.0.2.1", new Date("2025-05-01T22:00:00Z")));
  });
});

describe.each(lockingBackends)("lead capture on %s", (backend) => {
  let db: Db;
  beforeAll(async () => {
    process.env.FORM_RATE_LIMIT = "5";
    process.env.FORM_MIN_FILL_MS = "1500";
    process.env.NOTIFY_EMAIL = "leads@gatewaytech.example";
    process.env.SITE_URL = "https://gatewaytech.example";
    db = await useDatabase(backend);
  });
  beforeEach(async () => {
    await db.execute(
      sql`TRUNCATE contact_submissions, access_requests, partnership_applications, job_applications, newsletter_subscribers, outbox, rate_limits RESTART IDENTITY CASCADE`,
    );
  });
  afterAll(async () => {
    delete process.env.FORM_RATE_LIMIT;
    delete process.env.FORM_MIN_FILL_MS;
    delete process.env.NOTIFY_EMAIL;
    delete process.env.SITE_URL;
  });

  it("home contact: one row (empty phone and company are null, source home) and two queued e-mails", async () => {
    const out = await processSubmission(homeContactLead, home, meta({ idempotencyKey: "key-000000001" }));
    expect(out).toMatchObject({ kind: "stored", duplicate: false });
    const rows = await db.select().from(contactSubmissions);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ name: "Dana Reyes", email: "dana@example.com", phone: null, company: null, source: "home", stage: "new" });
    const queued = await mails(db);
    expect(queued.map((m) => m.toAddress)).toEqual(["leads@gatewaytech.example", "dana@example.com"]);
    expect(queued[0].subject).toBe("Contact Form Submission: Dana Reyes");
    expect(queued[0].replyTo).toBe("dana@example.com");
    expect(queued[0].textBody).toContain("Contact Form Submission");
    expect(queued[0].textBody).toContain("Phone: Not provided");
    expect(queued[0].textBody).toContain(home.message);
    expect(queued[1].textBody).toContain("within 24 hours");
    expect(queued[1].textBody).not.toContain(home.message);
  });

  it("a replayed key or a replayed plain POST stores one row and one set of e-mails", async () => {
    const a = await processSubmission(homeContactLead, home, meta({ ip: "192.0.2.200", idempotencyKey: "double-click-1" }));
    const b = await processSubmission(homeContactLead, home, meta({ ip: "192.0.2.200", idempotencyKey: "double-click-1" }));
    expect(b).toMatchObject({ kind: "stored", duplicate: true });
    expect(a.kind === "stored" && b.kind === "stored" && a.id === b.id).toBe(true);
    const c = await processSubmission(homeContactLead, { ...home, message: "no script" }, meta({ ip: "192.0.2.202" }));
    const d = await processSubmission(homeContactLead, { ...home, message: "no script" }, meta({ ip: "192.0.2.202" }));
    // Without a key of the client's own a replay is answered as stored (its own row's id).
    expect(d).toMatchObject({ kind: "stored", duplicate: false });
    expect(c.kind === "stored" && d.kind === "stored" && c.id === d.id).toBe(true);
    // Concurrent double submit with one key.
    const both = await Promise.all(
      [0, 1].map(() => processSubmission(homeContactLead, { ...home, message: "race" }, meta({ ip: "192.0.2.201", idempotencyKey: "race-key-1" }))),
    );
    expect(both.filter((o) => o.kind === "stored" && !o.duplicate)).toHaveLength(1);
    expect(await db.select().from(contactSubmissions)).toHaveLength(3);
    expect(await mails(db)).toHaveLength(6);
  });

  it("without a key, another client sending the same words gets a lead of its own, answered like any other; the owner sees both", async () => {
    const post = (ip: string) =>
      answerFormsApi(
        "contact",
        new Request("http://127.0.0.1/api/forms/contact", {
          method: "POST",
          headers: { "content-type": "application/json", "x-gte-client-ip": ip },
          body: JSON.stringify({ name: "Dana Reyes", email: "dana@example.com", message: "A quote for a new site, please." }),
        }),
      );
    const first = await post("198.51.100.70");
    const second = await post("198.51.100.71");
    const [a, b] = [(await first.json()) as { id: number; duplicate?: boolean }, (await second.json()) as { id: number; duplicate?: boolean }];
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(b.duplicate).toBeUndefined();
    expect(b.id).not.toBe(a.id);
    expect(await db.select({ id: contactSubmissions.id }).from(contactSubmissions).orderBy(asc(contactSubmissions.id))).toEqual([{ id: a.id }, { id: b.id }]);
  });

  it("a key belongs to one form and one client: reused with other content it is refused, elsewhere it is a new lead", async () => {
    const key = { idempotencyKey: "shared-key-0001" };
    const first = await processSubmission(homeContactLead, home, meta({ ip: "192.0.2.210", ...key }));
    expect(first).toMatchObject({ kind: "stored", duplicate: false });
    expect(await processSubmission(homeContactLead, { ...home, message: "A different request altogether." }, meta({ ip: "192.0.2.210", ...key }))).toEqual({
      kind: "key-reused",
    });
    expect(await processSubmission(homeContactLead, { ...home, name: "Sam Other" }, meta({ ip: "192.0.2.211", ...key }))).toMatchObject({
      kind: "stored",
      duplicate: false,
    });
    const partnership = {
      businessName: "Peachtree Co",
      industry: "Retail",
      name: "Sam Other",
      email: "sam@example.com",
      description: "We would like to discuss an equity partnership for our store.",
    };
    expect(await processSubmission(partnershipLead, partnership, meta({ ip: "192.0.2.210", ...key }))).toMatchObject({ kind: "stored", duplicate: false });
    expect(await db.select().from(contactSubmissions)).toHaveLength(2);
  });

  it("through the JSON API: the same key with other content answers 422; from another client or for another form it is a new lead", async () => {
    const post = (form: string, body: unknown, ip: string) =>
      answerFormsApi(
        form,
        new Request(`http://127.0.0.1/api/forms/${form}`, {
          method: "POST",
          headers: { "content-type": "application/json", "x-gte-client-ip": ip, "idempotency-key": "integration-key-01" },
          body: JSON.stringify(body),
        }),
      );
    const lead = { name: "Dana Reyes", email: "dana@example.com", message: "We need a new website for our towing company." };
    const first = await post("contact", lead, "198.51.100.60");
    expect(first.status).toBe(201);
    const { id } = (await first.json()) as { id: number };
    const replay = await post("contact", lead, "198.51.100.60");
    expect([replay.status, await replay.json()]).toEqual([200, { id, duplicate: true }]);
    const changed = await post("contact", { ...lead, message: "Something else entirely, a second project." }, "198.51.100.60");
    expect(changed.status).toBe(422);
    expect(await changed.json()).toMatchObject({ error: expect.stringContaining("Idempotency-Key was already used for a different submission") });
    expect((await post("contact", { ...lead, name: "Sam Other" }, "198.51.100.61")).status).toBe(201);
    const request = { name: "Dana Reyes", email: "dana@example.com", businessDescription: "Towing company in Marietta." };
    expect((await post("access-request", request, "198.51.100.60")).status).toBe(201);
    expect(await db.select().from(contactSubmissions).orderBy(asc(contactSubmissions.id))).toMatchObject([
      { id, message: lead.message },
      { name: "Sam Other" },
    ]);
    expect(await db.select().from(accessRequests)).toHaveLength(1);
  });

  it("a replay is still a duplicate after the agency handled the lead", async () => {
    const request = { name: "Lee Park", email: "lee@example.com", phone: "", company: "", businessDescription: "Used car dealer in Marietta." };
    const sent = meta({ idempotencyKey: "access-request-01" });
    const first = await processSubmission(accessRequestLead, request, sent);
    expect(first).toMatchObject({ kind: "stored", duplicate: false });
    await db.update(accessRequests).set({ status: "approved", decidedAt: new Date(), decidedBy: "admin:owner@example.com" });
    const again = await processSubmission(accessRequestLead, request, sent);
    expect(again).toMatchObject({ kind: "stored", duplicate: true });
    expect(await db.select().from(accessRequests)).toMatchObject([{ status: "approved" }]);
  });

  it("honeypot posts are dropped silently; too-fast posts are refused; a normal pace is fine", async () => {
    expect(await processSubmission(homeContactLead, home, meta({ honeypot: "http://cheap-pills.example" }))).toEqual({ kind: "spam" });
    expect(await processSubmission(homeContactLead, home, meta({ startedAt: Date.now() - 200, checkFillTime: true }))).toEqual({ kind: "too-fast" });
    expect(await db.select().from(contactSubmissions)).toHaveLength(0);
    expect(await processSubmission(homeContactLead, home, meta({ startedAt: Date.now() - 5000, checkFillTime: true }))).toMatchObject({ kind: "stored" });
  });

  it("the honeypot is checked before validation: a bot with bad input gets the silent success, not field errors", async () => {
    const bot = { name: "", email: "not-an-address", message: "x".repeat(6000), website_url: "http://spam.example" };
    expect(await processSubmission(homeContactLead, bot, meta({ honeypot: "http://spam.example" }))).toEqual({ kind: "spam" });
    expect(await processSubmission(jobApplicationLead, { position: "../../etc" }, meta({ honeypot: "x" }))).toEqual({ kind: "spam" });
    expect(await processSubmission(newsletterLead, { email: "" }, meta({ honeypot: "x" }))).toEqual({ kind: "spam" });
    expect(await db.select().from(contactSubmissions)).toHaveLength(0);
    expect(await mails(db)).toHaveLength(0);
  });

  it("invalid input stores nothing and returns field errors", async () => {
    const out = await processSubmission(homeContactLead, { ...home, email: "dana@", message: "" }, meta());
    expect(out).toEqual({ kind: "invalid", fieldErrors: { email: expect.stringMatching(/valid email/), message: "Please enter your message." } });
    expect(await db.select().from(contactSubmissions)).toHaveLength(0);
    expect(await mails(db)).toHaveLength(0);
  });

  it("limits each address to FORM_RATE_LIMIT submissions per window, per form", async () => {
    const ip = "198.51.100.7";
    for (let i = 0; i < 5; i++) expect((await processSubmission(homeContactLead, { ...home, message: `m${i}` }, { ip })).kind).toBe("stored");
    const limited = await processSubmission(homeContactLead, { ...home, message: "m6" }, { ip });
    expect(limited.kind).toBe("limited");
    if (limited.kind === "limited") expect(limited.retryAfterSeconds).toBeGreaterThan(0);
    // Another form has its own bucket; another address is not affected.
    expect((await processSubmission(accessRequestLead, { name: "A", email: "a@example.com", businessDescription: "b" }, { ip })).kind).toBe("stored");
    expect((await processSubmission(homeContactLead, { ...home, message: "m7" }, { ip: "198.51.100.8" })).kind).toBe("stored");
  });

  it("nothing half-stored: when the e-mail cannot be queued, the row is not kept either", async () => {
    await db.execute(sql`ALTER TABLE outbox ADD CONSTRAINT test_refuse CHECK (to_address <> 'refused@example.com')`);
    try {
      await expect(processSubmission(homeContactLead, { ...home, email: "refused@example.com" }, meta())).rejects.toThrow();
      expect(await db.select().from(contactSubmissions)).toHaveLength(0);
      expect(await mails(db)).toHaveLength(0);
    } finally {
      await db.execute(sql`ALTER TABLE outbox DROP CONSTRAINT test_refuse`);
    }
  });

  it("HTML and script text is stored verbatim as text, by every form, and its e-mails are plain text", async () => {
    const evil = `<script>alert(1)</script><img src=x onerror=alert(2)> '; DROP TABLE outbox; --`;
    const short = "<b onclick=x()>Bold</b>";
    await processSubmission(homeContactLead, { ...home, name: short, business: short, message: evil }, meta());
    await processSubmission(
      contactPageLead,
      { name: short, email: "pat@example.com", company: short, servicesInterested: "Website Leasing", message: evil },
      meta(),
    );
    await processSubmission(accessRequestLead, { name: short, email: "lee@example.com", company: short, businessDescription: evil }, meta());
    await processSubmission(partnershipLead, { businessName: short, industry: short, name: short, email: "dana@example.com", description: evil }, meta());
    await processSubmission(jobApplicationLead, { position: "ui-ux-designer", name: short, email: "sam@example.com", coverNote: evil }, meta());
    const contacts = await db.select().from(contactSubmissions).orderBy(asc(contactSubmissions.id));
    expect(contacts.map((r) => [r.name, r.company, r.message])).toEqual([
      [short, short, evil],
      [short, short, evil],
    ]);
    expect(await db.select().from(accessRequests)).toMatchObject([{ name: short, company: short, businessDescription: evil }]);
    expect(await db.select().from(partnershipApplications)).toMatchObject([{ businessName: short, industry: short, name: short, description: evil }]);
    expect(await db.select().from(jobApplications)).toMatchObject([{ name: short, coverNote: evil }]);
    const notices = (await mails(db)).filter((m) => m.toAddress === "leads@gatewaytech.example");
    expect(notices).toHaveLength(5);
    for (const m of notices) {
      expect(m.htmlBody).toBeNull();
      expect(m.textBody).toContain(evil);
    }
  });

  it("/contact page and API contact keep their source and fields", async () => {
    await processSubmission(
      contactPageLead,
      {
        name: "Pat Kim",
        email: "pat@example.com",
        company: "Kim Tires",
        servicesInterested: "Website Leasing",
        projectBudget: "monthly-plan",
        timeline: "1-month",
        message: "Lease",
      },
      meta(),
    );
    await processSubmission(apiContactLead, { name: "Api User", email: "api@example.com", company: "Acme", message: "From CRM" }, meta());
    const rows = await db.select().from(contactSubmissions).orderBy(asc(contactSubmissions.id));
    expect(rows[0]).toMatchObject({
      source: "contact-page",
      company: "Kim Tires",
      servicesInterested: "Website Leasing",
      projectBudget: "monthly-plan",
      timeline: "1-month",
    });
    expect(rows[1]).toMatchObject({ source: "api", company: "Acme" });
    const [notice] = await mails(db);
    expect(notice.textBody).toContain("Services interested in: Website Leasing");
  });

  it("the notification of a project inquiry reads as the visitor filled it in, received at Atlanta time with its zone", async () => {
    await processSubmission(
      contactPageLead,
      {
        name: "Pat Kim",
        email: "pat@example.com",
        company: "Kim Tires",
        servicesInterested: "Website Leasing",
        projectBudget: "10k-25k",
        timeline: "asap",
        message: "Lease",
      },
      meta(),
    );
    const [row] = await db.select().from(contactSubmissions);
    const [notice] = await mails(db);
    expect(notice.textBody).toBe(
      "Contact Form Submission\n\nForm: Contact page\nName: Pat Kim\nEmail: pat@example.com\nPhone: Not provided\nCompany: Kim Tires\n" +
        "Services interested in: Website Leasing\nProject budget: $10,000 – $25,000\nTimeline: As soon as possible\n\n" +
        `Message:\nLease\n\nSubmitted: ${formatAgencyTime(row.createdAt)}\n`,
    );
  });

  it("access request: pending with submitted_at; the spec §7 text message with 'Not provided'", async () => {
    const out = await processSubmission(
      accessRequestLead,
      { name: "Lee Park", email: "lee@example.com", phone: "", company: "", businessDescription: "Used car dealer in Marietta." },
      meta(),
    );
    expect(out.kind).toBe("stored");
    const [row] = await db.select().from(accessRequests);
    expect(row).toMatchObject({ status: "pending", phone: null, company: null, businessDescription: "Used car dealer in Marietta." });
    expect(row.submittedAt).toBeInstanceOf(Date);
    const [notice, ack] = await mails(db);
    expect(notice.toAddress).toBe("leads@gatewaytech.example");
    expect(notice.textBody).toMatch(
      /^New Access Request\n\nName: Lee Park\nEmail: lee@example.com\nPhone: Not provided\nCompany: Not provided\nBusiness Description: Used car dealer in Marietta.\nSubmitted: \w{3} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M E[SD]T\n/,
    );
    expect(ack.toAddress).toBe("lee@example.com");
    expect(ack.textBody).toContain("2–3 business days");
  });

  it("partnership and job applications are stored and notified", async () => {
    await processSubmission(
      partnershipLead,
      {
        businessName: "Peach Tow",
        industry: "Towing",
        name: "Dana",
        email: "dana@example.com",
        phone: "404-555-0100",
        revenueRange: "500k-1m",
        description: "Expand to Marietta.",
      },
      meta(),
    );
    const [p] = await db.select().from(partnershipApplications);
    expect(p).toMatchObject({ businessName: "Peach Tow", revenueRange: "500k-1m", stage: "new" });
    const jobOut = await processSubmission(
      jobApplicationLead,
      { position: "ui-ux-designer", name: "Sam Lee", email: "sam@example.com", profileUrl: "https://sam.design", coverNote: "Hi" },
      meta(),
    );
    expect(jobOut).toMatchObject({ kind: "stored", data: { title: expect.any(String) } });
    const [j] = await db.select().from(jobApplications);
    expect(j).toMatchObject({ positionSlug: "ui-ux-designer", profileUrl: "https://sam.design" });
    expect(j.positionTitle.length).toBeGreaterThan(3);
    const subjects = (await mails(db)).map((m) => m.subject);
    expect(subjects).toContain("Equity Partnership Application: Peach Tow");
    expect((await mails(db)).find((m) => m.kind === "partnership-notification")!.textBody).toContain("Annual revenue: $500,000 – $1 million\n");
    expect(subjects.some((s) => s.startsWith("Job Application: "))).toBe(true);
    expect(
      await processSubmission(jobApplicationLead, { position: "chief-astronaut", name: "X", email: "x@example.com", coverNote: "Hi" }, meta()),
    ).toMatchObject({
      kind: "invalid",
      fieldErrors: { position: expect.stringMatching(/no longer open/) },
    });
  });

  it("newsletter: pending, one-time confirm link, unsubscribe link, and no answer reveals a known address", async () => {
    const first = await processSubmission(newsletterLead, { email: "Reader@Example.com", source: "footer" }, meta());
    expect(first).toEqual({ kind: "stored", id: null, duplicate: false });
    const [sub] = await db.select().from(newsletterSubscribers);
    expect(sub).toMatchObject({ email: "reader@example.com", status: "pending", source: "footer" });
    const [confirmMail] = await mails(db);
    expect(confirmMail.kind).toBe("newsletter-confirm");
    const token = /\/newsletter\/confirm\?token=([A-Za-z0-9_-]+)/.exec(confirmMail.textBody)![1];
    expect(confirmMail.textBody).toContain("https://gatewaytech.example/newsletter/confirm?token=");

    // Same address again at once (double click): same answer shape, no second e-mail.
    const again = await processSubmission(newsletterLead, { email: "reader@example.com" }, meta());
    expect(again.kind).toBe("stored");
    expect(again.kind === "stored" && again.id).toBeNull();
    expect(await mails(db)).toHaveLength(1);

    expect(await confirmSubscription(token)).toBe("confirmed");
    expect(await confirmSubscription(token)).toBe("invalid");
    expect(await confirmSubscription("not-a-real-token-but-long-enough")).toBe("invalid");
    const [confirmed] = await db.select().from(newsletterSubscribers);
    expect(confirmed.status).toBe("confirmed");
    expect(confirmed.confirmedAt).toBeInstanceOf(Date);
    const welcome = (await mails(db)).find((m) => m.kind === "newsletter-welcome")!;
    expect((await mails(db)).some((m) => m.kind === "newsletter-notification" && m.toAddress === "leads@gatewaytech.example")).toBe(true);
    expect((await mails(db)).find((m) => m.kind === "newsletter-notification")!.textBody).toContain("Signed up from: Site footer\n");
    const unsub = /\/newsletter\/unsubscribe\?token=([A-Za-z0-9_-]+)/.exec(welcome.textBody)![1];

    // Subscribing a confirmed address later: the same answer; the owner gets a note, nothing changes.
    await db.update(outbox).set({ createdAt: new Date(Date.now() - 3600_000) });
    const known = await processSubmission(newsletterLead, { email: "reader@example.com" }, meta());
    expect(known).toEqual(first);
    expect((await mails(db)).at(-1)!.kind).toBe("newsletter-already");
    expect((await db.select().from(newsletterSubscribers))[0].status).toBe("confirmed");

    expect(await unsubscribe(unsub)).toBe("unsubscribed");
    expect(await unsubscribe(unsub)).toBe("unsubscribed");
    const [gone] = await db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, "reader@example.com"));
    expect(gone.status).toBe("unsubscribed");

    // Coming back: pending again with a fresh confirmation link.
    await db.update(outbox).set({ createdAt: new Date(Date.now() - 3600_000) });
    await processSubmission(newsletterLead, { email: "reader@example.com" }, meta());
    expect((await db.select().from(newsletterSubscribers))[0].status).toBe("pending");
    expect((await mails(db)).at(-1)!.kind).toBe("newsletter-confirm");
    expect(await db.select().from(newsletterSubscribers)).toHaveLength(1);
  });
});
