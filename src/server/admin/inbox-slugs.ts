/** The five inboxes of the console, as they appear in URLs and export file names. */
export const INBOX_SLUGS = ["contact-submissions", "access-requests", "partnership-applications", "job-applications", "newsletter-subscribers"] as const;

export type InboxSlug = (typeof INBOX_SLUGS)[number];
