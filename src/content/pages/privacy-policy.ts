import type { PageContent } from "../blocks";
import type { LegalSection } from "../types";
import { formattedAddress, site } from "../site";
import { legalDates, longDate } from "../legal-dates";
import { periodWords, retention } from "../retention";

export const privacyUpdated = longDate(legalDates.privacyPolicy);

/** The twelve sections of the privacy policy (spec: exactly 12). They describe what this site really does. */
export const privacySections: readonly LegalSection[] = [
  {
    id: "who-we-are",
    heading: "Who We Are",
    paragraphs: [
      `${site.name} ("Gateway Tech", "we", "us") is a technology consulting and web services agency at ${formattedAddress}. This policy explains what personal information we collect through this website, why we collect it, who we share it with and the choices you have.`,
      "It covers this website and the e-mails we send from it. Work we do for a client under a signed agreement is governed by that agreement, which may include its own data processing terms.",
    ],
  },
  {
    id: "information-we-collect",
    heading: "Information We Collect",
    paragraphs: ["We collect only what you give us and what we need to keep the site secure. You can read every public page without telling us who you are."],
    list: [
      "Contact and project inquiry forms: your name, e-mail address, optional phone number and company, the services, budget and timeline you select, and your message.",
      "Access requests: your name, e-mail address, optional phone number and company, and the description of your business you give us.",
      "Partnership and job applications: the details you enter, such as business name, industry, revenue range, profile link and cover note.",
      "Newsletter: your e-mail address and the date you confirmed your subscription.",
      "Invitation-code verification: the e-mail address you enter with your code and the code you used.",
      "Security data: the IP address and browser user agent of requests that submit a form, verify a code or sign in, kept to stop abuse and to investigate incidents.",
      "Cookie choices: which optional cookie categories you accepted or refused, and whether your browser sent a Global Privacy Control signal.",
    ],
  },
  {
    id: "how-we-use-information",
    heading: "How We Use Your Information",
    paragraphs: ["We use personal information to run our business with you, and for nothing else without asking you first."],
    list: [
      "To answer your inquiry, prepare a proposal and deliver the services you engage us for.",
      "To review access requests and partnership or job applications, and to tell you our decision.",
      "To create and check your verified session when you enter an invitation code.",
      "To send the newsletter you confirmed, and only until you unsubscribe.",
      "To protect the site: rate-limiting repeated attempts, keeping an audit log of sign-ins and administrative actions, and detecting spam.",
      "To meet legal, tax and accounting obligations and to enforce our agreements.",
    ],
  },
  {
    id: "cookies",
    heading: "Cookies and Similar Technologies",
    paragraphs: [
      "Necessary cookies are always on because the site cannot work without them. When you verify an invitation code we set a session cookie (gte_session) that holds a random token. It is HttpOnly, so scripts on the page cannot read it, it is sent only to this site, and it is marked Secure on HTTPS. We store only a hash of the token. A second cookie (gte_consent) and your browser's local storage (cookieConsent) remember your cookie choice.",
      "Analytics, marketing and functional cookies are optional and off until you opt in through the cookie banner. Scripts in a category load only after you allow that category. You can change your choice at any time with the Cookie settings link in the footer. When you turn a category off, the page reloads so its scripts stop running; cookies a third-party service already set on its own domain can be deleted in your browser's settings.",
      "We record each cookie choice, including refusals, with a random identifier, the policy version and the time, so that we can show what you agreed to. The record does not contain your name or e-mail address.",
      "If you allow analytics, your browser's local storage (gte_attribution) also remembers how your visits reached us: the first page you opened, the website that linked to it (its name only, such as google.com), the campaign tags in the link (utm_source, utm_medium, utm_campaign, utm_term, utm_content) and whether the link came from an ad (the ad's click id itself is not kept). It holds the first such visit and the latest. When you send us a form, this goes with it, so we know which pages, searches, e-mails and campaigns bring us work. Without analytics consent, or with Global Privacy Control on, nothing is kept in your browser and a form tells us only the page it was sent from and the campaign tags in that page's own address. Turning analytics off deletes what was kept.",
      "We count page views on our own server, without cookies: each page tells the server its address and, when it is the first page of a visit, the website that linked to it and the link's campaign tags. The server adds one to a count for that day, page and channel and keeps nothing else: no IP address, no identifier, nothing that could tell one visitor from another. Automated visitors (search engine crawlers, link previews, monitoring tools) are left out. These counts need no consent because nothing in them is about you.",
      "We derive a channel from these facts by fixed rules, in this order: an ad click or a paid medium is paid search (paid social when the source is a social network); an e-mail medium or source is e-mail; a social network as source or referrer is organic social; a search engine is organic search; any other campaign tag is other; any other website is referral; and nothing at all is direct.",
    ],
  },
  {
    id: "global-privacy-control",
    heading: "Global Privacy Control and Do Not Sell",
    paragraphs: [
      "We do not sell personal information and we do not share it for cross-context behavioral advertising.",
      "If your browser sends a Global Privacy Control (GPC) signal, we treat it as an opt-out: analytics and marketing cookies stay off even if you click Accept All or accepted them before you turned the signal on, and the choice we record notes that the signal was present. You do not need to do anything else.",
    ],
  },
  {
    id: "sharing",
    heading: "How We Share Information",
    paragraphs: [
      "We share personal information only with service providers that help us run this site and our business, under contracts that limit their use of it to serving us, and when the law requires it.",
    ],
    list: [
      "Hosting and database providers that store the site's data on our behalf.",
      "Our e-mail provider, which relays the messages we send over SMTP: replies to your inquiries, invitation codes, newsletter confirmations and notifications to our team.",
      "Professional advisers such as accountants and lawyers, under a duty of confidentiality.",
      "Authorities, when a valid legal process requires it, or a buyer of our business, who would be bound by this policy.",
    ],
  },
  {
    id: "invitation-codes",
    heading: "Invitation Codes and Verified Sessions",
    paragraphs: [
      "Some content is shown only to invited clients and partners. Invitation codes are stored as one-way hashes, so even our own staff cannot read a code back from the database. When you verify a code we keep your e-mail address, the code used, the time, your IP address and user agent with the session.",
      "A visitor session lasts 30 days. Administrator sessions are shorter and end after a period of inactivity. When you log out we revoke the session on our server and delete the cookie from your browser.",
    ],
  },
  {
    id: "email",
    heading: "E-mail and the Newsletter",
    paragraphs: [
      "The newsletter uses double opt-in: after you enter your address we send one confirmation e-mail, and you receive nothing else until you click the link in it. Every newsletter contains an unsubscribe link that works with one click, and unsubscribing takes effect immediately.",
      "Messages about your inquiry, application or project are sent because you asked us to contact you. We never add you to the newsletter because you filled in another form.",
    ],
  },
  {
    id: "retention",
    heading: "How Long We Keep Information",
    paragraphs: ["We keep personal information only as long as we need it for the purpose we collected it for."],
    list: [
      `Inquiries and access requests that do not become a project: up to ${periodWords(retention.inquiries)} after our last contact with you.`,
      "Client records and invoices: for the length of the engagement and 7 years after, for tax and legal purposes.",
      `Job applications: up to ${periodWords(retention.jobApplications)}, unless you ask us to keep yours on file longer.`,
      `Rate-limit entries: ${periodWords(retention.rateLimitEntries)}. Security and audit logs: up to ${periodWords(retention.auditLog)}.`,
      `Verified sessions (your e-mail address, IP address and user agent): while the session lasts and up to ${periodWords(retention.endedSessions)} after it ends.`,
      `Sign-in links you ask us to e-mail (your e-mail address and IP address): ${periodWords(retention.signInSteps)} after the link expires, 15 minutes after it is sent.`,
      `Cookie-choice records: for as long as the choice applies and ${periodWords(retention.consentRecords)} after, to show what was agreed.`,
      "Newsletter: until you unsubscribe; afterwards we keep only your address on a suppression list so we never e-mail you again by mistake.",
    ],
  },
  {
    id: "security",
    heading: "How We Protect Information",
    paragraphs: [
      "The site is served over HTTPS. Invitation codes and session tokens are stored only as hashes, forms are checked on the server and protected against automated abuse, and verification attempts are rate-limited and logged. Access to the database and the administration console is limited to the staff who need it.",
      "No system is perfectly secure. If a breach affects your personal information, we will notify you and the authorities as Georgia law (O.C.G.A. § 10-1-912) and other applicable laws require.",
    ],
  },
  {
    id: "your-rights",
    heading: "Your Privacy Rights",
    paragraphs: [
      "Wherever you live, you can ask us to tell you what personal information we hold about you, to give you a copy, to correct it, to delete it, or to stop using it for a purpose you object to. Residents of states with privacy laws, such as California, may have further rights under those laws, and we will honor them.",
      `To make a request, e-mail ${site.email}, call ${site.phone.display} or use our contact page. We may ask you to confirm your e-mail address so that we do not give your information to someone else. We answer every request within 30 days and explain any part we cannot fulfill. We will never treat you differently for exercising your rights.`,
      `When you ask us to delete your information, we erase everything held under your e-mail address in one step: your form entries and our notes on them, the e-mails to or about you, your newsletter subscription, your verified sessions, and your address on any invitation code made for you (the code stops working). Our audit log, which protects the site against misuse and cannot be changed, never holds a visitor's address: it names you by a reference computed from your address with a key only our server holds, never the address itself. It records that an erasure was made and how many records went, never what they said, and its entries are deleted after ${periodWords(retention.auditLog)}.`,
      "This site is intended for adults doing business with us. It is not directed to children under 13, and we do not knowingly collect their information; if you believe a child has sent us information, contact us and we will delete it.",
    ],
  },
  {
    id: "changes-contact",
    heading: "Changes to This Policy and How to Contact Us",
    paragraphs: [
      "When we change this policy we update the date at the top of the page, and the cookie banner asks for your choice again. We will e-mail confirmed newsletter subscribers and clients about significant changes before they take effect.",
      `Questions about this policy or your information: ${site.name}, ${formattedAddress}; ${site.email}; ${site.phone.display} (${site.hours.summary}).`,
    ],
  },
];

