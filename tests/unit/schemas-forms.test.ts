import { describe, expect, it } from "vitest";
import { renderToStaticMarkup } from "react-dom/server";
import { createElement } from "react";
import { apiContactSchema, BUDGET_OPTIONS, contactPageSchema, homeContactSchema, SERVICE_OPTIONS, TIMELINE_OPTIONS } from "@/lib/schemas/contact";
import { accessRequestSchema } from "@/lib/schemas/access-request";
import { partnershipSchema, REVENUE_OPTIONS } from "@/lib/schemas/partnership";
import { jobApplicationSchema } from "@/lib/schemas/job-application";
import { newsletterSchema } from "@/lib/schemas/newsletter";
import { fieldErrorsOf } from "@/lib/forms";
import { Field, SelectField, TextareaField } from "@/components/forms/Field";
import type { z } from "zod";

function errors(schema: z.ZodType, input: unknown) {
  const r = schema.safeParse(input);
  return r.success ? {} : fieldErrorsOf(r.error);
}

const long = (n: number) => "x".repeat(n);
const script = `<script>alert("x")</script><b onclick="steal()">Hi</b> & "quotes"`;

const valid = {
  home: { name: "Dana Reyes", email: "Dana@Example.com", phone: "", business: "", message: "We need a new website." },
  contactPage: {
    name: "Dana Reyes",
    email: "dana@example.com",
    servicesInterested: "Website Leasing",
    projectBudget: "10k-25k",
    timeline: "asap",
    message: "Details",
  },
  access: { name: "Dana Reyes", email: "dana@example.com", businessDescription: "A towing company in Decatur." },
  partnership: {
    businessName: "Peach Tow",
    industry: "Towing",
    name: "Dana",
    email: "dana@example.com",
    revenueRange: "100k-500k",
    description: "Grow online.",
  },
  job: { position: "ui-ux-designer", name: "Sam Lee", email: "sam@example.com", profileUrl: "https://www.linkedin.com/in/sam", coverNote: "I design things." },
  newsletter: { email: "reader@example.com", source: "footer" },
};

describe("home contact schema", () => {
  it("accepts a valid form, lower-cases the e-mail and turns empty optionals into null", () => {
    expect(homeContactSchema.parse(valid.home)).toEqual({
      name: "Dana Reyes",
      email: "dana@example.com",
      phone: null,
      business: null,
      message: "We need a new website.",
    });
  });
  it("names each missing required field", () => {
    expect(errors(homeContactSchema, {})).toEqual({
      name: "Please enter your name.",
      email: "Please enter your email address.",
      message: "Please enter your message.",
    });
    expect(errors(homeContactSchema, { ...valid.home, name: "   " }).name).toBe("Please enter your name.");
  });
  it("bounds lengths: name 100, email 254, phone 40, message 5,000", () => {
    expect(errors(homeContactSchema, { ...valid.home, name: long(101) }).name).toBe("Name must be 100 characters or fewer.");
    expect(errors(homeContactSchema, { ...valid.home, name: long(100) }).name).toBeUndefined();
    expect(errors(homeContactSchema, { ...valid.home, email: `${long(250)}@example.com` }).email).toMatch(/254 characters/);
    expect(errors(homeContactSchema, { ...valid.home, phone: "1".repeat(41) }).phone).toMatch(/40 characters/);
    expect(errors(homeContactSchema, { ...valid.home, message: long(5001) }).message).toBe("Message must be 5000 characters or fewer.");
    expect(errors(homeContactSchema, { ...valid.home, business: long(151) }).business).toMatch(/150 characters/);
  });
  it("refuses a wrong e-mail and a phone with letters", () => {
    expect(errors(homeContactSchema, { ...valid.home, email: "dana@" }).email).toBe("Please enter a valid email address, like name@company.com.");
    expect(errors(homeContactSchema, { ...valid.home, email: "not an email" }).email).toMatch(/valid email/);
    expect(errors(homeContactSchema, { ...valid.home, phone: "call me maybe" }).phone).toMatch(/valid phone/);
    expect(homeContactSchema.parse({ ...valid.home, phone: "+1 (404) 555-0142" }).phone).toBe("+1 (404) 555-0142");
  });
  it("keeps HTML and script text as plain text, and React shows it escaped", () => {
    const parsed = homeContactSchema.parse({ ...valid.home, name: script.slice(0, 100), message: script });
    expect(parsed.message).toBe(script);
    const html = renderToStaticMarkup(createElement("p", null, parsed.message));
    expect(html).not.toContain("<script>");
    expect(html).toContain("&lt;script&gt;");
    expect(html).not.toContain("<b onclick");
  });
  it("drops unknown fields (hidden honeypot, keys) from the parsed data", () => {
    expect(homeContactSchema.parse({ ...valid.home, website_url: "spam", form_key: "abc" })).not.toHaveProperty("website_url");
  });
});

