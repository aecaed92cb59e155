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

/** "Services Interested In" on /contact: the spec's eleven options, stored as shown. */
export const SERVICE_OPTIONS = [
  "Equity Partnership Program",
  "Web Design & Development",
  "Custom Software Development",
  "Headless Commerce & CMS",
  "UI/UX Design",
  "Hosting & Maintenance",
  "Paid Advertising",
  "Search Engine Optimization",
  "Website Performance Analysis",
  "Website Leasing",
  "General Consultation",
].map((label) => ({ value: label, label }));

/** Budget values of spec §5 with the words a visitor reads. */
export const BUDGET_OPTIONS = [
  { value: "under-10k", label: "Under $10,000" },
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
