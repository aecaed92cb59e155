import { admin } from "./admin";
import { forms } from "./forms";

/**
 * Every Astro action of the site: the public forms (`actions.homeContact`, ...) and the
 * console's (`actions.admin.createCode`, ...). Each goes through one validating path in
 * src/server and answers a FormState; a form posted without JavaScript gets the same answer
 * rendered by its page.
 */
export const server = { ...forms, admin };
