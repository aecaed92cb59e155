import type { PageContent } from "../blocks";
import type { Feature } from "../types";
import { claims, site } from "../site";
import { inquiryHref } from "../inquiry";

/** The four ad channels (spec §2). */
const adChannels: readonly Feature[] = [
  {
    icon: "Search",
    title: "Google Ads",
    description: "Reach people the moment they search for what you sell, from “tow truck near me” to “office IT support Atlanta”.",
    items: ["Search and Performance Max", "Local service and call ads", "Shopping campaigns"],
  },
  {
    icon: "Users",
    title: "Meta Ads",
    description: "Facebook and Instagram campaigns that build demand with the right audience and retarget visitors who did not buy.",
    items: ["Lead forms and Messenger ads", "Video and carousel creative", "Retargeting and lookalikes"],
  },
  {
    icon: "Briefcase",
    title: "LinkedIn Ads",
    description: "Put your offer in front of decision-makers by job title, company size and industry for high-value B2B services.",
    items: ["Sponsored content", "Lead gen forms", "Account-based targeting"],
  },
  {
    icon: "Monitor",
    title: "Display Advertising",
    description: "Banner and video placements across millions of sites and apps to stay visible between searches.",
    items: ["Google Display Network", "Responsive display ads", "Frequency-capped remarketing"],
  },
];

/** The twelve campaign management items. */
const managementItems: readonly string[] = [
  "Account audit and competitor research",
  "Keyword research and negative keyword lists",
  "Audience targeting and segmentation",
  "Ad copywriting and creative design",
  "Landing page recommendations and A/B tests",
  "Conversion and call tracking setup",
  "Bid strategy and budget management",
  "Geo-targeting for your service area",
  "Ad schedule by hour and day",
  "Remarketing campaigns",
  "Weekly optimization and search-term reviews",
  "Monthly ROI report and strategy call",
];

export const page = {
  seo: {
    title: "Paid Advertising Management: Google, Meta & LinkedIn Ads",
    description:
      "Google Ads, Meta Ads, LinkedIn Ads and display campaigns managed against cost per lead, with conversion tracking and monthly ROI reporting. Get a free ad account audit.",
    path: "/services/paid-advertising",
    keywords: ["paid advertising agency Atlanta", "Google Ads management", "Facebook ads management", "LinkedIn ads", "PPC management", "display advertising"],
  },
  blocks: [
    {
      type: "hero",
      art: "ads",
      eyebrow: "Paid Advertising",
      title: "Ads that pay",
      highlight: "for themselves",
      description:
        "We run Google, Meta, LinkedIn and display campaigns against one number: what each customer costs you. Every click is tracked to a call, form or sale, and every dollar is reported.",
      ctas: [{ label: "Start Campaign", href: inquiryHref("paid-advertising"), icon: "ArrowRight" }],
      stats: [
        { value: claims.leads, label: "Increase in leads" },
        { value: claims.satisfaction, label: "Client satisfaction" },
        { value: claims.projects, label: "Projects delivered" },
        { value: claims.years, label: "Years in Atlanta" },
      ],
    },
    {
      type: "cards",
      id: "channels",
      eyebrow: "Channels",
      title: "Four channels, one strategy",
      description: "We put your budget where your customers are and move it as the results come in.",
      columns: 4,
      tone: "white",
      items: adChannels,
    },
    {
      type: "checklist",
      id: "management",
      eyebrow: "Campaign management",
      title: "What full campaign management includes",
      tone: "muted",
      items: managementItems,
    },
    {
      type: "cta",
      title: "Find the wasted spend in your ad account",
      description: `Our free ad audit shows where your budget leaks and what we would change first. No obligation; we reply ${site.responseTime}.`,
      ctas: [{ label: "Get Free Ad Audit", href: inquiryHref("paid-advertising") }],
    },
  ],
} satisfies PageContent;
