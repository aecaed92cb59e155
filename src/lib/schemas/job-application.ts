import { z } from "zod";
import { LIMITS, email, optionalUrl, phone, requiredText } from "./fields";

/** Careers "Apply Now": one application for one open position. */
export const jobApplicationSchema = z.object({
  position: z
    .string({ error: "Please choose a position." })
    .trim()
    .min(1, "Please choose a position.")
    .max(100, "Please choose a position.")
    .regex(/^[a-z0-9-]+$/, "Please choose a position."),
  name: requiredText("name", LIMITS.name),
  email,
  phone,
  profileUrl: optionalUrl,
  coverNote: requiredText("cover note", LIMITS.message),
});