describe("/contact page schema", () => {
  it("has the ten sold services, the partnership program and a general choice; 8 budgets; 6 timelines", () => {
    expect(SERVICE_OPTIONS).toHaveLength(12);
    expect(BUDGET_OPTIONS.map((o) => o.value)).toEqual([
      "monthly-plan",
      "under-5k",
      "5k-10k",
      "10k-25k",
      "25k-50k",
      "50k-100k",
      "100k-plus",
      "equity-partnership",
    ]);
    expect(TIMELINE_OPTIONS.map((o) => o.value)).toEqual(["asap", "1-month", "2-3-months", "3-6-months", "6-plus-months", "just-exploring"]);
    expect(SERVICE_OPTIONS[0].value).toBe("Strategic Management Consulting");
    expect(SERVICE_OPTIONS[11].value).toBe("General Consultation");
  });
  it("accepts a full form and leaves optional choices null when empty", () => {
    expect(contactPageSchema.parse({ ...valid.contactPage, projectBudget: "", timeline: "" })).toMatchObject({
      projectBudget: null,
      timeline: null,
      company: null,
      phone: null,
    });
  });
  it("requires a service from the list and refuses unknown budget or timeline values", () => {
    expect(errors(contactPageSchema, { ...valid.contactPage, servicesInterested: "" }).servicesInterested).toBe(
      "Please choose the service you are interested in.",
    );
    expect(errors(contactPageSchema, { ...valid.contactPage, servicesInterested: "Hacking" }).servicesInterested).toBeDefined();
    expect(errors(contactPageSchema, { ...valid.contactPage, projectBudget: "a-million" }).projectBudget).toBe("Please choose a budget from the list.");
    expect(errors(contactPageSchema, { ...valid.contactPage, timeline: "yesterday" }).timeline).toBe("Please choose a timeline from the list.");
    expect(errors(contactPageSchema, { email: "x" })).toMatchObject({
      name: "Please enter your full name.",
      message: "Please enter your project details and goals.",
    });
  });
});

describe("/contact page schema: wrong e-mail and lengths", () => {
  it("refuses a wrong e-mail", () => {
    for (const bad of ["dana@", "dana.example.com", "dana@example", "dana @example.com", "<dana@example.com>"]) {
      expect(errors(contactPageSchema, { ...valid.contactPage, email: bad }).email, bad).toBe("Please enter a valid email address, like name@company.com.");
    }
  });
  it("bounds lengths: full name 100, e-mail 254, phone 40, company 150, details 5,000", () => {
    expect(errors(contactPageSchema, { ...valid.contactPage, name: long(101) }).name).toBe("Full name must be 100 characters or fewer.");
    expect(errors(contactPageSchema, { ...valid.contactPage, name: long(100) }).name).toBeUndefined();
    expect(errors(contactPageSchema, { ...valid.contactPage, email: `${long(250)}@example.com` }).email).toBe("Email address must be 254 characters or fewer.");
    expect(errors(contactPageSchema, { ...valid.contactPage, phone: "5".repeat(41) }).phone).toBe("Phone number must be 40 characters or fewer.");
    expect(errors(contactPageSchema, { ...valid.contactPage, company: long(151) }).company).toBe("Company must be 150 characters or fewer.");
    expect(errors(contactPageSchema, { ...valid.contactPage, message: long(5001) }).message).toBe(
      "Project details and goals must be 5000 characters or fewer.",
    );
    expect(errors(contactPageSchema, { ...valid.contactPage, message: long(5000) }).message).toBeUndefined();
  });
});

describe("access request schema", () => {
  it("requires name, email and business description; phone and company optional", () => {
    expect(accessRequestSchema.parse(valid.access)).toMatchObject({ phone: null, company: null });
    expect(Object.keys(errors(accessRequestSchema, {})).sort()).toEqual(["businessDescription", "email", "name"]);
    expect(errors(accessRequestSchema, { ...valid.access, businessDescription: long(5001) }).businessDescription).toMatch(/5000 characters/);
    expect(errors(accessRequestSchema, { ...valid.access, email: "dana.example.com" }).email).toMatch(/valid email/);
    expect(accessRequestSchema.parse({ ...valid.access, businessDescription: script }).businessDescription).toBe(script);
  });
});

