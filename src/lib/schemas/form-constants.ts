/**
 * What the forms need in the browser before anyone types: limits, option lists, hidden field
 * names. Kept free of zod, so the pages' JavaScript does not carry the validation library; the
 * schemas themselves load when a visitor starts filling a form in (useFormKit).
 */

export const LIMITS = {
  name: 100,
  email: 254,
  phone: 40,
  company: 150,
  message: 5000,
  industry: 100,
  url: 300,
} as const;

/**
 * The hidden fields every form carries besides its own: a honeypot people never see, the time
 * the visitor started filling it in (set by the browser), and an idempotency key made in the
 * browser so a double click or a replayed POST stores one row. They are not part of any schema.
 */
export const FORM_META = {
  honeypot: "website_url",
  startedAt: "form_started",
  idempotencyKey: "form_key",
} as const;

/**
 * "Services Interested In" on /contact, stored as shown: the ten services we sell, in the order
 * of src/content/services.ts, then the partnership program and a choice for "not sure yet"
 * (tests/unit/copy-consistency.test.ts holds the list to the services). Written out rather than
 * imported, so the form's JavaScript does not carry the services' copy.
 */
export const SERVICE_OPTIONS = [
  "Strategic Management Consulting",
  "Web Design & Development",
  "Custom Software Development",
  "Headless Commerce & CMS",
  "UI/UX Design",
  "Hosting & Maintenance",
  "Paid Advertising",
  "Search Engine Optimization",
  "Website Performance Analysis",
  "Website Leasing",
  "Equity Partnership Program",
  "General Consultation",
].map((label) => ({ value: label, label }));

/**
 * Budgets with the words a visitor reads, from the prices we publish: monthly plans (hosting from
 * $99, leasing from $299), landing pages from $1,500, sites from $2,500, custom software quoted.
 */
export const BUDGET_OPTIONS = [
  { value: "monthly-plan", label: "A monthly plan ($99 – $799 a month)" },
  { value: "under-5k", label: "Under $5,000" },
  { value: "5k-10k", label: "$5,000 – $10,000" },
  { value: "10k-25k", label: "$10,000 – $25,000" },
  { value: "25k-50k", label: "$25,000 – $50,000" },
  { value: "50k-100k", label: "$50,000 – $100,000" },
  { value: "100k-plus", label: "$100,000+" },
  { value: "equity-partnership", label: "Equity Partnership ($0 upfront)" },
] as const;

/** Timeline values of spec §5. */
export const TIMELINE_OPTIONS = [
  { value: "asap", label: "As soon as possible" },
  { value: "1-month", label: "Within 1 month" },
  { value: "2-3-months", label: "2–3 months" },
  { value: "3-6-months", label: "3–6 months" },
  { value: "6-plus-months", label: "6+ months" },
  { value: "just-exploring", label: "Just exploring" },
] as const;

/** Annual revenue ranges of spec §3. */
export const REVENUE_OPTIONS = [
  { value: "0-100k", label: "$0 – $100,000" },
  { value: "100k-500k", label: "$100,000 – $500,000" },
  { value: "500k-1m", label: "$500,000 – $1 million" },
  { value: "1m+", label: "Over $1 million" },
] as const;

/**
 * Longest invitation code the /verify form takes (its input's maxLength). Generated codes are 13
 * characters; ADMIN_BOOTSTRAP_CODE is capped to this length at start, so it can always be typed.
 */
export const MAX_CODE_LENGTH = 64;
