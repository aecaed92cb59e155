import { mailCopy } from "@/content/forms";
import { codeLabel, type ContactSource } from "@/content/lead-labels";
import { formatAgencyTime } from "@/lib/dates";
import type { MailInput } from "@/server/mail/outbox";
import { env } from "@/server/env";
import { truncateText } from "@/lib/text";

/** Submission time as the agency reads it, as the console shows it: "Nov 27, 2026, 9:14 AM EST". */
export function formatSubmitted(at: Date): string {
  return formatAgencyTime(at);
}

/** A header value on one line and bounded (names go into subjects). */
function oneLine(value: string, max = 80): string {
  const flat = value
    .replace(/[\u0000-\u001f\u007f]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  return truncateText(flat, max);
}

const orNot = (v: string | null | undefined) => (v && v.trim() !== "" ? v : "Not provided");

type Line = [label: string, value: string | null | undefined];

function body(header: string, lines: Line[], longLabel: string, long: string, at: Date) {
  const rows = lines.map(([label, value]) => `${label}: ${orNot(value)}`).join("\n");
  return `${header}\n\n${rows}\n\n${longLabel}:\n${long}\n\nSubmitted: ${formatSubmitted(at)}\n`;
}

function toAgency(kind: string, subject: string, text: string, replyTo: string): MailInput {
  return { kind, to: env().NOTIFY_EMAIL, subject: oneLine(subject, 150), text, replyTo };
}

function toVisitor(kind: string, to: string, subject: string, text: string): MailInput {
  return { kind, to, subject, text: `${text}${mailCopy.signature}`, replyTo: env().NOTIFY_EMAIL };
}

export type ContactMailData = {
  name: string;
  email: string;
  phone: string | null;
  company: string | null;
  message: string;
  source: ContactSource;
  servicesInterested?: string | null;
  projectBudget?: string | null;
  timeline?: string | null;
};

/** spec §7: the notification of a contact submission has the form type "Contact Form Submission" and the data. */
export function contactNotification(d: ContactMailData, at: Date): MailInput[] {
  const lines: Line[] = [
    ["Form", codeLabel("contactSource", d.source)],
    ["Name", d.name],
    ["Email", d.email],
    ["Phone", d.phone],
    [d.source === "contact-page" ? "Company" : "Business type", d.company],
  ];
  if (d.source === "contact-page") {
    lines.push(
      ["Services interested in", codeLabel("service", d.servicesInterested)],
      ["Project budget", codeLabel("budget", d.projectBudget)],
      ["Timeline", codeLabel("timeline", d.timeline)],
    );
  }
  const header = "Contact Form Submission";
  return [
    toAgency("contact-notification", `${header}: ${oneLine(d.name)}`, body(header, lines, "Message", d.message, at), d.email),
    toVisitor("contact-ack", d.email, mailCopy.contactAckSubject, mailCopy.contactAck),
  ];
}

export type AccessMailData = { name: string; email: string; phone: string | null; company: string | null; businessDescription: string };

/** spec §7: header, name, e-mail, phone or 'Not provided', company or 'Not provided', business description, submission time. */
export function accessRequestNotification(d: AccessMailData, at: Date): MailInput[] {
  const header = "New Access Request";
  const text = `${header}\n\nName: ${d.name}\nEmail: ${d.email}\nPhone: ${orNot(d.phone)}\nCompany: ${orNot(d.company)}\nBusiness Description: ${d.businessDescription}\nSubmitted: ${formatSubmitted(at)}\n\nReview it in the admin console: ${env().SITE_URL}/admin\n`;
  return [
    toAgency("access-request-notification", `${header}: ${oneLine(d.name)}`, text, d.email),
    toVisitor("access-request-ack", d.email, mailCopy.accessAckSubject, mailCopy.accessAck),
  ];
}

export type PartnershipMailData = {
  businessName: string;
  industry: string;
  name: string;
  email: string;
  phone: string | null;
  revenueRange: string | null;
  description: string;
};

export function partnershipNotification(d: PartnershipMailData, at: Date): MailInput[] {
  const header = "Equity Partnership Application";
  const lines: Line[] = [
    ["Business name", d.businessName],
    ["Industry", d.industry],
    ["Name", d.name],
    ["Email", d.email],
    ["Phone", d.phone],
    ["Annual revenue", codeLabel("revenue", d.revenueRange)],
  ];
  return [
    toAgency("partnership-notification", `${header}: ${oneLine(d.businessName)}`, body(header, lines, "Business and goals", d.description, at), d.email),
    toVisitor("partnership-ack", d.email, mailCopy.partnershipAckSubject, mailCopy.partnershipAck),
  ];
}

export type JobMailData = { positionTitle: string; name: string; email: string; phone: string | null; profileUrl: string | null; coverNote: string };

export function jobApplicationNotification(d: JobMailData, at: Date): MailInput[] {
  const header = "Job Application";
  const lines: Line[] = [
    ["Position", d.positionTitle],
    ["Name", d.name],
    ["Email", d.email],
    ["Phone", d.phone],
    ["LinkedIn or portfolio", d.profileUrl],
  ];
  return [
    toAgency(
      "job-application-notification",
      `${header}: ${oneLine(d.positionTitle)} — ${oneLine(d.name)}`,
      body(header, lines, "Cover note", d.coverNote, at),
      d.email,
    ),
    toVisitor("job-application-ack", d.email, mailCopy.jobAckSubject(d.positionTitle), mailCopy.jobAck(d.positionTitle)),
  ];
}
