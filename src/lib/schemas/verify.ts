import { z } from "zod";

import { MAX_CODE_LENGTH } from "./form-constants";

export { MAX_CODE_LENGTH };

export const verifyEmailMessage = "Please enter a valid email address, like name@company.com.";

/** The e-mail check the server applies to a verification attempt (the browser's type=email is the only other). */
export function isVerifyEmail(value: string): boolean {
  return value.length <= 254 && z.email().safeParse(value).success;
}

/**
 * The /verify form. Both values are only trimmed here: every judgement about them (blank, an
 * address that is not one, an over-long or unknown code) is made by the server's verification,
 * so each attempt is audited and counted against the rate limits, and a malformed code gets the
 * same 'Invalid invitation code' as any other wrong code.
 */
export const verifySchema = z.object({
  code: z.string().trim().default(""),
  email: z.string().trim().default(""),
});
