import { site } from "./site";

/** The page a visitor sees when the database does not answer (HTTP 503, Retry-After). */
export const unavailablePage = {
  title: "We'll be right back",
  text: "This part of our site needs our database, which is not answering right now. It is usually back within a minute.",
  retry: "Try again",
  otherWays: `Need us now? Call ${site.phone.display} or e-mail ${site.email}. Our service pages keep working meanwhile.`,
  home: "Go to the home page",
  retryAfterSeconds: 30,
} as const;
