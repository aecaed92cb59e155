import { z } from "zod";
import { email } from "./fields";

/** The newsletter box (/blog and the footer): an address and where it was entered. */
export const newsletterSchema = z.object({
  email,
  source: z
    .string()
    .trim()
    .max(40)
    .regex(/^[a-z0-9-]*$/)
    .optional()
    .catch(undefined)
    .transform((v) => v || null),
});
