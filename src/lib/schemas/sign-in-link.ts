import { z } from "zod";
import { verifyEmailMessage } from "./verify";

/** "E-mail me a sign-in link" on /verify: the address (its own field name: /verify has two forms), and where the visitor was going (checked again by the server). */
export const signInLinkSchema = z.object({
  linkEmail: z.string().trim().toLowerCase().max(254, verifyEmailMessage).pipe(z.email(verifyEmailMessage)),
  next: z.string().max(512).default(""),
});
