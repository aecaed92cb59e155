import { cookies } from "next/headers";
import { connection } from "next/server";
import { CONSENT_COOKIE, isCurrent, parseConsentCookie } from "@/lib/consent";
import { CookieBanner } from "./CookieBanner";

/** Reads the consent cookie at request time so a visitor who already chose gets no banner in the HTML. */
export async function CookieBannerSlot() {
  // The six-month expiry compares with the clock, so this stays a request-time render.
  await connection();
  const record = parseConsentCookie((await cookies()).get(CONSENT_COOKIE)?.value);
  return (
    <CookieBanner
      initialOpen={!isCurrent(record)}
      analyticsSrc={process.env.NEXT_PUBLIC_ANALYTICS_SRC || undefined}
      marketingSrc={process.env.NEXT_PUBLIC_MARKETING_SRC || undefined}
    />
  );
}
