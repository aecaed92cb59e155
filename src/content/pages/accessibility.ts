import type { PageContent } from "../blocks";
import type { LegalSection } from "../types";
import { formattedAddress, site } from "../site";
import { legalDates } from "../legal-dates";

/** Feedback promises of the statement (spec §9). */
export const accessibilityFigures = { replyBusinessDays: 5, resolutionDays: 30 } as const;

/** The statement's sections, in the spec's order. */
export const accessibilitySections: readonly LegalSection[] = [
  {
    id: "commitment",
    heading: "Our Commitment",
    paragraphs: [
      `${site.name} wants everyone to be able to use this website, including people who use screen readers, keyboards, voice control, magnification or captions. We treat accessibility as part of quality, not as an extra, and we apply the same standard to the websites we build for clients.`,
    ],
  },
  {
    id: "conformance",
    heading: "Conformance Status",
    paragraphs: [
      "The Web Content Accessibility Guidelines (WCAG) define requirements for designers and developers to improve accessibility for people with disabilities, at three levels: A, AA and AAA.",
      "This website is partially conformant with WCAG 2.1 level AA. Partially conformant means that some parts of the content do not yet fully conform to the standard; the known gaps are listed under Known Limitations below.",
    ],
  },
  {
    id: "features",
    heading: "Accessibility Features",
    paragraphs: ["Features built into every page of this site:"],
    list: [
      'A "Skip to content" link as the first item on every page.',
      "One main heading per page and headings in a logical order, so screen-reader users can navigate by heading.",
      "Text and buttons that meet WCAG AA contrast ratios.",
      "Every control usable by keyboard alone, with a visible focus outline.",
      "Labels on every form field, error messages tied to the field they describe, and forms that work without JavaScript.",
      "Text alternatives for meaningful images; decorative icons are hidden from assistive technology.",
      "Menus and the contact widget announce whether they are open, and the mobile menu closes with the Escape key.",
      "Layouts that reflow at 400% zoom and on narrow phone screens without horizontal scrolling, and that respect the reduced-motion setting.",
    ],
  },
  {
    id: "compatibility",
    heading: "Compatibility with Browsers and Assistive Technology",
    paragraphs: [
      "The site is designed to work with the current and previous major versions of Chrome, Edge, Firefox and Safari on desktop and mobile, and with the screen readers most people use with them: NVDA and JAWS on Windows, VoiceOver on macOS and iOS, and TalkBack on Android.",
      "Older browsers and assistive technologies may still display the content, but some features may not work as intended.",
    ],
  },
  {
    id: "known-limitations",
    heading: "Known Limitations",
    paragraphs: ["Despite our efforts, a few parts of the site are not yet fully accessible. We are working on them:"],
    list: [
      "Older blog articles may contain images with brief or missing descriptions. We are reviewing them from newest to oldest.",
      "Our video client stories are shown during consultations rather than published here. Each has captions, and we send a written transcript on request.",
      "Some documents we send on request, such as proposals in PDF form, may not be fully tagged for screen readers. Ask us and we will send an accessible version or read it through with you.",
      "Content embedded from third parties, such as maps or social media posts, is outside our control and may not meet the standard; we always give the same information in text nearby.",
    ],
  },
  {
    id: "assessment",
    heading: "Assessment Approach",
    paragraphs: [
      "We assess the accessibility of this site in three ways: automated checks against WCAG 2.1 A and AA run on every page at desktop and phone widths each time the site is changed; manual keyboard-only and screen-reader reviews of new page types and forms before release; and feedback from the people who use the site.",
    ],
  },
  {
    id: "ongoing-efforts",
    heading: "Ongoing Efforts",
    paragraphs: ["Accessibility is never finished. We:"],
    list: [
      "include accessibility acceptance criteria in every design and development task;",
      "train our designers, developers and writers on WCAG 2.1 and plain language;",
      "review the whole site at least once a year and publish an updated statement;",
      "track reported issues until they are fixed and tell the person who reported them.",
    ],
  },
  {
    id: "feedback",
    heading: "Feedback",
    paragraphs: [
      "If you have trouble using any part of this website, or if something is hard to read, hear or operate, please tell us. Say which page you were on, what you were trying to do and, if you like, which browser and assistive technology you use.",
      `Contact us by phone at ${site.phone.display} (${site.hours.summary}), by e-mail at ${site.email}, through our contact page, or by mail at ${formattedAddress}. We reply within ${accessibilityFigures.replyBusinessDays} business days and aim to resolve the problem within ${accessibilityFigures.resolutionDays} days. While we work on it, we will get you the information or service you need in another way.`,
    ],
  },
  {
    id: "technical-specifications",
    heading: "Technical Specifications",
    paragraphs: [
      "The accessibility of this website relies on the following technologies working with your browser and any assistive technology or plug-ins installed on your computer: HTML, WAI-ARIA, CSS and JavaScript. Core content and forms remain usable when JavaScript is turned off.",
    ],
  },
  {
    id: "formal-complaints",
    heading: "Formal Complaints",
    paragraphs: [
      `If you are not satisfied with our response, you may send a formal complaint in writing to our accessibility coordinator at ${site.email} or by mail to ${formattedAddress}. A member of our leadership team reviews every formal complaint and replies in writing within ${accessibilityFigures.resolutionDays} days with what we will do.`,
      "You also have the right to contact the U.S. Department of Justice's Civil Rights Division, which enforces the Americans with Disabilities Act, at ada.gov.",
    ],
  },
];

/** /accessibility: the statement, its last-updated date, Report an Issue and Back to Home. */
export const page = {
  seo: {
    title: "Accessibility Statement",
    description:
      "Gateway Tech Enterprises' accessibility statement: partially conformant with WCAG 2.1 AA, features, known limitations, and how to report a problem. We reply within 5 business days.",
    path: "/accessibility",
    keywords: [
      "accessibility statement",
      "WCAG 2.1 AA",
      "ADA website accessibility Atlanta",
      "accessible web design",
      "Gateway Tech Enterprises accessibility",
    ],
  },
  blocks: [
    {
      type: "hero",
      eyebrow: "Accessibility",
      title: "Accessibility Statement",
      description:
        "Everyone should be able to read, navigate and contact us through this website. Here is where we stand against WCAG 2.1 AA, what we are still fixing, and how to tell us about a barrier.",
    },
    {
      type: "legal",
      updated: legalDates.accessibility,
      sections: accessibilitySections,
    },
    {
      type: "cta",
      title: "Found a barrier on our site?",
      description: `Tell us and we will reply within ${accessibilityFigures.replyBusinessDays} business days, and aim to fix it within ${accessibilityFigures.resolutionDays} days.`,
      ctas: [
        { label: "Report an Issue", href: "/contact" },
        { label: "Back to Home", href: "/" },
      ],
    },
  ],
} satisfies PageContent;
