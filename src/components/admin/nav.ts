/** The console's navigation, in the order the header lists it. */
export const adminNav = [
  { href: "/admin", label: "Overview" },
  { href: "/admin/inbox/contact-submissions", label: "Contact" },
  { href: "/admin/inbox/access-requests", label: "Access requests" },
  { href: "/admin/inbox/partnership-applications", label: "Partnerships" },
  { href: "/admin/inbox/job-applications", label: "Jobs" },
  { href: "/admin/inbox/newsletter-subscribers", label: "Newsletter" },
  { href: "/admin/report", label: "Report" },
  { href: "/admin/codes", label: "Codes" },
  { href: "/admin/sessions", label: "Sessions" },
  { href: "/admin/blog", label: "Blog" },
  { href: "/admin/mail", label: "Mail" },
  { href: "/admin/audit", label: "Audit log" },
  { href: "/admin/privacy", label: "Privacy" },
  { href: "/admin/security", label: "Security" },
] as const;

export type NoticeTone = "ok" | "error";

/** Messages a console page shows after a redirect (?notice=key); the query never supplies text. */
export const notices: Record<string, { tone: NoticeTone; text: string }> = {
  "stage-new": { tone: "ok", text: "Moved back to new." },
  "stage-contacted": { tone: "ok", text: "Moved to contacted." },
  "stage-proposal": { tone: "ok", text: "Moved to proposal." },
  "stage-won": { tone: "ok", text: "Marked as won." },
  "stage-lost": { tone: "ok", text: "Marked as lost." },
  "stage-saved": { tone: "ok", text: "Stage details saved." },
  "note-added": { tone: "ok", text: "Note added." },
  "reply-queued": { tone: "ok", text: "Reply queued. It is listed under E-mails below with its delivery state." },
  rejected: { tone: "ok", text: "Request rejected. No e-mail was sent." },
  "rejected-notified": { tone: "ok", text: "Request rejected. A polite note is on its way to the requester." },
  decided: { tone: "error", text: "This request had already been decided by someone else." },
  revoked: { tone: "ok", text: "Revoked." },
  saved: { tone: "ok", text: "Post saved. The blog, feed, sitemap and search are up to date." },
  deleted: { tone: "ok", text: "Post deleted." },
  "mail-retried": { tone: "ok", text: "The e-mail is back in the queue and goes out within a minute." },
  "mail-retried-all": { tone: "ok", text: "Every parked e-mail is back in the queue." },
  "mail-gone": { tone: "error", text: "Nothing to retry: that e-mail was already retried or sent." },
  missing: { tone: "error", text: "That record no longer exists." },
  "passkey-added": { tone: "ok", text: "Passkey added." },
  "passkey-removed": { tone: "ok", text: "Passkey removed. It no longer signs anyone in." },
  "passkey-last": {
    tone: "error",
    text: "That is the last passkey of its address and no recovery code is waiting: add another passkey (or make a recovery code) first.",
  },
  erased: { tone: "ok", text: "Erased. Nothing we held under that address is left; the audit log records only that an erasure happened." },
  invalid: { tone: "error", text: "That request was malformed and nothing was changed." },
  "own-code": {
    tone: "error",
    text: "That is the code this session signed in with, so revoking it would sign you out of the console. Nothing was changed: sign in with another administrator code to revoke it.",
  },
  "last-admin-code": {
    tone: "error",
    text: "That is the last active administrator code: without it nobody could sign in to the console. Nothing was changed: create another administrator code first.",
  },
  "current-session": {
    tone: "error",
    text: "That is the session you are using. Nothing was changed: to end it, sign out (Logout at the top of the page).",
  },
  "others-ended": { tone: "ok", text: "Your other sessions are ended. Only this browser is still signed in with your address." },
  "no-others": { tone: "ok", text: "You had no other sessions: only this browser is signed in with your address." },
};
