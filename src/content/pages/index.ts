import type { PageContent } from "../blocks";
import { home } from "../home";
import { page as aboutPage } from "./about";
import { page as accessibilityPage } from "./accessibility";
import { page as careersPage } from "./careers";
import { page as contactPage } from "./contact";
import { page as digitalMarketingAtlantaPage } from "./digital-marketing-atlanta";
import { page as equityPartnershipPage } from "./equity-partnership";
import { page as partnershipDealsAtlantaPage } from "./partnership-deals-atlanta";
import { page as portfolioPage } from "./portfolio";
import { page as ppcAtlantaPage } from "./ppc-atlanta";
import { page as privacyPolicyPage } from "./privacy-policy";
import { page as seoAtlantaPage } from "./seo-atlanta";
import { page as servicesPage } from "./services";
import { page as servicesHeadlessCommercePage } from "./services-headless-commerce";
import { page as servicesHostingMaintenancePage } from "./services-hosting-maintenance";
import { page as servicesPaidAdvertisingPage } from "./services-paid-advertising";
import { page as servicesPerformanceAnalysisPage } from "./services-performance-analysis";
import { page as servicesSeoPage } from "./services-seo";
import { page as servicesSoftwareDevelopmentPage } from "./services-software-development";
import { page as servicesUiUxDesignPage } from "./services-ui-ux-design";
import { page as servicesWebDesignPage } from "./services-web-design";
import { page as servicesWebsitesPage } from "./services-websites";
import { page as termsOfServicePage } from "./terms-of-service";
import { page as testimonialsPage } from "./testimonials";
import { page as webDesignAtlantaPage } from "./web-design-atlanta";
import { page as websiteLeasingPage } from "./website-leasing";

/**
 * Every page written as a content module (a `page: PageContent` in this folder, and the home
 * page). /search indexes them; a new page module is added here. Each seo.path is the page's route.
 */
export const contentPages: readonly PageContent[] = [
  home,
  aboutPage,
  accessibilityPage,
  careersPage,
  contactPage,
  digitalMarketingAtlantaPage,
  equityPartnershipPage,
  partnershipDealsAtlantaPage,
  portfolioPage,
  ppcAtlantaPage,
  privacyPolicyPage,
  seoAtlantaPage,
  servicesPage,
  servicesHeadlessCommercePage,
  servicesHostingMaintenancePage,
  servicesPaidAdvertisingPage,
  servicesPerformanceAnalysisPage,
  servicesSeoPage,
  servicesSoftwareDevelopmentPage,
  servicesUiUxDesignPage,
  servicesWebDesignPage,
  servicesWebsitesPage,
  termsOfServicePage,
  testimonialsPage,
  webDesignAtlantaPage,
  websiteLeasingPage,
];