describe("partnership schema", () => {
  it("has the four revenue ranges and requires the starred fields", () => {
    expect(REVENUE_OPTIONS.map((o) => o.value)).toEqual(["0-100k", "100k-500k", "500k-1m", "1m+"]);
    expect(partnershipSchema.parse({ ...valid.partnership, revenueRange: "" }).revenueRange).toBeNull();
    expect(Object.keys(errors(partnershipSchema, {})).sort()).toEqual(["businessName", "description", "email", "industry", "name"]);
    expect(errors(partnershipSchema, { ...valid.partnership, revenueRange: "10m" }).revenueRange).toMatch(/revenue range/);
    expect(errors(partnershipSchema, { ...valid.partnership, industry: long(101) }).industry).toMatch(/100 characters/);
  });
  it("refuses a wrong e-mail", () => {
    expect(errors(partnershipSchema, { ...valid.partnership, email: "dana@" }).email).toBe("Please enter a valid email address, like name@company.com.");
    expect(errors(partnershipSchema, { ...valid.partnership, email: "dana at example.com" }).email).toMatch(/valid email/);
  });
});

describe("job application schema", () => {
  it("accepts http(s) links only and requires a cover note", () => {
    expect(jobApplicationSchema.parse({ ...valid.job, profileUrl: "" }).profileUrl).toBeNull();
    expect(errors(jobApplicationSchema, { ...valid.job, profileUrl: "javascript:alert(1)" }).profileUrl).toMatch(/https:\/\//);
    expect(errors(jobApplicationSchema, { ...valid.job, profileUrl: `https://x.com/${long(300)}` }).profileUrl).toMatch(/300 characters/);
    expect(errors(jobApplicationSchema, { ...valid.job, coverNote: "" }).coverNote).toBe("Please enter your cover note.");
    expect(errors(jobApplicationSchema, { ...valid.job, position: "../admin" }).position).toBe("Please choose a position.");
  });
  it("refuses a wrong e-mail", () => {
    expect(errors(jobApplicationSchema, { ...valid.job, email: "sam@" }).email).toBe("Please enter a valid email address, like name@company.com.");
    expect(errors(jobApplicationSchema, { ...valid.job, email: "sam@@example.com" }).email).toMatch(/valid email/);
  });
});

describe("newsletter schema", () => {
  it("needs a valid address; an odd source is ignored", () => {
    expect(newsletterSchema.parse(valid.newsletter)).toEqual({ email: "reader@example.com", source: "footer" });
    expect(newsletterSchema.parse({ email: "a@b.co", source: "<x>" }).source).toBeNull();
    expect(errors(newsletterSchema, { email: "" }).email).toBe("Please enter your email address.");
    expect(errors(newsletterSchema, { email: "reader@" }).email).toMatch(/valid email/);
  });
  it("refuses an address over 254 characters", () => {
    expect(errors(newsletterSchema, { email: `${long(243)}@example.com` }).email).toBe("Email address must be 254 characters or fewer.");
    expect(errors(newsletterSchema, { email: `${long(64)}@${long(177)}.example.com` }).email).toBeUndefined();
  });
});

describe("HTML and script text in every form", () => {
  const forms: [string, z.ZodType, Record<string, string>, string[]][] = [
    ["home contact", homeContactSchema, valid.home, ["name", "business", "message"]],
    ["/contact", contactPageSchema, valid.contactPage, ["name", "company", "message"]],
    ["request access", accessRequestSchema, valid.access, ["name", "company", "businessDescription"]],
    ["partnership", partnershipSchema, valid.partnership, ["businessName", "industry", "name", "description"]],
    ["job application", jobApplicationSchema, valid.job, ["name", "coverNote"]],
  ];
  it.each(forms)("%s keeps it verbatim as text", (_name, schema, base, fields) => {
    const input = { ...base, ...Object.fromEntries(fields.map((f) => [f, script])) };
    const parsed = schema.parse(input) as Record<string, unknown>;
    for (const f of fields) expect(parsed[f], f).toBe(script);
  });
  it("the newsletter takes no free text: script text in the address is refused, in its source ignored", () => {
    expect(errors(newsletterSchema, { email: `${script}@example.com` }).email).toMatch(/valid email/);
    expect(newsletterSchema.parse({ email: "a@b.co", source: script }).source).toBeNull();
  });
  it("the form fields show it back escaped, in values and in messages", () => {
    const html = renderToStaticMarkup(
      createElement("div", null, [
        createElement(Field, { key: 1, name: "name", label: "Name", defaultValue: script, error: script }),
        createElement(TextareaField, { key: 2, name: "message", label: "Message", defaultValue: script }),
        createElement(SelectField, { key: 3, name: "pick", label: "Pick", options: [{ value: script, label: script }], defaultValue: script }),
      ]),
    );
    expect(html).not.toContain("<script>");
    expect(html).not.toContain("<b onclick");
    expect(html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;");
  });
});

describe("API contact schema", () => {
  it("accepts company as the business type", () => {
    expect(apiContactSchema.parse({ name: "A", email: "a@b.co", message: "m", company: "Acme" }).business).toBe("Acme");
  });
});
