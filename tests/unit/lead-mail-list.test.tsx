import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { LeadMailList } from "@/components/admin/LeadMailList";
import type { LeadMail } from "@/server/admin/lead-mail";

const at = new Date("2026-03-04T17:40:00Z");
const mail = (state: LeadMail["state"], attempts = 0): LeadMail => ({
  subject: `A ${state} one`,
  to: "dana@example.com",
  state,
  at,
  attempts,
  lastError: null,
});
const text = (html: string) => html.replace(/<[^>]+>/g, "");

describe("a lead's e-mails in the console", () => {
  it("say for each when it was sent, that it waits, or that the site gave up, with the way to retry it", () => {
    const html = renderToStaticMarkup(<LeadMailList mail={[mail("sent"), mail("queued"), mail("queued", 2), mail("parked", 8)]} />);
    const items = [...html.matchAll(/<li[^>]*data-testid="lead-mail"[^>]*>([\s\S]*?)<\/li>/g)].map((m) => text(m[1]));
    expect(items).toEqual([
      "A sent oneTo dana@example.comSent Mar 4, 2026, 12:40 PM EST",
      "A queued oneTo dana@example.comWaiting to be sent",
      "A queued oneTo dana@example.comWaiting to be sent again, after 2 failed attempts",
      "A parked oneTo dana@example.comNot delivered: the site gave up Mar 4, 2026, 12:40 PM EST, after 8 attempts. Retry it under Mail.",
    ]);
  });

  it("links a parked one to Mail, where it is retried", () => {
    expect(renderToStaticMarkup(<LeadMailList mail={[mail("parked", 8)]} />)).toMatch(/<a href="\/admin\/mail"[^>]*>Retry it under Mail<\/a>/);
  });

  it("say so when there is none", () => {
    expect(text(renderToStaticMarkup(<LeadMailList mail={[]} />))).toBe("E-mailsNo e-mail about this entry is on record.");
  });
});
