import type { ActionClient } from "astro:actions";

/** The admin console's actions (src/pages/admin/*). */
export const admin = {} satisfies Record<string, ActionClient<unknown, "form", undefined>>;
