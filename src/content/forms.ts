import { site } from "./site";
import { inquiryHref } from "./inquiry";

/**
 * Each form's one reply promise, said the same way on its page, in its answer and in its
 * acknowledgement e-mail (tests/unit/copy-consistency.test.ts holds them together).
 */
export const replyWithin = {
  inquiry: site.responseTime,
  partnership: "within 2–3 business days",
  accessRequest: "within 2–3 business days",
  job: "within 5 business days",
} as const;

/** Words of the lead-capture forms that the spec does not fix (its exact texts are in messages.ts). */
export const formCopy = {
  invalid: "Please correct the highlighted fields.",
  tooFast: "That was quick! Please check your details and press the button again.",
  keyReused: "This form was already sent with different details. Please reload the page to send the new ones.",
  rateLimited: (minutes: number) =>
    `You have sent several forms in a short time. Please wait ${minutes} minute${minutes === 1 ? "" : "s"} and try again, or call us at ${site.phone.display}.`,
  verifyFirst: "Please verify your invitation code to use this form. You can still call or e-mail us any time.",
  partnershipSuccess: `Thank you for applying! Our partnership team will review your application and reply ${replyWithin.partnership}.`,
  jobSuccess: (title: string) => `Thank you for applying for the ${title} position! Our team reads every application and will reply ${replyWithin.job}.`,
  newsletterSuccess:
    "Almost done! We have sent you an e-mail: click the link inside to confirm your subscription. If the address is already subscribed, nothing changes.",
  newsletterFailure: `We could not sign you up just now. Please try again in a minute or e-mail us at ${site.email}.`,
  newsletterLinkFailure: `Something went wrong on our side. Please press the button again in a minute, or e-mail us at ${site.email}.`,
  /** The form was refused before it was read (403: it did not come from this site's page). */
  refused: "We could not accept this form from this page. Please reload the page and send it again; what you typed is still here.",
  /** 413: more than a form of this site can hold. */
  tooLarge: "This form is too long to send. Please shorten the longest fields and send it again.",
  /** The server or the connection failed (5xx, offline). */
  unreachable: `We could not reach our server just now. Please try again in a minute; what you typed is still here. You can also call us at ${site.phone.display}.`,
  partnershipFailure: `Something went wrong. Please try again or call us at ${site.phone.display}.`,
  jobFailure: `Something went wrong. Please try again or e-mail us at ${site.email}.`,
} as const;

/** /request-access: the page around the form, and its success screen. */
export const requestAccessCopy = {
  seo: {
    title: "Request Access",
    description: "Ask Gateway Tech Enterprises for an invitation code to see client work, testimonials and the partnership application.",
    path: "/request-access",
    keywords: [
      "request access Gateway Tech",
      "invitation code request",
      "Atlanta web agency clients",
      "partnership program access",
      "Gateway Tech Enterprises",
    ],
  },
  hero: {
    eyebrow: "By invitation",
    title: "Request Access",
    description:
      "Parts of this site are shared with invited clients and partners: our client roster, project case studies, testimonials and the equity partnership application. Tell us about your business and we will send you an invitation code.",
  },
  formTitle: "Tell us about your business",
  formIntro: `We review every request personally and reply ${replyWithin.accessRequest}.`,
  successTitle: "Request Submitted!",
  successText: `Thank you! We have received your request and will review it ${replyWithin.accessRequest}. If it is approved, you will receive your invitation code by e-mail.`,
  returnHome: "Return to Home",
  haveCode: "Have a Code? Verify Now",
} as const;

/**
 * Pages that answer a form posted without JavaScript from a prerendered page (React's permalink:
 * the home contact form and the newsletter box post there, and the answer is shown in full).
 */
export const formPages = {
  message: {
    path: "/message",
    seo: { title: "Send Us a Message", description: "Send Gateway Tech Enterprises a message: we reply within 24 hours on business days.", path: "/message" },
    eyebrow: "Contact",
    title: "Send us a message",
    description: "Tell us about your business and what you need. We read every message and reply within 24 hours on business days.",
  },
  newsletter: {
    path: "/newsletter",
    seo: {
      title: "Newsletter",
      description: "Sign up for the Gateway Tech Enterprises newsletter: one practical e-mail a month for Atlanta businesses.",
      path: "/newsletter",
    },
    eyebrow: "Newsletter",
    title: "The Gateway Tech newsletter",
  },
} as const;

