import { z } from "zod";
import { BLOG_CATEGORIES } from "@/content/blog-posts/types";
import { email as emailField, storableText } from "@/lib/schemas/fields";
import { checkPostImages, bodyImagesError, featuredImageAltField, featuredImageUrlField } from "@/lib/schemas/post-images";
import { renderBody, slugify } from "./blog";
import { startOfEasternDay } from "@/lib/dates";
import { postBodySizeError } from "@/lib/post-body-limit";
import { isReservedSlug } from "@/server/blog/reserved-slugs";
import { LEAD_STAGES, VALUED_STAGES } from "@/lib/lead-stages";
import { INBOX_SLUGS } from "./inbox-slugs";

const optional = (label: string, max: number) =>
  storableText(z.string().trim().max(max, `${label} must be ${max} characters or fewer.`))
    .optional()
    .transform((v) => (v ? v : null));

const intInRange = (label: string, min: number, max: number) =>
  z
    .string()
    .trim()
    .regex(/^\d{1,6}$/, `${label} must be a whole number.`)
    .transform(Number)
    .pipe(z.number().int().min(min, `${label} must be at least ${min}.`).max(max, `${label} must be at most ${max}.`));

/** The console's "new invitation code" form. */
export const codeCreateSchema = z.object({
  role: z.enum(["client", "admin"], { error: "Choose client or admin." }),
  maxUses: intInRange("Uses", 1, 10_000),
  expiresDays: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .pipe(intInRange("Expiry", 1, 3650).optional()),
  email: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .pipe(emailField.optional()),
  label: optional("Label", 120),
});
export type CodeCreateInput = z.output<typeof codeCreateSchema>;

const idField = z
  .string()
  .regex(/^\d{1,9}$/)
  .transform(Number);

export const idSchema = z.object({ id: idField });

/** Retry one parked e-mail (id), or every one (no id). */
export const retryMailSchema = z.object({
  id: z
    .string()
    .optional()
    .transform((v) => (v ? v : undefined))
    .pipe(idField.optional()),
});

export const rejectSchema = z.object({
  id: idField,
  notify: z
    .string()
    .optional()
    .transform((v) => v === "on"),
});

/** The blog post editor. A blank slug is made from the title. */
export const blogPostSchema = z
  .object({
    id: z
      .string()
      .optional()
      .transform((v) => (v ? v : undefined))
      .pipe(idField.optional()),
    intent: z.enum(["preview", "save"]).default("save"),
    title: storableText(z.string().trim().min(1, "Please enter a title.").max(200, "Title must be 200 characters or fewer.")),
    slug: z
      .string()
      .trim()
      .toLowerCase()
      .max(80, "Slug must be 80 characters or fewer.")
      .refine((v) => v === "" || /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(v), "Use lower-case letters, digits and single hyphens, like my-first-post.")
      .optional()
      .default(""),
    excerpt: storableText(z.string().trim().min(1, "Please enter an excerpt.").max(500, "Excerpt must be 500 characters or fewer.")),
    author: storableText(z.string().trim().min(1, "Please enter the author.").max(100, "Author must be 100 characters or fewer.")),
    category: z.enum(BLOG_CATEGORIES as [string, ...string[]], { error: "Choose a category." }),
    tags: optional("Tags", 500),
    keywords: optional("Keywords", 500),
    metaDescription: optional("Meta description", 300),
    featuredImageUrl: featuredImageUrlField,
    featuredImageAlt: featuredImageAltField,
    publishedDate: z
      .string()
      .trim()
      .regex(/^\d{4}-\d{2}-\d{2}$/, "Please enter the date as YYYY-MM-DD.")
      .transform((v) => startOfEasternDay(v))
      .refine((d) => !Number.isNaN(d.getTime()), "Please enter a real date."),
    published: z
      .string()
      .optional()
      .transform((v) => v === "on"),
    format: z.enum(["html", "markdown"]).default("html"),
    body: storableText(z.string().trim().min(1, "Please write the post body.")).superRefine((v, ctx) => {
      const tooLong = postBodySizeError(v);
      if (tooLong) ctx.addIssue({ code: "custom", message: tooLong });
    }),
  })
  // The same image rules the editor checks before it posts (src/lib/schemas/post-images.ts)...
  .superRefine(checkPostImages)
  // ...and, on the server, on the body as the blog will show it, for any image the Markdown reading missed.
  .superRefine((v, ctx) => {
    if (typeof v.body !== "string" || bodyImagesError(v.body, v.format) !== null) return;
    const rendered = bodyImagesError(renderBody(v.body, v.format), "html");
    if (rendered) ctx.addIssue({ code: "custom", path: ["body"], message: rendered });
  })
  .transform((v, ctx) => {
    const slug = v.slug || slugify(v.title);
    if (!slug) {
      ctx.addIssue({ code: "custom", path: ["slug"], message: "Please enter a slug: the title has no letters or digits to make one from." });
      return z.NEVER;
    }
    if (isReservedSlug(slug)) {
      ctx.addIssue({ code: "custom", path: ["slug"], message: `/blog/${slug} is an address the blog itself uses. Please choose another slug.` });
      return z.NEVER;
    }
    return { ...v, slug };
  });
