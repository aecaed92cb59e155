/**
 * The words the scale bench's rows are made of: topics, audiences and sentences in the site's own
 * voice, and names of people and businesses. Kept apart from the SQL that combines them
 * (fill-sql.ts), so either can change alone.
 */

/** A blog topic: as a title spells it, as a sentence spells it, and the category it files under. */
export type Topic = { title: string; prose: string; category: string };

export const TOPICS: Topic[] = [
  { title: "Service Pricing Online", prose: "pricing your services online", category: "Business Strategy" },
  { title: "Growth Planning", prose: "growth planning", category: "Business Strategy" },
  { title: "Customer Retention", prose: "customer retention", category: "Business Strategy" },
  { title: "Equity Partnerships", prose: "an equity partnership", category: "Business Strategy" },
  { title: "Mobile-First Design", prose: "mobile-first design", category: "Web Design" },
  { title: "Website Redesigns", prose: "a redesign", category: "Web Design" },
  { title: "Core Web Vitals", prose: "Core Web Vitals", category: "Web Design" },
  { title: "Accessible Design", prose: "accessible design", category: "Web Design" },
  { title: "Custom CRM Software", prose: "custom CRM software", category: "Software Development" },
  { title: "Workflow Automation", prose: "workflow automation", category: "Software Development" },
  { title: "Customer Portals", prose: "a customer portal", category: "Software Development" },
  { title: "API Integrations", prose: "API integrations", category: "Software Development" },
  { title: "Local SEO", prose: "local SEO", category: "Digital Marketing" },
  { title: "Google Ads", prose: "Google Ads", category: "Digital Marketing" },
  { title: "Email Marketing", prose: "email marketing", category: "Digital Marketing" },
  { title: "Review Management", prose: "review management", category: "Digital Marketing" },
  { title: "Headless Commerce", prose: "headless commerce", category: "E-commerce" },
  { title: "Checkout Design", prose: "checkout design", category: "E-commerce" },
  { title: "Inventory Sync", prose: "inventory sync", category: "E-commerce" },
  { title: "Online Ordering", prose: "online ordering", category: "E-commerce" },
  { title: "Form Design", prose: "form design", category: "UI/UX Design" },
  { title: "Booking Flows", prose: "online booking", category: "UI/UX Design" },
  { title: "Navigation Design", prose: "navigation", category: "UI/UX Design" },
  { title: "Usability Testing", prose: "usability testing", category: "UI/UX Design" },
];

/** Who a post is for: title form and sentence form. */
export const AUDIENCES: { title: string; prose: string }[] = [
  { title: "Atlanta Restaurants", prose: "restaurants" },
  { title: "Towing Companies", prose: "towing companies" },
  { title: "Auto Repair Shops", prose: "auto repair shops" },
  { title: "Law Firms", prose: "law firms" },
  { title: "Dental Practices", prose: "dental practices" },
  { title: "HVAC Contractors", prose: "HVAC contractors" },
  { title: "Boutique Retailers", prose: "boutique retailers" },
  { title: "Real Estate Teams", prose: "real estate teams" },
  { title: "Nonprofits", prose: "nonprofits" },
  { title: "Fitness Studios", prose: "fitness studios" },
  { title: "Landscaping Companies", prose: "landscaping companies" },
  { title: "Medical Clinics", prose: "medical clinics" },
];

/** Post titles: {T} the topic, {A} the audience, {Y} the year of publication, {N} a small number. */
export const TITLE_PATTERNS = [
  "{T} for {A}: What Works in {Y}",
  "What {T} Really Costs {A}",
  "{N} {T} Mistakes We See {A} Make",
  "A Practical Guide to {T} for {A}",
  "How {A} Get More From {T}",
  "Is {T} Worth It for {A}?",
  "The {T} Checklist for {A} ({Y} Edition)",
  "{T} Without the Jargon: A Primer for {A}",
];

/** A post's first paragraph: {t} the topic, {a} the audience, in a sentence. All but the last name the website. */
export const INTROS = [
  "Most {a} we work with in Atlanta already have a website. The harder question is whether it brings in work. This article looks at {t} the way we look at it with clients: what it costs, what it changes and where to start.",
  "Questions about {t} come up in almost every first call we have with {a}. Here is what we tell them, what the numbers usually look like and how it fits with the rest of their website.",
  "For {a} in metro Atlanta, the website is often the first thing a customer sees. Getting {t} right is one of the cheapest ways to make that first look count.",
  "We have rebuilt the website of more than a few {a} in the last year, and {t} was on every project plan. These are the lessons that held up.",
];
export const INTRO_WITHOUT_COMMON_WORD =
  "It is easy to think of {t} as a big-company concern. For {a} it is usually a handful of small decisions, and this is how we make them with clients.";

export const EXCERPTS = [
  "What {a} should know about {t}: the real costs, the mistakes we see most and the first three things to do this quarter.",
  "A plain-English look at {t} for {a}, with the numbers from projects we have shipped in Atlanta.",
];

export const CLOSING = `Want a second opinion on {t} for your business? <a href="/contact">Tell us about your project</a> and we will reply within one business day.`;

/** The rare word: in one post of every RARE_EVERY, and on no page of the site. */
export const RARE_WORD = "kombucha";
export const RARE_EVERY = 500;
export const RARE_PARAGRAPH =
  "One project we still talk about was for a kombucha brewery in West End. Their taproom hours changed every season, so we tied the website to the calendar the staff already used, and the calls asking whether they were open stopped within a month.";

/** The word nearly every post holds. */
export const COMMON_WORD = "website";