/** /privacy-policy: noindex, twelve sections, buttons to /contact and /. */
export const page = {
  seo: {
    title: "Privacy Policy",
    description:
      "How Gateway Tech Enterprises collects, uses and protects personal information: forms, invitation-code sessions, cookies, Global Privacy Control, the newsletter and your privacy rights.",
    path: "/privacy-policy",
    keywords: ["privacy policy", "Gateway Tech Enterprises privacy", "cookie policy", "Global Privacy Control", "data protection"],
  },
  blocks: [
    {
      type: "hero",
      eyebrow: "Legal",
      title: "Privacy Policy",
      description:
        "What we collect, why, who sees it and how to ask us for it, in plain English. We do not sell personal information, and we honor Global Privacy Control.",
    },
    {
      type: "legal",
      updated: legalDates.privacyPolicy,
      intro: "This policy applies to the Gateway Tech Enterprises website and the e-mails we send from it.",
      sections: privacySections,
    },
    {
      type: "cta",
      title: "Questions about your privacy?",
      description: `Ask us anything about your information, or send a privacy request. We answer within 30 days, usually much sooner.`,
      ctas: [
        { label: "Contact Us", href: "/contact" },
        { label: "Back to Home", href: "/" },
      ],
    },
  ],
} satisfies PageContent;
