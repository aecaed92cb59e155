import type { PageSeo } from "@/lib/seo";

/** Copy of the /verify page (the exact messages of spec §8 live in messages.ts). */
export const verifyPage = {
  seo: {
    title: "Verify Your Invitation Code",
    description: "Enter the invitation code Gateway Tech Enterprises sent you to see client work, testimonials and the partnership application.",
    path: "/verify",
    keywords: ["Gateway Tech invitation code", "client portal access", "verify invitation", "Gateway Tech Enterprises clients", "partner access Atlanta"],
  } satisfies PageSeo,
  eyebrow: "Invited clients and partners",
  title: "Enter your invitation code",
  intro:
    "Your code unlocks our client roster, project case studies, testimonials, the partnership application and the project inquiry form. Use the e-mail address the code was sent to.",
  codeLabel: "Invitation code",
  codePlaceholder: "GTE-XXXX-XXXX",
  emailLabel: "Email address",
  emailPlaceholder: "you@company.com",
  submit: "Verify Code",
  pending: "Verifying...",
  noCodeTitle: "No code yet?",
  noCodeText: "Tell us about your business and we will reply within 2-3 business days.",
  requestAccess: "Request Access",
  grantedTitle: "Access Granted",
  grantedRedirect: "Taking you to the home page...",
  grantedLink: "Continue to the home page",
  /** When the visitor came from a gated page: verifying takes them back there. */
  grantedRedirectBack: "Taking you back to the page you came from...",
  grantedLinkBack: "Continue to that page",
  alreadyVerified: "You are already verified. Taking you to the home page...",
  /** Above the form when the e-mail address is not one (the field says what is wrong). */
  fixFields: "Please correct the highlighted fields.",
} as const;

/**
 * The header's session controls. Admins get the spec's Admin badge and Logout; a verified client
 * gets a quieter "Verified" mark and Sign out (docs/decisions/0002-invitation-gate.md).
 */
export const sessionControls = {
  adminBadge: "Admin",
  adminLogout: "Logout",
  clientBadge: "Verified",
  clientLogout: "Sign out",
} as const;

/** The rate-limit answer of the gate: 'Too many attempts, try again in N minutes'. */
export function tooManyAttempts(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many attempts, try again in ${minutes} ${minutes === 1 ? "minute" : "minutes"}`;
}
