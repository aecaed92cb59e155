import { z } from "zod";

/** Shared field rules, so every form trims and bounds its text the same way. */
export const requiredText = (label: string, max: number) =>
  z
    .string({ error: `Please enter your ${label}.` })
    .trim()
    .min(1, `Please enter your ${label}.`)
    .max(max, `${label[0].toUpperCase()}${label.slice(1)} must be ${max} characters or fewer.`);

export const optionalText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${label[0].toUpperCase()}${label.slice(1)} must be ${max} characters or fewer.`)
    .optional()
    .transform((v) => (v ? v : null));

export const email = z
  .string({ error: "Please enter your email address." })
  .trim()
  .min(1, "Please enter your email address.")
  .max(254, "Email address must be 254 characters or fewer.")
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
export const optionalUrl = z
  .string()
  .trim()
  .max(300, "The link must be 300 characters or fewer.")
  .refine((v) => v === "" || /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(v), "Please enter a full link starting with https://, like https://www.linkedin.com/in/your-name.")
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