/** The newsletter box in the footer and on /blog. */
export const newsletterCopy = {
  title: "The Gateway Tech newsletter",
  text: "One practical e-mail a month on websites, search and marketing for Atlanta businesses. No spam; unsubscribe with one click.",
  /** Not "Email address": the gate's and other forms' labels must stay unique on a page. */
  label: "Your e-mail address",
  button: "Subscribe",
  pending: "Subscribing...",
  /** Each box's name as a form landmark: the footer's differs, as /blog and /newsletter show two boxes. */
  formName: { footer: "Newsletter sign-up in the footer", elsewhere: "Newsletter sign-up" },
  confirm: {
    seo: {
      title: "Confirm Your Subscription",
      description: "Confirm your subscription to the Gateway Tech Enterprises newsletter.",
      path: "/newsletter/confirm",
    },
    title: "Newsletter subscription",
    prompt: "One last step: press the button to confirm that you want the Gateway Tech newsletter at this address.",
    button: "Confirm my subscription",
    pending: "Confirming...",
    done: "Your subscription is confirmed. Thank you! There is nothing else to do. Every e-mail we send has an unsubscribe link.",
    /** The link opened again after its button was pressed. */
    already: "This subscription is confirmed already: you are on the list and there is nothing else to do. Every e-mail we send has an unsubscribe link.",
    invalid:
      "This confirmation link is no longer valid. It may already have been used, in which case you are subscribed and there is nothing else to do. You can also sign up again from the box at the bottom of this page.",
  },
  unsubscribe: {
    seo: { title: "Unsubscribe", description: "Unsubscribe from the Gateway Tech Enterprises newsletter.", path: "/newsletter/unsubscribe" },
    title: "Newsletter subscription",
    prompt: "Press the button to stop receiving the Gateway Tech newsletter at this address.",
    button: "Unsubscribe",
    pending: "Unsubscribing...",
    done: "You are unsubscribed: you will not receive the newsletter again. Changed your mind? Sign up again from the box at the bottom of this page.",
    /** The answer to a mail program's one-click unsubscribe (List-Unsubscribe-Post). */
    oneClickDone: "You are unsubscribed from the Gateway Tech Enterprises newsletter.",
    invalid: "This unsubscribe link is not valid. Please use the link from your most recent newsletter, or e-mail us and we will remove your address by hand.",
  },
} as const;

/** Notification and acknowledgement e-mails. */
export const mailCopy = {
  signature: `${site.name}\n${site.phone.display} · ${site.email}\n`,
  contactAckSubject: `We received your message — ${site.name}`,
  contactAck: `Hello,\n\nThank you for contacting ${site.name}. We received your message and will get back to you ${site.responseTime} on business days (${site.hours.summary}).\n\nIf it is urgent, call us at ${site.phone.display}.\n\n`,
  accessAckSubject: `Your access request — ${site.name}`,
  accessAck: `Hello,\n\nThank you for requesting access to ${site.name}. We review every request personally and will reply ${replyWithin.accessRequest}. If it is approved, your invitation code will arrive by e-mail.\n\n`,
  partnershipAckSubject: `Your partnership application — ${site.name}`,
  partnershipAck: `Hello,\n\nThank you for applying to the ${site.name} equity partnership program. Our team will review your application and reply ${replyWithin.partnership}.\n\n`,
  jobAckSubject: (title: string) => `Your application for ${title} — ${site.name}`,
  jobAck: (title: string) =>
    `Hello,\n\nThank you for applying for the ${title} position at ${site.name}. We read every application and will reply ${replyWithin.job}.\n\n`,
  newsletterConfirmSubject: `Please confirm your subscription — ${site.name}`,
  newsletterConfirm: (confirmUrl: string, unsubscribeUrl: string) =>
    `Hello,\n\nSomeone (we hope you) asked to receive the ${site.name} newsletter at this address. To confirm, open this link and press the button — that is all it takes:\n\n${confirmUrl}\n\nIf you did not ask for it, ignore this e-mail and you will not hear from us again. To keep this address off the list for good, open:\n${unsubscribeUrl}\n\n`,
  newsletterWelcomeSubject: `You're subscribed — ${site.name}`,
  newsletterWelcome: (unsubscribeUrl: string) =>
    `Hello,\n\nYour subscription to the ${site.name} newsletter is confirmed. Expect one practical e-mail a month.\n\nTo unsubscribe at any time, open this link and press the button:\n${unsubscribeUrl}\n\n`,
  newsletterAlreadySubject: `You're already subscribed — ${site.name}`,
  newsletterAlready: (unsubscribeUrl: string) =>
    `Hello,\n\nSomeone asked to subscribe this address to the ${site.name} newsletter. It is already subscribed, so nothing has changed.\n\nTo unsubscribe, open this link and press the button:\n${unsubscribeUrl}\n\n`,
} as const;

type PositionLike = { slug: string; title: string; department: string; location: string };

/** /careers/apply/<slug>. */
export const applyPage = {
  seo: (p: PositionLike) => ({
    title: `Apply: ${p.title}`,
    description: `Apply for the ${p.title} role (${p.department}, ${p.location}) at Gateway Tech Enterprises in Atlanta.`,
    path: `/careers/apply/${p.slug}`,
  }),
  eyebrow: "Careers at Gateway Tech",
  title: (p: PositionLike) => `Apply for ${p.title}`,
  description: (p: PositionLike) =>
    `Tell us a little about yourself. No cover-letter formalities needed: a few honest lines and a link to your work are what we read first. We reply to every applicant for the ${p.title} role ${replyWithin.job}.`,
  back: { label: "All Open Positions", href: "/careers#positions", variant: "outlineLight" as const },
  cta: {
    title: "Questions about a role?",
    description: "Ask our team anything about the position, the hiring steps or working at Gateway Tech.",
    ctas: [
      { label: "Contact HR Team", href: "/contact" },
      { label: "Back to Careers", href: "/careers" },
    ],
  },
} as const;

/** The end of the newsletter pages. */
export const newsletterPageCta = {
  title: "Want results sooner than next month's newsletter?",
  description: "Tell us about your business and we will suggest the first three things we would do.",
  ctas: [
    { label: "Get a Free Consultation", href: inquiryHref() },
    { label: "Read the Blog", href: "/blog" },
  ],
} as const;
