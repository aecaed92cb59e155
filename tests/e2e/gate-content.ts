import { projects } from "../../src/content/gated/portfolio-projects";
import { testimonials } from "../../src/content/gated/testimonials";
import { clientCards } from "../../src/content/gated/client-cards";

/**
 * The gated text of each page, as needles to look for in what an anonymous visitor receives.
 * A needle is the longest run of plain characters of a value, so it is found whatever the
 * escaping (HTML entities, JSON in the RSC payload, a minifier's string quoting in a chunk).
 */
export type Needle = { what: string; text: string };

function needle(what: string, value: string): Needle {
  const runs = (value.match(/[A-Za-z0-9 ,.%/:-]+/g) ?? []).map((r) => r.trim()).sort((a, b) => b.length - a.length);
  const text = runs[0] ?? "";
  if (text.length < 10) throw new Error(`no distinctive text in ${what}: ${value}`);
  return { what, text };
}

export const projectNeedles: Needle[] = projects.flatMap((p) => [
  needle(`project title "${p.title}"`, p.title),
  needle(`project client "${p.client}"`, p.client),
  needle(`project description of ${p.slug}`, p.description),
  needle(`project image alt of ${p.slug}`, p.image.alt),
  needle(`project image of ${p.slug}`, p.image.src),
]);

export const testimonialNeedles: Needle[] = testimonials.flatMap((t) => [
  needle(`testimonial name "${t.name}"`, t.name),
  needle(`testimonial company "${t.company}"`, t.company),
  needle(`testimonial text of ${t.slug}`, t.text),
]);

export const clientCardNeedles: Needle[] = clientCards.flatMap((c) => [
  needle(`client card "${c.name}"`, c.name),
  needle(`client card summary of ${c.name}`, c.summary),
  needle(`client card result of ${c.name}`, c.result),
]);

/** The gated forms: labels and buttons no other part of these pages uses (the section headings are public). */
export const partnershipFormNeedles: Needle[] = [
  { what: "partnership form revenue field name", text: "revenueRange" },
  { what: "partnership form revenue field", text: "Annual Revenue Range" },
  { what: "partnership form submit", text: "Submit Application" },
];
/** Every gated page with what an anonymous visitor must not receive. */
export const gatedPages: { path: string; area: string; needles: Needle[] }[] = [
  { path: "/", area: "home-clients", needles: clientCardNeedles },
  { path: "/portfolio", area: "portfolio-projects", needles: projectNeedles },
  { path: "/testimonials", area: "testimonials", needles: testimonialNeedles },
  { path: "/equity-partnership", area: "partnership-form", needles: partnershipFormNeedles },
];

/** All gated text of the site (client cards, projects, testimonials), for the JavaScript check. */
export const allContentNeedles: Needle[] = [...clientCardNeedles, ...projectNeedles, ...testimonialNeedles];

/** The needles found in a body; an empty list means nothing leaked. */
export function leaked(body: string, needles: readonly Needle[]): string[] {
  return needles.filter((n) => body.includes(n.text)).map((n) => n.what);
}

/**
 * Everything a browser receives for a page: its HTML and, on a static page, the responses of its
 * server islands (the per-visitor parts), fetched with the same cookies.
 */
export async function pageBytes(request: import("@playwright/test").APIRequestContext, path: string, headers: Record<string, string> = {}): Promise<string> {
  const html = await (await request.get(path, { headers })).text();
  const islands = [...html.matchAll(/fetch\("(\/_server-islands\/[^"]+)"/g)].map((m) => m[1]);
  const parts = await Promise.all(islands.map(async (url) => (await request.get(url, { headers })).text()));
  return [html, ...parts].join("\n");
}
