import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { InboxList } from "@/components/admin/views/InboxList";
import { InboxRecord } from "@/components/admin/views/InboxRecord";
import { INBOXES, type InboxPage, type InboxRow } from "@/server/admin/inboxes";
import { NO_FILTER } from "@/lib/inbox-filter";

/** What the owner reads of a contact in the inbox list and its record: the visitor's words, not the stored codes. */
const stageColumns = { stage: "new", valueDollars: null, lostReason: null, stageChangedAt: null } as const;
const contact = {
  id: 7,
  ...stageColumns,
  name: "Pat Kim",
  email: "pat@example.com",
  source: "contact-page",
  servicesInterested: "Website Leasing",
  projectBudget: "10k-25k",
  timeline: "asap",
  createdAt: new Date("2026-11-27T14:14:00Z"),
};
const message = "We run three tire shops in Marietta and need a site that takes bookings online, with reminders by text.";
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");
/** Each table cell as "label: text". */
const cells = (html: string) => [...html.matchAll(/<td[^>]*data-label="([^"]+)"[^>]*>([\s\S]*?)<\/td>/g)].map((m) => `${m[1]}: ${text(m[2]).trim()}`);

describe("the contact inbox", () => {
  const def = INBOXES["contact-submissions"];

  it("lists each lead's service, budget in the visitor's words and the start of the message", () => {
    const data: InboxPage = {
      rows: [{ ...contact, messageStart: message } as InboxRow],
      links: { newer: null, older: null },
      total: 1,
      stages: { new: 1, contacted: 0, proposal: 0, won: 0, lost: 0 },
      matches: null,
      filter: NO_FILTER,
    };
    expect(cells(renderToStaticMarkup(<InboxList def={def} data={data} notice="" inboxes={[]} />)).slice(1, -1)).toEqual([
      "Name: Pat Kim",
      "Email: pat@example.com",
      "Service: Website Leasing",
      "Budget: $10,000 – $25,000",
      "Message: We run three tire shops in Marietta and need a site that takes bookings online…",
    ]);
  });

  it("shows a record's codes as the visitor's words and its time in Atlanta with the zone", () => {
    const html = renderToStaticMarkup(
      <InboxRecord
        def={def}
        row={{ ...contact, message } as InboxRow}
        mail={[]}
        notes={[]}
        notice=""
        forms={{ approve: "", reject: "", stage: "", note: "" }}
      />,
    );
    const fields = [...html.matchAll(/<dt[^>]*>([\s\S]*?)<\/dt><dd[^>]*>([\s\S]*?)<\/dd>/g)].map((m) => `${text(m[1]).trim()}: ${text(m[2]).trim()}`);
    expect(fields.filter((f) => /^(Form|Project budget|Timeline|Message|Received):/.test(f))).toEqual([
      "Form: Contact page",
      "Project budget: $10,000 – $25,000",
      "Timeline: As soon as possible",
      `Message: ${message}`,
      "Received: Nov 27, 2026, 9:14 AM EST",
    ]);
  });
});

describe("the access requests inbox", () => {
  it("names the administrator who decided a request", () => {
    const row = {
      id: 3,
      ...stageColumns,
      status: "approved",
      name: "Marcus Bell",
      email: "m@example.com",
      submittedAt: new Date(),
      decidedBy: "admin:owner@gatewaytech.example",
    };
    const html = renderToStaticMarkup(
      <InboxRecord
        def={INBOXES["access-requests"]}
        row={row as InboxRow}
        mail={[]}
        notes={[]}
        notice=""
        forms={{ approve: "", reject: "", stage: "", note: "" }}
      />,
    );
    expect(text(html)).toContain("Decided by Administrator (owner@gatewaytech.example)");
  });
});
