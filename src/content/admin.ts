import type { PageSeo } from "@/lib/seo";

/** The console's title template, as the Next.js console's metadata had it ("%s | Admin console"). */
const adminTitle = (title: string) => `${title} | Admin console`;

/** Head tags of a console page: never indexed, no canonical address (the layout passes canonical={false}). */
export function adminSeo(title: string, path: string): PageSeo {
  return { title: adminTitle(title), absoluteTitle: true, description: "The Gateway Tech Enterprises admin console.", path };
}

/** Each console page's browser title and heading copy. */
export const adminPages = {
  overview: { title: "Overview", heading: "Overview", description: "What is waiting for you, at a glance.", exportsHeading: "Export as CSV" },
  inbox: { title: "Inbox" },
  entry: {
    title: "Inbox entry",
    /** The reply form's subject until the owner changes it. */
    replySubject: "Re: your message to Gateway Tech Enterprises",
    mailHeading: "E-mails",
    mailEmpty: "No e-mail about this entry is on record.",
    sent: (when: string) => `Sent ${when}`,
    queued: (attempts: number) =>
      attempts === 0 ? "Waiting to be sent" : `Waiting to be sent again, after ${attempts} failed ${attempts === 1 ? "attempt" : "attempts"}`,
    parked: (when: string, attempts: number) => `Not delivered: the site gave up ${when}, after ${attempts} ${attempts === 1 ? "attempt" : "attempts"}.`,
    retryLink: "Retry it under Mail",
  },
  codes: {
    title: "Invitation codes",
    heading: "Invitation codes",
    description: "Codes are stored only as hashes: a new code is shown once, when you create it.",
    newHeading: "New code",
    listHeading: "All codes",
    empty: "No codes yet.",
    ownCode: "Your sign-in code",
    lastAdminCode: "Only active admin code",
  },
  sessions: {
    title: "Sessions",
    heading: "Active sessions",
    description:
      "Everyone verified right now. Revoking a session signs that browser out on its next request; the console asks first, and to end your own, sign out.",
    empty: "No active sessions.",
    endOthers: "End my other sessions",
    endOthersAbout: "Signs your address out everywhere but this browser.",
  },
  blog: {
    title: "Blog posts",
    heading: "Blog posts",
    description: "Drafts and scheduled posts stay off the blog, the feed, the sitemap and search.",
    newPost: "New post",
    empty: "No posts yet.",
  },
  newPost: {
    title: "New post",
    heading: "New post",
    description: "Write in HTML or Markdown, preview, then save. Leave Published unticked to keep it a draft.",
  },
  editPost: {
    title: "Edit post",
    heading: (title: string) => `Edit: ${title}`,
    description: "The body is stored as sanitized HTML; edit it as HTML, or replace it with Markdown.",
  },
  deletePost: { title: "Delete post", heading: "Delete this post?" },
  mail: {
    title: "Mail",
    heading: "Mail",
    description: (queued: number) =>
      `E-mails the site could not deliver after its last attempt. Retry puts one back in the queue; it goes out within a minute when the mail server answers. ${queued === 1 ? "1 e-mail is" : `${queued} e-mails are`} waiting in the queue now.`,
    empty: "No undelivered e-mail. Everything the site sent has gone out or is still in the queue.",
  },
  report: {
    title: "Report",
    heading: "Report",
    description:
      "Where leads came from and what they became: leads, proposals and won deals by channel, landing page, campaign and month, beside the visits the site counted. Days are Atlanta's.",
    rangeLegend: "Period",
    quick: "Or:",
    last30: "Last 30 days",
    last90: "Last 90 days",
    from: "From",
    to: "To",
    show: "Show these dates",
    csv: "Download as CSV",
    span: (from: string, to: string) => `${from} to ${to}`,
    empty: (span: string) => `No leads arrived and no visits were counted from ${span}. Choose a longer period to see more.`,
    invalid: "Correct the dates to see the report.",
    sections: { channel: "By channel", landing: "By landing page", campaign: "By campaign", month: "By month" },
    groupHeading: { channel: "Channel", landing: "Landing page", campaign: "Campaign", month: "Month" },
    columns: { leads: "Leads", proposals: "Reached proposal", won: "Won", wonValue: "Won value", entries: "Visits", rate: "Leads per visit" },
    visitsNote:
      "A visit is counted once, on the page it entered the site by, with the channel it came from; visits are not counted per campaign. Leads per visit compares the two where visits were counted.",
    proposalsNote: "Reached proposal: at proposal or won now, or lost after a value was set.",
    more: (n: number) => `${n.toLocaleString("en-US")} more in the CSV.`,
    unavailable: "The report could not be read because the database did not answer. Reload the page in a minute.",
  },
  audit: {
    title: "Audit log",
    heading: "Audit log",
    description: "Verification attempts and every console action, newest first.",
    empty: "No entries match.",
    actorLabel: "Actor contains",
    actorHint:
      "Visitors are named by a reference made from their address (p-…), never the address, so erasing a person leaves none here. Type a visitor's address to find their entries.",
    personFound: (address: string, person: string) => `Entries of ${address}, named ${person} in the log.`,
  },
} as const;

/**
 * Copy of /admin/confirm, the "confirm it's you" step before ending sessions or removing a
 * passkey (decision 0053).
 */
