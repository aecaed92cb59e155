import type { PageContent } from "../blocks";
import type { Step } from "../types";
import { claims, site } from "../site";
import { inquiryHref } from "../inquiry";

/** The five UX steps (spec §2: 01 Discovery … 05 Deliver). */
const uxSteps: readonly Step[] = [
  {
    number: "01",
    title: "Discovery",
    description: "Stakeholder interviews, analytics review and a clear statement of who the product is for and what success means.",
  },
  { number: "02", title: "Research", description: "User interviews, competitor reviews and journey maps that show where people get stuck today." },
  { number: "03", title: "Design", description: "Wireframes, then high-fidelity screens and a clickable prototype built on a reusable design system." },
  {
    number: "04",
    title: "Test & Iterate",
    description: "Usability sessions with real users and accessibility checks, then changes until the key tasks feel effortless.",
  },
  {
    number: "05",
    title: "Deliver",
    description: "Developer-ready files, documented components and support during the build so the result matches the design.",
  },
];

export const page = {
  seo: {
    title: "UI/UX Design Services: Research, Prototypes & Testing",
    description:
      "User research, wireframes, prototypes, usability testing and design systems for websites and apps. A five-step UX process from Discovery to Deliver. Get a free UX audit.",
    path: "/services/ui-ux-design",
    keywords: ["UI/UX design Atlanta", "user experience design", "usability testing", "wireframes and prototypes", "design system", "UX audit"],
  },
  blocks: [
    {
      type: "hero",
      art: "ux-design",
      eyebrow: "UI/UX Design",
      title: "Design people understand",
      highlight: "on the first try",
      description:
        "Good design is not decoration. It is fewer abandoned carts, fewer support calls and more sign-ups. We research, prototype and test with real users before a line of code is written.",
      ctas: [
        { label: "Start Your Design Project", href: inquiryHref("ui-ux-design"), icon: "ArrowRight" },
        { label: "View Design Portfolio", href: "/portfolio", variant: "outlineLight" },
      ],
    },
    {
      type: "cards",
      id: "services",
      eyebrow: "What we do",
      title: "UI/UX design services",
      tone: "white",
      items: [
        {
          icon: "Users",
          title: "User Research",
          description: "Interviews, surveys and analytics that reveal what your customers need and what stops them today.",
        },
        {
          icon: "Layers",
          title: "Wireframing & Information Architecture",
          description: "Page structures, navigation and content priorities agreed before visual design begins.",
        },
        {
          icon: "MousePointerClick",
          title: "Interactive Prototypes",
          description: "Clickable prototypes that let you and your customers try the experience before it is built.",
        },
        {
          icon: "Eye",
          title: "Usability Testing",
          description: "Moderated and remote sessions with real users, with clear findings and fixes ranked by impact.",
        },
        {
          icon: "Blocks",
          title: "Design Systems",
          description: "Reusable components, colors and type rules that keep every screen consistent and speed up development.",
        },
        {
          icon: "Accessibility",
          title: "Accessibility Design",
          description: "Contrast, focus order, keyboard use and screen reader support designed in to meet WCAG 2.1 AA.",
        },
      ],
    },
    {
      type: "steps",
      id: "process",
      eyebrow: "Our process",
      title: "Five steps from question to finished design",
      tone: "muted",
      steps: uxSteps,
    },
    {
      type: "stats",
      id: "results",
      eyebrow: "Track record",
      title: "Design backed by delivery",
      tone: "white",
      items: [
        { value: claims.projects, label: "Projects delivered" },
        { value: claims.satisfaction, label: "Client satisfaction" },
        { value: claims.years, label: "Years designing for Atlanta businesses" },
      ],
    },
    {
      type: "cta",
      title: "Find out what is holding your users back",
      description: `Our free UX audit reviews your key pages and flows and lists the ten changes likely to matter most. We reply ${site.responseTime}.`,
      ctas: [{ label: "Get Free UX Audit", href: inquiryHref("ui-ux-design") }],
    },
  ],
} satisfies PageContent;
