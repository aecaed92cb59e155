import { site } from "@/content/site";
import { env } from "@/server/env";
import type { MailInput } from "@/server/mail/outbox";

const longDate = (d: Date) => d.toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "America/New_York" });

function verifyUrl(): string {
  return new URL("/verify", env().SITE_URL).toString();
}

const signature = `${site.name}\n${site.phone.display} · ${site.email}\n${site.hours.summary}`;

/** The e-mail that carries an approved requester's invitation code. */
export function approvalMail(req: { name: string; email: string }, code: string, expiresAt: Date): MailInput {
  const url = verifyUrl();
  const text = [
    `Hello ${req.name},`,
    "",
    `Thank you for your interest in ${site.name}. Your request for access has been approved.`,
    "",
    "Your invitation code: [[code]]",
    "",
    `To verify, open ${url} and enter the code together with this e-mail address (${req.email}).`,
    `The code works once, only with this e-mail address, until ${longDate(expiresAt)}.`,
    "",
    `Questions? Reply to this e-mail or call us at ${site.phone.display}.`,
    "",
    signature,
  ].join("\n");
  return {
    kind: "access-approved",
    to: req.email,
    subject: `Your ${site.name} invitation code`,
    text,
    secrets: { code },
    replyTo: site.email,
  };
}

/** The polite note a rejected requester may receive. */
export function rejectionMail(req: { name: string; email: string }): MailInput {
  const text = [
    `Hello ${req.name},`,
    "",
    `Thank you for your interest in ${site.name} and for telling us about your business.`,
    "We work with a small number of clients at a time, and we are not able to offer access to our client area right now.",
    "",
    `You are welcome to keep reading our blog and service pages, and if your plans change, reply to this e-mail or call us at ${site.phone.display}: we are glad to talk.`,
    "",
    signature,
  ].join("\n");
  return {
    kind: "access-rejected",
    to: req.email,
    subject: `Your access request at ${site.name}`,
    text,
    replyTo: site.email,
  };
}
