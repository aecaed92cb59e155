import { z } from "zod";
import { isStorableText, unstorableTextMessage } from "@/lib/text";

/**
 * Shared field rules, so every form trims and bounds its text the same way. Any Unicode is
 * welcome; what the database cannot store (NUL, half an emoji) gets a message next to the field.
 */
export const storableText = <T extends z.ZodString>(schema: T) => schema.refine(isStorableText, unstorableTextMessage);

export const requiredText = (label: string, max: number) =>
  storableText(
    z
      .string({ error: `Please enter your ${label}.` })
      .trim()
      .min(1, `Please enter your ${label}.`)
      .max(max, `${label[0].toUpperCase()}${label.slice(1)} must be ${max} characters or fewer.`),
  );

export const optionalText = (label: string, max: number) =>
  storableText(
    z
      .string()
      .trim()
      .max(max, `${label[0].toUpperCase()}${label.slice(1)} must be ${max} characters or fewer.`),
  )
    .optional()
    .transform((v) => (v ? v : null));

export const internationalEmailMessage =
  "We can only write back to addresses in plain letters, digits and punctuation. Please use an address without accents or non-Latin characters.";

export const email = z
  .string({ error: "Please enter your email address." })
  .trim()
  .min(1, "Please enter your email address.")
  .max(254, "Email address must be 254 characters or fewer.")
  // Mail to such addresses needs SMTPUTF8 all the way to the reader's server, which we cannot
  // promise; a lead we could never answer is refused here, with the reason (decision 0012).
  .refine((v) => /^[\x00-\x7f]*$/.test(v), internationalEmailMessage)
  .pipe(z.email("Please enter a valid email address, like name@company.com."))
  .transform((v) => v.toLowerCase());

export const phone = z
  .string()
  .trim()
  .max(40, "Phone number must be 40 characters or fewer.")
  .refine((v) => v === "" || /^[+()\d\s.\-x]{7,40}$/i.test(v), "Please enter a valid phone number, like (404) 555-0142.")
  .optional()
  .transform((v) => (v ? v : null));

/** An optional http(s) address (LinkedIn profile, portfolio). */
export const optionalUrl = storableText(z.string().trim().max(300, "The link must be 300 characters or fewer."))
  .refine(
    (v) => v === "" || /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(v),
    "Please enter a full link starting with https://, like https://www.linkedin.com/in/your-name.",
  )
  .optional()
  .transform((v) => (v ? v : null));

/** One value out of a fixed list, required. */
export function requiredChoice<const T extends readonly { value: string }[]>(options: T, message: string) {
  const values = options.map((o) => o.value) as string[];
  return z
    .string({ error: message })
    .trim()
    .refine((v) => values.includes(v), message)
    .transform((v) => v as T[number]["value"]);
}

/** One value out of a fixed list, or nothing (null). */
export function optionalChoice<const T extends readonly { value: string }[]>(options: T, message: string) {
  const values = options.map((o) => o.value) as string[];
  return z
    .string({ error: message })
    .trim()
    .refine((v) => v === "" || values.includes(v), message)
    .optional()
    .transform((v) => (v ? (v as T[number]["value"]) : null));
}

export { FORM_META, LIMITS } from "./form-constants";
