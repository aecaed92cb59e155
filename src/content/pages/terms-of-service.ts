import type { PageContent } from "../blocks";
import type { LegalSection } from "../types";
import { formattedAddress, site } from "../site";
import { legalDates, longDate } from "../legal-dates";

export const termsUpdated = longDate(legalDates.termsOfService);

/** The commercial figures of spec §9, used in the text below and pinned by the unit tests. */
export const termsFigures = {
  paymentDueDays: 30,
  lateInterestPerMonth: "1.5%",
  liabilityCapMonths: 12,
  minimumAge: 18,
  governingLaw: "Georgia",
  arbitrationVenue: "Atlanta, Georgia",
  leaseCancellationNoticeDays: 30,
} as const;

const f = termsFigures;

/** The seventeen sections of the terms of service (spec: exactly 17). */
export const termsSections: readonly LegalSection[] = [
  {
    id: "acceptance",
    heading: "Acceptance of These Terms",
    paragraphs: [
      `These Terms of Service ("Terms") are an agreement between you and ${site.name}, a Georgia business located at ${formattedAddress} ("Gateway Tech", "we", "us"). They apply when you use this website and when you buy services from us.`,
      "By using the site or signing a proposal that refers to these Terms, you accept them. If you accept on behalf of a company, you confirm that you have authority to bind it. If a signed proposal, statement of work or partnership agreement says something different, that document wins for the services it covers.",
    ],
  },
  {
    id: "eligibility",
    heading: "Eligibility",
    paragraphs: [
      `You must be at least ${f.minimumAge} years old and able to form a binding contract to use this site's forms or to buy our services. Our services are offered to businesses and professionals, not to consumers for personal, family or household use.`,
    ],
  },
  {
    id: "services",
    heading: "Our Services",
    paragraphs: [
      "We provide technology consulting, website design and development, custom software, UI/UX design, hosting and maintenance, search engine optimization, paid advertising management, performance analysis, website leasing, headless commerce and CMS work, and an equity partnership program.",
      "Descriptions, prices and timelines on this website are general information, not an offer. The scope, price and schedule of any engagement are set in a written proposal or statement of work that both sides accept.",
    ],
  },
  {
    id: "invitation-access",
    heading: "Invitation Codes and Verified Access",
    paragraphs: [
      "Some content is available only to visitors who verify an invitation code. A code is issued to you or your organization for your own use. Do not share, sell or publish it, and do not try to guess codes or get around the verification.",
      "We may limit, expire or revoke any code or verified session at any time, for example if a code is shared or misused. Content you see after verification is confidential business information under the Confidentiality section below.",
    ],
  },
  {
    id: "proposals",
    heading: "Proposals, Statements of Work and Changes",
    paragraphs: [
      "Each engagement starts with a proposal or statement of work describing deliverables, milestones, fees and assumptions. Work outside that scope is a change: we will describe it and its cost in writing, and we start it only after you approve.",
      "Timelines depend on you providing content, access and feedback when agreed. If those are late, delivery dates move by at least the same amount of time.",
    ],
  },
  {
    id: "payment",
    heading: "Fees, Invoices and Payment",
    paragraphs: [
      `Unless your proposal says otherwise, invoices are due within ${f.paymentDueDays} days of the invoice date. Amounts not paid when due accrue late interest of ${f.lateInterestPerMonth} per month, or the highest rate the law allows if that is lower, from the due date until paid.`,
      "Project fees may be invoiced as a deposit and milestones; monthly services such as hosting, maintenance, SEO, advertising management and website leasing are invoiced in advance each month. Fees do not include taxes or third-party costs such as advertising spend, domain names, licenses or paid plugins, which you pay directly or reimburse at cost.",
      "If an invoice is more than 30 days overdue, we may pause work and hosted services after giving you written notice and a chance to pay. You remain responsible for reasonable costs of collecting overdue amounts.",
    ],
  },
  {
    id: "website-leasing",
    heading: "Website Leasing Plans",
    paragraphs: [
      `Website leasing plans are month-to-month subscriptions that include design, hosting, maintenance and the features of the plan you choose. Either side may cancel with ${f.leaseCancellationNoticeDays} days' written notice.`,
      "Under a lease we own the website's design and code and license them to you while the lease is active; you always own your business name, logo, content, domain and customer data. When a lease ends, we give you an export of your content; if you would rather own the site outright, we will quote a buy-out.",
    ],
  },
  {
    id: "equity-partnership",
    heading: "Equity Partnership Program",
    paragraphs: [
      "Under the equity partnership program we provide agreed services for $0 upfront in exchange for an equity stake in your business. Submitting an application does not create a partnership. Each partnership is governed by a separate written agreement, reviewed by both sides' advisers, that sets the equity percentage, vesting, services and exit terms. Nothing on this website is an offer of securities.",
    ],
  },
  {
    id: "client-responsibilities",
    heading: "Client Responsibilities and Content",
    paragraphs: [
      "You are responsible for the content, images, trademarks and data you give us, and you confirm that you have the right to use them and that they do not break any law or anyone's rights. You are also responsible for your own products, prices, claims and legal notices on your website, and for keeping your passwords and accounts secure.",
    ],
  },
  {
    id: "intellectual-property",
    heading: "Intellectual Property",
    paragraphs: [
      "When you have paid in full for a project, you own the final deliverables created specifically for you, except under a website lease. We keep ownership of our pre-existing tools, code libraries, templates and know-how, and grant you a perpetual, non-exclusive license to use those included in your deliverables.",
      "Open-source and third-party components remain under their own licenses. Unless you tell us otherwise in writing, we may list your business name and a description of the project in our portfolio.",
      "The content of this website, including its text, design, graphics and code, belongs to Gateway Tech or its licensors and may not be copied without our permission.",
    ],
  },
  {
    id: "acceptable-use",
    heading: "Acceptable Use of This Website",
    paragraphs: ["When you use this website you agree not to:"],
    list: [
      "submit false information or someone else's details through our forms;",
      "send spam, malware or automated submissions, or scrape the site in a way that burdens it;",
      "try to break into accounts, the administration console or our systems, or test their vulnerability without our written permission;",
      "use the site for anything unlawful or to harass anyone.",
    ],
  },
  {
    id: "confidentiality",
    heading: "Confidentiality",
    paragraphs: [
      "Each side will keep the other's non-public business information confidential, use it only for the engagement, and protect it with reasonable care. This does not apply to information that is already public, that the receiving side already had or developed independently, or that must be disclosed by law, in which case the disclosing side will be told first where the law allows.",
    ],
  },
  {
    id: "warranties",
    heading: "Warranties and Disclaimers",
    paragraphs: [
      "We will perform services in a professional and workmanlike manner. If a deliverable does not match its agreed specification, tell us within 30 days of delivery and we will fix it at no charge; that is your remedy for such a defect.",
      'Apart from that promise, the website and services are provided "as is". We do not guarantee particular search rankings, advertising results, traffic, sales or uninterrupted operation of third-party platforms, and we disclaim implied warranties of merchantability, fitness for a particular purpose and non-infringement to the extent the law allows. Results described on this site are past results, not a promise of future ones.',
    ],
  },
  {
    id: "limitation-of-liability",
    heading: "Limitation of Liability",
    paragraphs: [
      `To the fullest extent the law allows, our total liability for all claims arising out of these Terms or our services is limited to the fees you paid us in the ${f.liabilityCapMonths} months before the event giving rise to the claim.`,
      "Neither side is liable for indirect, incidental, special, consequential or punitive damages, or for lost profits, revenue or data, even if told they were possible. These limits do not apply to your payment obligations, to either side's indemnity obligations, or to liability that cannot be limited by law, such as for fraud or willful misconduct.",
    ],
  },
  {
    id: "indemnification",
    heading: "Indemnification",
    paragraphs: [
      "You will defend and indemnify Gateway Tech against third-party claims arising from content or materials you provide, your products and services, or your breach of these Terms. We will defend and indemnify you against third-party claims that a deliverable we created for you, used as delivered, infringes that party's intellectual property rights. The side seeking protection must notify the other promptly and let it control the defense.",
    ],
  },
  {
    id: "termination-changes",
    heading: "Term, Termination and Changes to These Terms",
    paragraphs: [
      "Either side may end an engagement as its proposal or statement of work allows, or immediately if the other materially breaches these Terms and does not cure the breach within 15 days of written notice. You pay for work performed and expenses incurred up to the end date. Sections that by their nature should survive, such as payment, intellectual property, confidentiality, liability and dispute resolution, survive termination.",
      "We may update these Terms by posting a new version on this page with a new date. Changes apply to website use from the date posted; for a signed engagement, the version in effect when you signed applies until you agree to a newer one.",
    ],
  },
  {
    id: "governing-law",
    heading: "Governing Law, Arbitration and Contact",
    paragraphs: [
      `These Terms are governed by the laws of the State of ${f.governingLaw}, without regard to its conflict-of-laws rules. Before starting any formal proceeding, each side will try in good faith to resolve a dispute by talking to the other for at least 30 days.`,
      `Any dispute that is not resolved that way will be settled by binding arbitration administered by the American Arbitration Association under its Commercial Arbitration Rules, before a single arbitrator, in ${f.arbitrationVenue}. Judgment on the award may be entered in any court with jurisdiction. Either side may bring an individual claim in small claims court, or ask a court for urgent injunctive relief to protect confidential information or intellectual property.`,
      `Questions about these Terms: ${site.name}, ${formattedAddress}; ${site.email}; ${site.phone.display}.`,
    ],
  },
];

