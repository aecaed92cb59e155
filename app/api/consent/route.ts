import { answerConsent } from "@/server/consent-api";

/** A cookie choice for the consent log: src/server/consent-api.ts. */
export async function POST(request: Request) {
  return answerConsent(request);
}