export type BlogPostInput = z.output<typeof blogPostSchema>;

/** Whole dollars as typed: "12500", "12,500" or "$12,500"; blank for none. */
const dollarsField = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ?? "").replace(/^\$/, "").replace(/,(?=\d{3}(?:,|$))/g, ""))
  .pipe(
    z.union([
      z.literal("").transform(() => null),
      z
        .string()
        .regex(/^\d{1,10}$/, "Enter the value in whole dollars, like 12500.")
        .transform(Number)
        .pipe(z.number().int().min(1, "The value must be at least $1.").max(1_000_000_000, "The value must be at most $1,000,000,000.")),
    ]),
  );

/**
 * A lead's stage form: the stage, its value in whole dollars (asked for at proposal and won), and
 * why it was lost (asked for at lost). A reason is kept only with the stage lost.
 */
export const stageSchema = z
  .object({
    id: idField,
    inbox: z.enum(INBOX_SLUGS),
    stage: z.enum(LEAD_STAGES, { error: "Choose a stage." }),
    valueDollars: dollarsField,
    lostReason: optional("The reason", 500),
  })
  .superRefine((v, ctx) => {
    if (VALUED_STAGES.includes(v.stage) && v.valueDollars === null)
      ctx.addIssue({ code: "custom", path: ["valueDollars"], message: `Enter the deal's value in whole dollars: a lead at ${v.stage} has one.` });
    if (v.stage === "lost" && !v.lostReason) ctx.addIssue({ code: "custom", path: ["lostReason"], message: "Say why the lead was lost." });
  })
  .transform((v) => ({ ...v, lostReason: v.stage === "lost" ? v.lostReason : null }));
export type StageInput = z.output<typeof stageSchema>;

/** A note on a lead. */
export const noteSchema = z.object({
  id: idField,
  inbox: z.enum(INBOX_SLUGS),
  body: storableText(z.string().trim().min(1, "Write the note first.").max(5000, "A note must be 5,000 characters or fewer.")),
});
export type NoteInput = z.output<typeof noteSchema>;

/** A reply to a lead, sent from its record (issue 30): its subject and words; the original is quoted by the server. */
export const replySchema = z.object({
  id: idField,
  inbox: z.enum(INBOX_SLUGS),
  subject: storableText(z.string().trim().min(1, "Give the reply a subject.").max(200, "A subject must be 200 characters or fewer.")),
  replyBody: storableText(z.string().trim().min(1, "Write the reply first.").max(10000, "A reply must be 10,000 characters or fewer.")),
});
export type ReplyInput = z.output<typeof replySchema>;

/** "Erase a person": the address whose records, notes, mail and subscription go (both steps post it). */
export const erasureSchema = z.object({
  email: z
    .string()
    .optional()
    .transform((v) => v ?? "")
    .pipe(emailField),
});
export type ErasureInput = z.output<typeof erasureSchema>;