export const FIRST_NAMES = [
  "James",
  "Maria",
  "Andre",
  "Keisha",
  "David",
  "Priya",
  "Marcus",
  "Jennifer",
  "Carlos",
  "Aisha",
  "Michael",
  "Tanya",
  "Robert",
  "Linh",
  "Jamal",
  "Sarah",
  "Luis",
  "Ebony",
  "Kevin",
  "Grace",
  "Daniel",
  "Monique",
  "Brian",
  "Fatima",
  "Chris",
  "Latoya",
  "Eric",
  "Mei",
  "Anthony",
  "Rachel",
  "Terrence",
  "Olivia",
  "Raj",
  "Destiny",
  "Steven",
  "Hannah",
  "Omar",
  "Brittany",
  "Tyrone",
  "Sofia",
];

/** The inbox search looks for this one, which is as common as any other. */
export const SEARCHED_SURNAME = "Whitfield";

export const LAST_NAMES = [
  "Johnson",
  "Williams",
  "Okafor",
  "Nguyen",
  "Patel",
  "Brown",
  "Castellanos",
  "Jackson",
  "Davis",
  "Kim",
  "Washington",
  "Martinez",
  "Thompson",
  "Harris",
  "Robinson",
  "Walker",
  SEARCHED_SURNAME,
  "Greene",
  "Ellis",
  "Moore",
  "Abernathy",
  "Bello",
  "Chen",
  "Dixon",
  "Fleming",
  "Gordon",
  "Holloway",
  "Ingram",
  "Jenkins",
  "Lowe",
  "Mitchell",
  "Nash",
  "Owens",
  "Price",
  "Reyes",
  "Singh",
  "Tucker",
  "Vaughn",
  "Wright",
  "Young",
];

export const MAIL_DOMAINS = ["gmail.com", "yahoo.com", "outlook.com", "icloud.com", "bellsouth.net", "comcast.net"];

export const BUSINESS_KINDS = [
  "Towing",
  "Dental Group",
  "Law Group",
  "Heating & Air",
  "Bakery",
  "Fitness",
  "Realty",
  "Landscaping",
  "Auto Repair",
  "Boutique",
  "Family Medicine",
  "Catering",
  "Plumbing",
  "Roofing",
  "Cleaning Services",
  "Pet Care",
];

export const INDUSTRIES = [
  "Towing and roadside assistance",
  "Dental care",
  "Legal services",
  "HVAC",
  "Food and beverage",
  "Fitness",
  "Real estate",
  "Landscaping",
  "Auto repair",
  "Retail",
  "Healthcare",
  "Home services",
];

/** A contact message is an opening, a need and a detail, so the inbox holds many different ones. */
export const MESSAGE_OPENINGS = [
  "Hi, we found you on Google.",
  "A friend who owns a shop on Ponce recommended you.",
  "We saw your work for another business in our area.",
  "Hello,",
  "Good afternoon.",
  "We met at the Chamber breakfast last month.",
];
export const MESSAGE_NEEDS = [
  "Our website is about eight years old and does not work well on phones.",
  "We need online booking so customers stop calling to check availability.",
  "We want to show up when people search for our service in Atlanta.",
  "Our online store keeps overselling items we no longer have in stock.",
  "We track every job in spreadsheets and it is getting out of hand.",
  "We are opening a second location and need the site to handle both.",
  "Our Google Ads spend keeps going up and the calls are not.",
  "We need a customer portal where clients can see their invoices.",
];
export const MESSAGE_DETAILS = [
  "Could you send a rough price range and a timeline?",
  "We would like to start before the busy season in the spring.",
  "Happy to jump on a call any weekday after 2 pm.",
  "Our budget is flexible if the numbers make sense.",
  "Please let us know what you would need from us to get started.",
  "We have a logo and photos already.",
];

export const BUSINESS_DESCRIPTIONS = [
  "Family-owned towing company serving the I-285 perimeter with twelve trucks.",
  "Two-location dental practice in Decatur and Kirkwood, looking at a new patient portal.",
  "Small law firm focused on workers' compensation cases across Georgia.",
  "Residential HVAC contractor with a maintenance plan program we want to grow.",
  "Neighbourhood bakery with wholesale accounts at three coffee shops.",
  "Boutique fitness studio in Inman Park with about 300 members.",
];

export const PARTNERSHIP_DESCRIPTIONS = [
  "We have steady revenue and a loyal customer base, but almost nothing online. We would trade equity for a partner who can build that side.",
  "Two founders, one shop, a waiting list every weekend. We want online ordering and a second location within two years.",
  "We are a service business that grew by word of mouth and want to grow past it without hiring a full marketing team.",
];

export const COVER_NOTES = [
  "I have five years of experience building and running websites for small businesses, and I would love to do it with a team.",
  "I am based in Atlanta and have led projects from first sketch to launch. My portfolio is linked above.",
  "I have been following your blog for a while and the way you explain technical work to owners is exactly how I like to work.",
];

/** Admin actions as the console records them, weighted by how often an owner does them. */
export const ADMIN_ACTIONS = [
  "contact-submissions.stage",
  "contact-submissions.stage",
  "contact-submissions.stage",
  "access-request.approve",
  "access-request.reject",
  "job-applications.stage",
  "partnership-applications.stage",
  "export.csv",
  "gate.code.create",
  "gate.code.revoke",
  "blog.update",
  "blog.create",
  "session.revoke",
  "mail.retry",
];

export const ADMIN_EMAIL = "owner@gatewaytech.example";
