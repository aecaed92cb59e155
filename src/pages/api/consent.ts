import type { APIRoute } from "astro";
import { answerConsent } from "@/server/consent-api";

/** A cookie choice for the consent log: src/server/consent-api.ts. */
export const POST: APIRoute = ({ request }) => answerConsent(request);
