import { z } from "zod";
import { LIMITS, email, optionalText, phone, requiredText } from "./fields";

/** /request-access (spec §3: name, email, phone, company, businessDescription). */
export const accessRequestSchema = z.object({
  name: requiredText("name", LIMITS.name),
  email,
  phone,
  company: optionalText("company", LIMITS.company),
  businessDescription: requiredText("business description", LIMITS.message),
});
