/** An open position (spec §3: title, department, location, type, salary, description, requirements, benefits). */
export type JobPosition = {
  /** URL segment of the position's application page: /careers/apply/<slug>. */
  slug: string;
  title: string;
  department: string;
  location: string;
  type: string;
  salary: string;
  /** One or two sentences shown on the card. */
  summary: string;
  /** The full description, shown when the visitor opens Learn More. */
  description: readonly string[];
  requirements: readonly string[];
  benefits: readonly string[];
};

/** The six open positions on /careers (spec: exactly 6, with these salary ranges). */
export const positions: readonly JobPosition[] = [
  {
    slug: "senior-full-stack-developer",
    title: "Senior Full-Stack Developer",
    department: "Engineering",
    location: "Atlanta, GA (Hybrid)",
    type: "Full-time",
    salary: "$90,000-$130,000",
    summary: "Lead the build of client web apps, portals and headless storefronts from database to interface.",
    description: [
      "You will own client projects end to end: scoping with our strategists, designing the data model, building the API and the React front end, and shipping to production with tests and monitoring in place.",
      "Most of our work is TypeScript, Next.js and PostgreSQL, for Atlanta businesses that need portals, booking systems, integrations and fast storefronts. You will review code, mentor two mid-level developers and help choose the tools we standardize on.",
    ],
    requirements: [
      "5+ years building production web applications",
      "Strong TypeScript, React and Node.js",
      "Solid SQL and relational data modeling (PostgreSQL preferred)",
      "Experience with automated testing and CI/CD",
      "Clear written communication with non-technical clients",
    ],
    benefits: ["Hybrid schedule: two office days a week in Midtown", "$2,000 yearly learning budget", "Latest laptop and hardware of your choice"],
  },
  {
    slug: "digital-marketing-specialist",
    title: "Digital Marketing Specialist",
    department: "Marketing",
    location: "Atlanta, GA (Hybrid)",
    type: "Full-time",
    salary: "$60,000-$85,000",
    summary: "Plan and run Google, Meta and e-mail campaigns that bring real leads to local businesses.",
    description: [
      "You will manage a portfolio of 10 to 15 client accounts: building Google Ads and Meta campaigns, writing ad copy, setting up conversion tracking and turning the numbers into a clear monthly report.",
      "You will work beside our SEO and design teams on landing pages and offers, and present results on client calls with an account strategist.",
    ],
    requirements: [
      "2+ years managing paid search or paid social budgets",
      "Google Ads certification, or willingness to earn it in your first 60 days",
      "Comfort with GA4, Tag Manager and spreadsheets",
      "Strong copywriting and attention to detail",
    ],
    benefits: ["Certification and conference budget", "Hybrid schedule", "Clear path to account strategist"],
  },
  {
    slug: "ui-ux-designer",
    title: "UI/UX Designer",
    department: "Design",
    location: "Atlanta, GA (Hybrid)",
    type: "Full-time",
    salary: "$70,000-$95,000",
    summary: "Design websites and app interfaces that are easy to use, accessible and built to convert.",
    description: [
      "You will run discovery workshops, map user journeys, sketch wireframes and deliver polished Figma designs and prototypes for websites, portals and mobile-first apps.",
      "You will test designs with real users, hand off clean components to our developers and check that what ships matches the design, including WCAG 2.1 AA accessibility.",
    ],
    requirements: [
      "3+ years of product or web design experience",
      "A portfolio showing process as well as finished screens",
      "Expert Figma skills, including components and auto layout",
      "Working knowledge of accessibility standards",
    ],
    benefits: ["Design tools and hardware budget", "Hybrid schedule", "Time each quarter for personal design projects"],
  },
  {
    slug: "business-development-manager",
    title: "Business Development Manager",
    department: "Sales",
    location: "Atlanta, GA (On-site)",
    type: "Full-time",
    salary: "$80,000-$120,000 plus commission",
    summary: "Grow our client base across metro Atlanta, from automotive businesses to professional firms.",
    description: [
      "You will build relationships with Atlanta business owners, run discovery calls, scope proposals with our strategists and close new website, software, marketing and equity partnership engagements.",
      "You will represent Gateway Tech at local chambers, trade associations and industry events, and keep our pipeline organized in the CRM.",
    ],
    requirements: [
      "4+ years in B2B sales, ideally selling agency or technology services",
      "A track record of meeting or beating quota",
      "Confident presenting to owners and executives",
      "Valid driver's license and reliable transportation for client visits",
    ],
    benefits: ["Uncapped commission", "Mileage and client entertainment allowance", "Company phone and laptop"],
  },
  {
    slug: "devops-engineer",
    title: "DevOps Engineer",
    department: "Engineering",
    location: "Remote (US) or Atlanta, GA",
    type: "Full-time",
    salary: "$85,000-$115,000",
    summary: "Keep client sites fast, secure and online, and automate how we build, deploy and monitor them.",
    description: [
      "You will run the hosting platform behind our managed hosting plans: servers, containers, CDN, backups, monitoring and incident response, with a shared on-call rotation.",
      "You will build the CI/CD pipelines our developers ship through, tune performance and security, and help us keep our 99.9% uptime promise.",
    ],
    requirements: [
      "3+ years in DevOps, SRE or systems administration",
      "Linux, Docker and infrastructure as code (Terraform or similar)",
      "Experience with a major cloud provider and a CDN",
      "Monitoring and alerting with tools such as Prometheus or Grafana",
    ],
    benefits: ["Fully remote option", "On-call stipend", "Home office setup allowance"],
  },
  {
    slug: "technical-project-manager",
    title: "Technical Project Manager",
    department: "Operations",
    location: "Atlanta, GA (Hybrid)",
    type: "Full-time",
    salary: "$75,000-$100,000",
    summary: "Keep client projects on scope, on schedule and clearly communicated from kickoff to launch.",
    description: [
      "You will plan and run several web and software projects at once: writing the project plan, running stand-ups and client check-ins, tracking budget and removing blockers for the team.",
      "You will be the client's main contact during delivery and make sure every launch is tested, documented and handed over cleanly.",
    ],
    requirements: [
      "3+ years managing web or software projects",
      "Working knowledge of how websites and web apps are built",
      "Experience with Agile ceremonies and tools such as Jira or Linear",
      "Calm, organized and clear with clients and developers alike",
    ],
    benefits: ["PMP or Scrum certification paid for", "Hybrid schedule", "Annual performance bonus"],
  },
];

/** Looks up a position by its slug (for /careers/apply/<slug>). */
export function findPosition(slug: string): JobPosition | undefined {
  return positions.find((p) => p.slug === slug);
}