export const confirmPage = {
  title: "Confirm it's you",
  heading: "Confirm it's you",
  description: (minutes: number) =>
    `Ending sessions and removing passkeys need a fresh proof that it is you, so a browser left signed in cannot do them. One confirmation covers the next ${minutes} minutes.`,
  asked: "You asked to:",
  passkey: "Use the passkey you sign in with: your device asks for your fingerprint, face or PIN.",
  passkeyButton: "Use my passkey",
  noscript: "The passkey prompt needs JavaScript, which is off in this browser. Turn it on and reload this page, or use a recovery code below.",
  refused: "That passkey was not accepted, so nothing was done. Try again, or use a recovery code.",
  recoveryTitle: "Lost your passkey?",
  recoveryHint: "A recovery code from the server (npm run invite -- --recovery your address) confirms it once.",
  recoveryLabel: "Recovery code",
  recoveryWrong: "That recovery code is not valid for your address, or has expired.",
  codeLabel: "Administrator code",
  codeHint: "The code you signed in with on this browser.",
  codeWrong: "That is not the administrator code you signed in with, or it has been revoked or has expired.",
  blank: "Please enter the code.",
  fixField: "Please correct the highlighted field.",
  submit: "Confirm",
  cancel: "Cancel",
  failed: "The confirmation could not be checked. Nothing was done; please try again.",
  /** Within the window the factor is not asked again, but the action still waits for its own yes. */
  answer: {
    revokeSession: { heading: "End this session?", button: "End the session" },
    endOtherSessions: { heading: "End your other sessions?", button: "End my other sessions" },
    revokeCode: { heading: "Revoke this code?", button: "Revoke the code" },
    removePasskey: { heading: "Remove this passkey?", button: "Remove the passkey" },
  },
  answerNote: "This cannot be undone.",
  pending: {
    endOtherSessions: "End your other sessions (every browser signed in with your address but this one).",
    revokeSession: (session: { email: string; role: string; codeId: number | null } | null) =>
      session
        ? `End the session of ${session.email} (${session.role}${session.codeId ? `, signed in with code #${session.codeId}` : ""}).`
        : "End a session that no longer exists.",
    revokeCode: (code: { id: number; label: string | null; role: string; email: string | null; sessions: number } | null) =>
      code
        ? `Revoke the ${code.role} code #${code.id}${code.label ? ` “${code.label}”` : ""}${code.email ? `, bound to ${code.email}` : ""}, and end ${
            code.sessions === 0 ? "the sessions it opened (none is open now)" : `the ${code.sessions === 1 ? "session" : `${code.sessions} sessions`} it opened`
          }.`
        : "Revoke a code that no longer exists.",
    removePasskey: (passkey: { name: string; email: string } | null) =>
      passkey ? `Remove the passkey “${passkey.name}” of ${passkey.email}.` : "Remove a passkey that no longer exists.",
  },
} as const;

/** What a CSV download says when the database fails it (src/pages/admin/export/[name].ts). */
export const exportCopy = {
  badRange: "Those report dates are not a period the report covers. Go back to the report, correct the dates and download again.",
  unavailable: "The export could not start because the database did not answer. Go back to the console and try again in a minute.",
  /** The file's last line when it stops part way: the download fails too, but a saved part must not pass for the whole. */
  cutShort: (rows: number) =>
    `This export is incomplete: it stopped after ${rows.toLocaleString("en-US")} rows because the database stopped answering. Download it again from the console.`,
} as const;

/** The blog editor's preview of the post as the blog will show it. */
export const editorPreview = {
  label: "Preview: the post as it will be published",
  untitled: "Your title",
  noBody: "Press Preview to see the body as the blog will show it.",
  empty: "The body shows here as you write it.",
  updating: "Updating the preview...",
  failed: "The preview could not be updated just now. It tries again as you type, and Preview still shows it.",
} as const;

/**
 * Copy of /admin/privacy, "Erase a person": a privacy request's erasure, in two steps (what would
 * go, then a confirmation naming the address).
 */
export const privacyPage = {
  title: "Privacy",
  heading: "Erase a person",
  description:
    "When someone asks us to delete their data, enter their e-mail address. You see what we hold under it first; nothing is erased until you confirm.",
  emailLabel: "Their e-mail address",
  emailHint: "Every form entry, note, e-mail, newsletter subscription and sign-in under this address goes.",
  find: "Show what we hold",
  finding: "Looking...",
  heldHeading: (email: string) => `What we hold about ${email}`,
  nothingHeld: (email: string) => `We hold nothing under ${email}. There is nothing to erase.`,
  confirm: (email: string) => `Erase everything we hold about ${email}? This cannot be undone.`,
  auditNote:
    "The audit log records that an erasure happened and how many records went, not the address or what they said. It names visitors by a reference made from their address, never the address itself.",
  erase: "Erase everything",
  keep: "Cancel",
  administrator:
    "That address signs in to this console, or once did. An administrator cannot be erased from the console, so no one can remove the owners' own way in from here; it is done on the server, by the operator.",
  fixField: "Please correct the highlighted field.",
  previewFailed: "We could not look that address up just now. Nothing was changed; please try again.",
  eraseFailed: "The erasure could not be finished, so nothing was erased. Please try again.",
  /** One line per kind that holds the address, in the order the page lists them. */
  kinds: {
    contactSubmissions: ["contact form entry", "contact form entries"],
    accessRequests: ["access request", "access requests"],
    partnershipApplications: ["partnership application", "partnership applications"],
    jobApplications: ["job application", "job applications"],
    newsletterSubscribers: ["newsletter subscription", "newsletter subscriptions"],
    notes: ["note on their entries", "notes on their entries"],
    mail: ["e-mail to or about them", "e-mails to or about them"],
    sessions: ["verified session (signed-in browser)", "verified sessions (signed-in browsers)"],
    invitationCodes: ["invitation code for their address (revoked, the address removed)", "invitation codes for their address (revoked, the address removed)"],
    signIns: ["unfinished console sign-in", "unfinished console sign-ins"],
    signInLinks: ["e-mailed sign-in link", "e-mailed sign-in links"],
    rateLimits: ["count of wrong codes they typed", "counts of wrong codes they typed"],
  },
} as const;