/** /terms-of-service: noindex, seventeen sections, buttons to /contact and /. */
export const page = {
  seo: {
    title: "Terms of Service",
    description:
      "Terms of Service for Gateway Tech Enterprises: services, invitation access, invoices due in 30 days, website leasing, equity partnerships, liability, Georgia law and arbitration in Atlanta.",
    path: "/terms-of-service",
    keywords: ["terms of service", "Gateway Tech Enterprises terms", "web agency contract terms", "Georgia law", "Atlanta arbitration"],
  },
  blocks: [
    {
      type: "hero",
      eyebrow: "Legal",
      title: "Terms of Service",
      description:
        "The rules for using this website and working with us: how proposals, invoices, leases and partnerships work, and how we resolve disagreements under Georgia law.",
    },
    {
      type: "legal",
      updated: legalDates.termsOfService,
      intro: "Please read these Terms carefully. They include a limitation of liability and an agreement to resolve disputes by arbitration in Atlanta.",
      sections: termsSections,
    },
    {
      type: "cta",
      title: "Questions about these terms?",
      description: "We are happy to walk you through any section before you sign a proposal.",
      ctas: [
        { label: "Contact Us", href: "/contact" },
        { label: "Back to Home", href: "/" },
      ],
    },
  ],
} satisfies PageContent;
