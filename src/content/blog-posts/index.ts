import type { SeedPost } from "./types";
import { team } from "../pages/about";
import { teamByline } from "../blog";
import { post as websiteAccessibility } from "./website-accessibility-ada-wcag-small-business";
import { post as equityPartnership } from "./equity-partnership-model-explained";
import { post as googleAdsAutomotive } from "./google-ads-for-towing-and-auto-repair-shops";
import { post as websiteCost2026 } from "./small-business-website-cost-atlanta-2026";
import { post as headlessCommerce } from "./headless-commerce-for-growing-stores";
import { post as formUx } from "./form-ux-fixes-that-lift-conversions";
import { post as coreWebVitals } from "./core-web-vitals-explained-for-business-owners";
import { post as replaceSpreadsheets } from "./when-to-replace-spreadsheets-with-custom-software";
import { post as localSeo } from "./local-seo-google-business-profile-atlanta";
import { post as leasingVsBuying } from "./website-leasing-vs-buying";

/** Who may sign an article, with their role: the team on /about, or the team as a whole. */
export const blogAuthors: Readonly<Record<string, string>> = {
  ...Object.fromEntries(team.map((m) => [m.name, m.role])),
  [teamByline]: "Gateway Tech Enterprises",
};

/** Seed articles, newest first. The first one is an unpublished draft that must never show. */
export const seedPosts: SeedPost[] = [
  websiteAccessibility,
  equityPartnership,
  googleAdsAutomotive,
  websiteCost2026,
  headlessCommerce,
  formUx,
  coreWebVitals,
  replaceSpreadsheets,
  localSeo,
  leasingVsBuying,
];
