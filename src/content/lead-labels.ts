import { STAGE_LABELS } from "@/lib/lead-stages";
import { BUDGET_OPTIONS, REVENUE_OPTIONS, SERVICE_OPTIONS, TIMELINE_OPTIONS } from "@/lib/schemas/form-constants";

/**
 * The words for every code a lead is stored with, so the owner reads in the console, the
 * notification e-mails and the CSV what the visitor read on the form. Choices that come from a
 * form's option list take the label from that list (the one the form renders); the others are
 * written here, keyed by every code there is, so a code without words fails the typecheck.
 */

type Option = { readonly value: string; readonly label: string };
const fromOptions = <const T extends readonly Option[]>(options: T) =>
  Object.fromEntries(options.map((o) => [o.value, o.label])) as Record<T[number]["value"], string>;

/** Which form a contact submission came through (contact_submissions.source). */
export const CONTACT_SOURCE_LABELS = {
  home: "Home page",
  "contact-page": "Contact page",
  api: "JSON API",
} as const satisfies Record<string, string>;
export type ContactSource = keyof typeof CONTACT_SOURCE_LABELS;

/** Where a newsletter sign-up box stood (newsletter_subscribers.source; each box names its own). */
export const NEWSLETTER_SOURCE_LABELS = {
  footer: "Site footer",
  blog: "Blog",
  "newsletter-page": "Newsletter page",
} as const satisfies Record<string, string>;
export type NewsletterSource = keyof typeof NEWSLETTER_SOURCE_LABELS;

/** Who an invitation code is for (invitation_codes.role). */
export const ROLE_LABELS = { client: "Client", admin: "Administrator" } as const satisfies Record<string, string>;

const codeLabels = {
  contactSource: CONTACT_SOURCE_LABELS,
  newsletterSource: NEWSLETTER_SOURCE_LABELS,
  service: fromOptions(SERVICE_OPTIONS),
  budget: fromOptions(BUDGET_OPTIONS),
  timeline: fromOptions(TIMELINE_OPTIONS),
  revenue: fromOptions(REVENUE_OPTIONS),
  role: ROLE_LABELS,
  stage: STAGE_LABELS,
} satisfies Record<string, Readonly<Record<string, string>>>;

/** The kinds of code a field can hold: `actor` is who did something ("admin:owner@…"). */
export type CodeKind = keyof typeof codeLabels | "actor";

/** Who is behind an actor code ("kind:e-mail" or a single word), as the audit log and decisions record them. */
const ACTOR_KINDS: Readonly<Record<string, string>> = { admin: "Administrator", visitor: "Visitor" };
const ACTOR_WORDS: Readonly<Record<string, string>> = { system: "The site (automatic)", cli: "Command line" };

function actorLabel(code: string): string {
  const colon = code.indexOf(":");
  const kind = colon > 0 ? ACTOR_KINDS[code.slice(0, colon)] : undefined;
  if (kind) return `${kind} (${code.slice(colon + 1)})`;
  return Object.hasOwn(ACTOR_WORDS, code) ? ACTOR_WORDS[code] : code;
}

/**
 * The words for a stored code, or null when nothing was stored. A code no list knows (a row from
 * before an option was renamed or removed) is shown as it is: never blank, never guessed.
 */
export function codeLabel(kind: CodeKind, code: string | null | undefined): string | null {
  if (code === null || code === undefined || code === "") return null;
  if (kind === "actor") return actorLabel(code);
  const labels: Readonly<Record<string, string>> = codeLabels[kind];
  return Object.hasOwn(labels, code) ? labels[code] : code;
}
