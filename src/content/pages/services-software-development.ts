import type { PageContent } from "../blocks";
import type { TagGroup } from "../types";
import { claims, site } from "../site";
import { inquiryHref } from "../inquiry";

/** The technology stack, grouped as spec §2 lists it. */
const softwareStack: readonly TagGroup[] = [
  { icon: "Server", title: "Backend", tags: ["Node.js", "TypeScript", "Python", "Django", "FastAPI", ".NET"] },
  { icon: "Layout", title: "Frontend", tags: ["React", "Next.js", "Vue.js", "Tailwind CSS", "Vite"] },
  { icon: "Smartphone", title: "Mobile", tags: ["React Native", "Expo", "Swift", "Kotlin", "Progressive web apps"] },
  { icon: "Database", title: "Databases", tags: ["PostgreSQL", "MySQL", "SQL Server", "MongoDB", "Redis"] },
  { icon: "Cloud", title: "Cloud", tags: ["AWS", "Microsoft Azure", "Google Cloud", "Vercel", "Cloudflare"] },
  { icon: "GitBranch", title: "DevOps", tags: ["Docker", "GitHub Actions", "Terraform", "Kubernetes", "Sentry"] },
];

export const page = {
  seo: {
    title: "Custom Software Development in Atlanta",
    description:
      "Custom web apps, client portals, integrations and automation for Atlanta businesses. Replace spreadsheets and double entry with software built around your workflow.",
    path: "/services/software-development",
    keywords: [
      "custom software development Atlanta",
      "web application development",
      "business process automation",
      "API integration services",
      "client portal development",
      "mobile app development",
    ],
  },
  blocks: [
    {
      type: "hero",
      art: "software",
      eyebrow: "Custom Software Development",
      title: "Software built around",
      highlight: "the way you work",
      description:
        "Off-the-shelf tools make you bend your business to fit them. We build web apps, portals and integrations that fit your process, remove double entry and give you numbers you can trust.",
      ctas: [
        { label: "Discuss Your Project", href: inquiryHref("software-development"), icon: "ArrowRight" },
        { label: "View Case Studies", href: "/portfolio", variant: "outlineLight" },
      ],
      stats: [
        { value: claims.projects, label: "Projects delivered" },
        { value: claims.satisfaction, label: "Client satisfaction" },
        { value: claims.uptime, label: "Uptime on our hosting" },
        { value: claims.support, label: "Monitoring" },
      ],
    },
    {
      type: "cards",
      id: "services",
      eyebrow: "What we build",
      title: "Software development services",
      tone: "white",
      items: [
        {
          icon: "Monitor",
          title: "Custom Web Applications",
          description: "Browser-based tools for scheduling, quoting, inventory or dispatch that your whole team can use from any device.",
        },
        {
          icon: "Users",
          title: "Client & Staff Portals",
          description: "Secure logins where customers track orders and download documents, and staff see exactly what they need.",
        },
        {
          icon: "Network",
          title: "API Development & Integrations",
          description: "Connect your CRM, accounting, e-commerce and shipping tools so data flows without copy and paste.",
        },
        {
          icon: "Workflow",
          title: "Workflow Automation",
          description: "Turn repetitive steps, reminders and reports into automatic jobs that run on time, every time.",
        },
        { icon: "Smartphone", title: "Mobile Apps", description: "iOS, Android and installable web apps for field crews, drivers and customers on the move." },
        {
          icon: "RefreshCw",
          title: "Legacy Modernization",
          description: "Move aging desktop software and fragile spreadsheets to secure, maintainable cloud applications.",
        },
      ],
    },
    {
      type: "tagGroups",
      id: "solutions",
      eyebrow: "Industry solutions",
      title: "Proven solutions for Atlanta industries",
      description: "Starting points we have built before and adapt to each client, which saves time and budget.",
      tone: "muted",
      groups: [
        {
          icon: "Truck",
          title: "Dispatch & Fleet Management",
          description: "Job intake, driver assignment, live status and invoicing in one screen.",
          label: "Ideal for",
          tags: ["Towing companies", "Roadside assistance", "Delivery services", "Field service crews"],
        },
        {
          icon: "Car",
          title: "Inventory & Parts Systems",
          description: "Searchable stock with photos and pricing, synced to your website and marketplaces.",
          label: "Ideal for",
          tags: ["Auto dealers", "Junkyards and recyclers", "Parts suppliers", "Equipment rental"],
        },
        {
          icon: "CalendarCheck",
          title: "Booking & Scheduling",
          description: "Online booking with reminders, deposits and staff calendars that never double-book.",
          label: "Ideal for",
          tags: ["Tire and repair shops", "Salons and spas", "Clinics", "Consultants"],
        },
        {
          icon: "Stethoscope",
          title: "Patient & Client Intake",
          description: "Accessible intake forms and document uploads that land in the right system securely.",
          label: "Ideal for",
          tags: ["Medical and dental practices", "Law firms", "Accounting firms", "Insurance agencies"],
        },
        {
          icon: "Store",
          title: "Order & Fulfillment Tools",
          description: "Order routing, pick lists and shipping labels for businesses selling in several channels.",
          label: "Ideal for",
          tags: ["Online retailers", "Wholesalers", "Restaurants with catering", "Local manufacturers"],
        },
        {
          icon: "LayoutDashboard",
          title: "Reporting Dashboards",
          description: "One dashboard pulling sales, marketing and operations numbers from the tools you already use.",
          label: "Ideal for",
          tags: ["Multi-location businesses", "Franchise owners", "Property managers", "Growing startups"],
        },
      ],
    },
    {
      type: "cards",
      id: "approach",
      eyebrow: "Our approach",
      title: "How we deliver software that gets used",
      columns: 4,
      tone: "white",
      items: [
        {
          icon: "Compass",
          title: "Discovery first",
          description: "We map your current process with the people who do the work before anyone writes a line of code.",
        },
        {
          icon: "Blocks",
          title: "Small, frequent releases",
          description: "Working features every two weeks on a preview link, so you can steer while it is cheap to change course.",
        },
        {
          icon: "ShieldCheck",
          title: "Secure and tested",
          description: "Automated tests, code review, encrypted data and access controls are part of every release.",
        },
        {
          icon: "LifeBuoy",
          title: "Support after launch",
          description: `Hosting, monitoring and ${claims.support} support so the software keeps working as your business grows.`,
        },
      ],
    },
    {
      type: "tagGroups",
      id: "stack",
      eyebrow: "Technology stack",
      title: "Proven, well-supported technology",
      description: "Mainstream tools with large talent pools, so you are never locked in to us.",
      tone: "muted",
      groups: softwareStack,
    },
    {
      type: "cta",
      title: "Have a process that should be software?",
      description: `Describe it in a few sentences. We will reply ${site.responseTime} with questions, an approach and a ballpark budget.`,
      ctas: [
        { label: "Schedule Consultation", href: inquiryHref("software-development") },
        { label: "View All Services", href: "/services" },
      ],
    },
  ],
} satisfies PageContent;
