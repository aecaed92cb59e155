import type { GatedAreaName } from "./blocks";
import type { PageSeo } from "@/lib/seo";
import { formatLongDate } from "@/lib/dates";

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
    "Your code unlocks our client roster, the full case studies, the signed testimonials and the partnership application. Use the e-mail address the code was sent to.",
  codeLabel: "Invitation code",
  codePlaceholder: "GTE-XXXX-XXXX",
  emailLabel: "Email address",
  emailPlaceholder: "you@company.com",
  submit: "Verify Code",
  pending: "Verifying...",
  noCodeTitle: "No code yet?",
  noCodeText: "Tell us about your business and we will reply within 2–3 business days.",
  requestAccess: "Request Access",
  grantedTitle: "Access Granted",
  grantedRedirect: "Taking you to the home page...",
  grantedLink: "Continue to the home page",
  /** When the visitor came from a gated page: verifying takes them back there. */
  grantedRedirectBack: "Taking you back to the page you came from...",
  grantedLinkBack: "Continue to that page",
  /** After an administrator's code: the passkey step is next. */
  passkeyLink: "Continue to the passkey step",
  /** Above the form when the e-mail address is not one (the field says what is wrong). */
  fixFields: "Please correct the highlighted fields.",
} as const;

/** A right code that is over (decision 0065): said in words, since only its holder gets this far. */
export const codeUsedUp = "This code has been used as many times as it allows, so it cannot open a new session.";
export const codeExpired = (at: Date) => `This code expired on ${formatLongDate(at)}, so it cannot open a new session.`;

/** "E-mail me a sign-in link" on /verify, and the link's own page (/verify/link). */
export const signInLinkCopy = {
  offer: "Signed in with this address before? We can e-mail you a sign-in link instead.",
  offerLink: "E-mail me a sign-in link",
  title: "Lost your way back in?",
  text: "If you have signed in here before, we can e-mail you a link that signs you in once, within 15 minutes. No code needed.",
  emailLabel: "Email address for the link",
  submit: "E-mail me a sign-in link",
  pending: "Sending...",
  /** The same words whether or not the address is known, so the answer tells nobody who our clients are. */
  sent: "If this address has signed in here before, a sign-in link is on its way to it. It works once, within 15 minutes. Nothing arrived? Check your spam folder, or request access below.",
  failed: "We could not send a sign-in link just now. Please try again in a minute.",
  mailSubject: "Your sign-in link — Gateway Tech Enterprises",
  mailText: (url: string) =>
    `Hello,\n\nSomeone (we hope you) asked for a link to sign in to the Gateway Tech Enterprises website with this address. Open this link and press the button to sign in:\n\n${url}\n\nThe link works once, within 15 minutes. If you did not ask for it, ignore this e-mail: nothing happens without the link.\n\n`,
  page: {
    seo: {
      title: "Sign In With Your Link",
      description: "Sign in to the Gateway Tech Enterprises website with the link we e-mailed you.",
      path: "/verify/link",
    } satisfies PageSeo,
    eyebrow: "Invited clients and partners",
    title: "Sign in with your link",
    intro: "One press of the button signs you in on this device.",
    ready: "This link signs you in once. Press the button to continue.",
    button: "Sign me in",
    pending: "Signing in...",
    used: "This sign-in link has already been used. Each link works once: ask for a new one below.",
    expired: "This sign-in link has expired: links work for 15 minutes. Ask for a new one below.",
    invalid: "This sign-in link is not valid. Please ask for a new one below, or check that the whole link was copied.",
    revoked: "This sign-in link no longer works: the invitation behind it has been withdrawn. Please request access again.",
    again: "Ask for a new link",
    signedIn: "You are signed in. Taking you on...",
    continue: "Continue",
  },
} as const;

/** /verify for someone already verified: the state they are in, where to go, and Sign out. */
export const signedInState = {
  title: (email: string) => `You are signed in as ${email}.`,
  client: "Your invitation is active on this device: the client work, testimonials and the partnership application are open to you.",
  admin: "You are signed in as an administrator.",
  continueTo: "Continue",
  console: "Go to the console",
  signOut: "Sign out of this device",
  other: "Not you? Sign out, then enter your own code.",
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

/**
 * The locked panel of each gated area: in one sentence what is behind it, and the next step for
 * a visitor without a code. "Request Access" carries the area to /request-access, which says
 * what was asked for and starts the request with it.
 */
export const lockedAreas = {
  "home-clients": {
    behind:
      "Behind this lock are the names of the businesses in these stories and each one's full case study, which we share with our clients and invited partners.",
    request: "I would like to see the client names and full case studies.",
  },
  "portfolio-projects": {
    behind: "Behind this lock are each project's client name, screenshots and full case study, which we share with our clients and invited partners.",
    request: "I would like to see the full case studies in your portfolio.",
  },
  testimonials: {
    behind:
      "Behind this lock are testimonials signed by the owners who wrote them, with their names and companies, which they agreed to share with our clients and invited partners.",
    request: "I would like to read the signed client testimonials.",
  },
  "partnership-form": {
    behind: "Behind this lock is the equity partnership application, open to businesses we invite after a first conversation about their plans.",
    request: "I would like to apply for the equity partnership program.",
  },
} as const satisfies Record<GatedAreaName, { behind: string; request: string }>;

/** The panel's fixed words (spec: the title, the two buttons, the last line). */
export const lockedPanelCopy = {
  title: "Exclusive Access Required",
  nextStep: "No code yet? Request an invitation: tell us who you are and we reply within 2–3 business days.",
  enterCode: "Enter Invitation Code",
  requestAccess: "Request Access",
  capacity: "Limited Capacity • By Invitation Only",
  /** Only the partnership is also a service anyone can ask about: the open inquiry is the quicker way in. */
  talkFirst: "Or start with a free consultation",
} as const;

/** /request-access?for=<area>: what the visitor was asking to see, for the known areas only. */
export function requestedArea(value: string | null): GatedAreaName | undefined {
  return value !== null && Object.hasOwn(lockedAreas, value) ? (value as GatedAreaName) : undefined;
}

export const requestAccessHref = (area: GatedAreaName) => `/request-access?for=${area}`;
