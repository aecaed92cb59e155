import type { Block, PageContent } from "../blocks";
import { claims, site } from "../site";

/** /careers: hero, values and benefits; then the open positions (src/content/careers.ts), then `closing`. */
export const page = {
  seo: {
    title: "Careers: Join Our Atlanta Tech Team",
    description:
      "Work at Gateway Tech Enterprises in Atlanta: open roles in engineering, design, marketing, sales and operations, with salary ranges, hybrid schedules and real benefits.",
    path: "/careers",
    keywords: ["Atlanta tech jobs", "web developer jobs Atlanta", "digital marketing jobs Atlanta", "UI/UX designer jobs Atlanta", "Gateway Tech careers"],
  },
  blocks: [
    {
      type: "hero",
      eyebrow: "Careers at Gateway Tech",
      title: "Build technology that",
      highlight: "moves Atlanta businesses",
      description:
        "We are a small, senior team of developers, designers and marketers helping local companies grow. Every role has a published salary range, a hybrid or remote option and a real say in how we work.",
      ctas: [
        { label: "View Open Positions", href: "#positions", icon: "ArrowRight" },
        { label: "Contact HR Team", href: "/contact", variant: "outlineLight" },
      ],
      stats: [
        { value: "6", label: "Open positions" },
        { value: claims.years, label: "Years in Atlanta" },
        { value: claims.projects, label: "Projects delivered" },
        { value: claims.satisfaction, label: "Client satisfaction" },
      ],
    },
    {
      type: "cards",
      id: "values",
      eyebrow: "Our values",
      title: "How we work",
      columns: 4,
      tone: "white",
      items: [
        { icon: "Heart", title: "Clients first", description: "We treat every client's business like our own and measure ourselves by their results." },
        { icon: "Eye", title: "Radical clarity", description: "Plain language, honest estimates and bad news delivered early, to clients and to each other." },
        { icon: "Lightbulb", title: "Keep learning", description: "Every person gets time and budget to learn, and we share what we learn every Friday." },
        { icon: "Users", title: "Win as a team", description: "Designers, developers and marketers work in one room, on one plan, toward one outcome." },
      ],
    },
    {
      type: "cards",
      id: "benefits",
      eyebrow: "Benefits",
      title: "What we offer",
      tone: "muted",
      items: [
        { icon: "HeartPulse", title: "Health coverage", description: "Medical, dental and vision insurance, with the company paying most of your premium." },
        { icon: "PiggyBank", title: "401(k) with match", description: "A retirement plan with a company match from your first day." },
        { icon: "Home", title: "Hybrid and remote", description: "Two office days a week in Midtown for most roles, fully remote where the role allows." },
        { icon: "Plane", title: "Paid time off", description: "Three weeks of paid vacation, ten holidays and your birthday off." },
        { icon: "GraduationCap", title: "Learning budget", description: "Yearly budget for courses, certifications and conferences." },
        { icon: "Laptop", title: "Great equipment", description: "A new laptop, monitor and the software you need to do your best work." },
      ],
    },
  ],
} satisfies PageContent;

/** The heading of the open positions section (the cards come from `positions`). */
export const positionsSection = {
  id: "positions",
  eyebrow: "Open positions",
  title: "Join the team",
  description: "Six roles open now. Open Learn More to read the full description, requirements and benefits, then apply in a few minutes.",
} as const;

/** What follows the positions: the hiring process and the closing call to action. */
export const closing: readonly Block[] = [
  {
    type: "steps",
    id: "hiring-process",
    eyebrow: "Hiring process",
    title: "Four steps, about three weeks",
    description: "We reply to every applicant and tell you where you stand at each step.",
    tone: "white",
    steps: [
      {
        number: "01",
        title: "Application",
        description: "Apply online with your résumé and a few lines on why the role fits you. We reply within five business days.",
      },
      { number: "02", title: "Phone Screen", description: "A 30-minute call with our team about your experience, the role and what you are looking for." },
      {
        number: "03",
        title: "Technical Interview",
        description: "A practical conversation or short paid exercise based on real client work, never a trick puzzle.",
      },
      {
        number: "04",
        title: "Final Interview",
        description: "Meet the founders and your future teammates, ask us anything, and get an offer decision within a week.",
      },
    ],
  },
  {
    type: "cta",
    title: "Don't see the right role?",
    description: `We are always glad to meet talented people in Atlanta. Tell our HR team what you do best, or call ${site.phone.display}.`,
    ctas: [{ label: "Contact HR Team", href: "/contact" }],
  },
];
