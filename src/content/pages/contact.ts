import type { PageContent } from "../blocks";
import { inquiryAnchor } from "../inquiry";
import { claims, formattedAddress, site } from "../site";

export const page = {
  seo: {
    title: "Contact Us: Free Consultation in Atlanta",
    description: `Call ${site.phone.display}, e-mail or visit Gateway Tech Enterprises in Midtown Atlanta. Free consultations, quotes and audits; we reply ${site.responseTime}.`,
    path: "/contact",
    keywords: ["contact Gateway Tech", "Atlanta web agency contact", "free consultation Atlanta", "web design quote Atlanta", "technology consulting Atlanta"],
  },
  blocks: [
    {
      // The form opens the page: every "Get Quote" lands on it in the first screen, phone or desktop.
      type: "form",
      id: inquiryAnchor,
      lead: true,
      eyebrow: "Free quote and consultation",
      title: "Tell us about your project",
      description: `A strategist replies ${site.responseTime} with next steps; the quote is free, with no obligation. Rather talk? Call ${site.phone.display}.`,
      form: "project-inquiry",
    },
    {
      type: "cards",
      id: "contact-options",
      eyebrow: "Reach us",
      title: "Four ways to get in touch",
      columns: 4,
      tone: "white",
      items: [
        {
          icon: "Phone",
          title: "Call Us",
          description: `Speak with a strategist at ${site.phone.display}, ${site.hours.weekdaysShort}, ${site.hours.time}.`,
          cta: { label: "Call now", href: site.phone.href },
        },
        {
          icon: "Mail",
          title: "E-mail Us",
          description: `Write to ${site.email} with your project details. We reply ${site.responseTime}.`,
          cta: { label: "Send an e-mail", href: `mailto:${site.email}` },
        },
        {
          icon: "MessageCircle",
          title: "Live Chat",
          // Live chat is a text conversation: say so, and give the number for a computer that cannot send texts.
          description: `Text us at ${site.phone.display}, ${site.hours.time}: a strategist texts back in the same conversation. On a computer? Send the text from your phone, or e-mail us.`,
          cta: { label: site.chat.label, href: site.chat.href },
        },
        {
          icon: "CalendarCheck",
          title: "Schedule a Meeting",
          description: "Book a 30-minute call or an in-person visit at our Midtown office. Weekends by appointment.",
          cta: { label: "Request a meeting", href: `mailto:${site.email}?subject=${encodeURIComponent("Meeting request")}` },
        },
      ],
    },
    {
      type: "columns",
      id: "visit",
      eyebrow: "Visit us",
      title: "Our Atlanta office and hours",
      tone: "muted",
      columns: [
        {
          icon: "MapPin",
          title: "Location",
          paragraphs: [
            formattedAddress,
            "Our office is on Peachtree Street in Midtown. Visits are by appointment, so a strategist is ready for you when you arrive.",
          ],
        },
        {
          icon: "Clock",
          title: "Hours",
          paragraphs: [`Every call, e-mail and inquiry gets a reply ${site.responseTime}.`],
          list: [site.hours.weekdays, site.hours.weekend, site.hours.liveChat],
        },
      ],
    },
    {
      type: "richText",
      id: "partnership",
      eyebrow: `${claims.upfront} upfront`,
      title: "Short on budget? Ask about equity partnership",
      paragraphs: [
        "Promising businesses can get a website, marketing and hosting with no upfront cost in exchange for a minority equity stake. Owners typically keep 80–90% of their company.",
      ],
      tone: "muted",
      ctas: [{ label: "Learn About Equity Partnership", href: "/equity-partnership", variant: "outline" }],
    },
    {
      type: "faq",
      id: "faq",
      eyebrow: "FAQ",
      title: "Frequently asked questions",
      tone: "white",
      items: [
        {
          question: "How quickly will you respond?",
          answer: `We reply to every call, e-mail and inquiry ${site.responseTime} on business days, usually the same day.`,
        },
        {
          question: "Is the first consultation really free?",
          answer:
            "Yes. The first consultation, and any audit we offer with it, is free and carries no obligation. You leave with practical recommendations whether or not you hire us.",
        },
        {
          question: "What information should I have ready?",
          answer:
            "Your website address if you have one, what you want to achieve, a rough budget and any deadline. If you are not sure about budget, we will give you options at different price points.",
        },
        {
          question: "Do you only work with Atlanta businesses?",
          answer: "Most of our clients are in metro Atlanta and we love meeting in person, but we work with businesses across the United States by video call.",
        },
        {
          question: "How much does a project cost?",
          answer:
            "Landing pages start at $1,500, business websites at $3,500 and website leasing at $299/month. Custom software is quoted after a scoping call. You get a fixed written quote before any work starts.",
        },
      ],
    },
    {
      type: "cta",
      title: "Prefer to talk it through?",
      description: `Call ${site.phone.display} during business hours, or e-mail ${site.email} any time.`,
      ctas: [
        { label: `Call ${site.phone.display}`, href: site.phone.href },
        { label: "E-mail Us", href: `mailto:${site.email}` },
      ],
    },
  ],
} satisfies PageContent;
