import { z } from "zod";
import { LIMITS, optionalChoice, email, phone, requiredText } from "./fields";
import { REVENUE_OPTIONS } from "./form-constants";

export { REVENUE_OPTIONS };

/** The equity partnership application on /equity-partnership#application (verified visitors). */
export const partnershipSchema = z.object({
  businessName: requiredText("business name", LIMITS.company),
  industry: requiredText("industry", LIMITS.industry),
  name: requiredText("name", LIMITS.name),
  email,
  phone,
  revenueRange: optionalChoice(REVENUE_OPTIONS, "Please choose a revenue range from the list."),
  description: requiredText("description of your business and goals", LIMITS.message),
});
