import { z } from "zod";
import { LIMITS, optionalChoice, requiredChoice, email, optionalText, phone, requiredText } from "./fields";
import { BUDGET_OPTIONS, SERVICE_OPTIONS, TIMELINE_OPTIONS } from "./form-constants";

export { BUDGET_OPTIONS, SERVICE_OPTIONS, TIMELINE_OPTIONS };

/** The home page contact form (spec §3: name, email, phone, business, message). */
export const homeContactSchema = z.object({
  name: requiredText("name", LIMITS.name),
  email,
  phone,
  business: optionalText("business type", LIMITS.company),
  message: requiredText("message", LIMITS.message),
});

/** The /contact page form (verified visitors; spec §5). */
export const contactPageSchema = z.object({
  name: requiredText("full name", LIMITS.name),
  email,
  phone,
  company: optionalText("company", LIMITS.company),
  servicesInterested: requiredChoice(SERVICE_OPTIONS, "Please choose the service you are interested in."),
  projectBudget: optionalChoice(BUDGET_OPTIONS, "Please choose a budget from the list."),
  timeline: optionalChoice(TIMELINE_OPTIONS, "Please choose a timeline from the list."),
  message: requiredText("project details and goals", LIMITS.message),
});

/** POST /api/forms/contact: the home form's fields; `company` is accepted as well as `business`. */
export const apiContactSchema = z
  .object({
    name: requiredText("name", LIMITS.name),
    email,
    phone,
    company: optionalText("company", LIMITS.company),
    business: optionalText("business type", LIMITS.company),
    message: requiredText("message", LIMITS.message),
  })
  .transform(({ business, company, ...rest }) => ({ ...rest, business: company ?? business }));
