/**
 * Where a lead came from (DESIGN.md difference 14, decision 0070): the touches a visit is made of,
 * and the channel derived from them by the published rules below. Pure, so the browser's script
 * (src/scripts/attribution.ts) and the server read touches the same way.
 */

export const CHANNELS = ["direct", "organic-search", "paid-search", "organic-social", "paid-social", "email", "referral", "other"] as const;
export type Channel = (typeof CHANNELS)[number];

export const channelLabels: Record<Channel, string> = {
  direct: "Direct",
  "organic-search": "Organic search",
  "paid-search": "Paid search",
  "organic-social": "Organic social",
  "paid-social": "Paid social",
  email: "E-mail",
  referral: "Referral",
  other: "Other",
};

export const UTM_KEYS = ["source", "medium", "campaign", "term", "content"] as const;
export type Utm = Partial<Record<(typeof UTM_KEYS)[number], string>>;

/** Click ids that ad networks add to the links of paid placements. */
export const AD_CLICK_PARAMS = ["gclid", "gbraid", "wbraid", "dclid", "msclkid", "twclid", "ttclid", "li_fat_id"] as const;

/** How a visit entered the site: its first page, the external site that sent it, its campaign tags. */
export type Touch = { landingPath: string; referrerHost?: string; utm?: Utm; adClick?: boolean };

/** What the browser keeps between pages, with analytics consent only: the first and the latest touch. */
export type StoredTouches = { first: Touch; last: Touch };

/** The browser's storage key, and the hidden field a lead form carries the touches in. */
export const ATTRIBUTION_STORAGE_KEY = "gte_attribution";
export const ATTRIBUTION_FIELD = "_attribution";

/** What a lead stores of its source (the `attribution` column); `channel` is stored beside it. */
export type LeadSource = {
  /** The page the form was sent from: the request's own, known with or without consent. */
  sentFrom: string | null;
  /** Whether the visit's touches came from the browser (analytics consent, no Global Privacy Control). */
  consented: boolean;
  landingPath?: string;
  referrerHost?: string;
  utm?: Utm;
  adClick?: boolean;
  /** The visit that first brought the visitor, when it differs from the latest. */
  first?: Touch & { channel: Channel };
};

const MAX_TEXT = 150;
const MAX_PATH = 300;

const SEARCH_HOSTS = ["bing.com", "duckduckgo.com", "yahoo.com", "ecosia.org", "baidu.com", "search.brave.com", "startpage.com", "qwant.com", "kagi.com"];
const SEARCH_SOURCES = ["google", "bing", "duckduckgo", "yahoo", "ecosia", "baidu", "yandex", "brave", "startpage", "qwant", "kagi"];
const SOCIAL_HOSTS = [
  "facebook.com",
  "fb.com",
  "instagram.com",
  "linkedin.com",
  "lnkd.in",
  "t.co",
  "twitter.com",
  "x.com",
  "reddit.com",
  "youtube.com",
  "pinterest.com",
  "tiktok.com",
  "threads.net",
  "bsky.app",
  "nextdoor.com",
];
const SOCIAL_SOURCES = [
  "facebook",
  "fb",
  "instagram",
  "ig",
  "linkedin",
  "twitter",
  "x",
  "reddit",
  "youtube",
  "pinterest",
  "tiktok",
  "threads",
  "bluesky",
  "nextdoor",
  "meta",
];
const PAID_MEDIA = [
  "cpc",
  "ppc",
  "paid",
  "paidsearch",
  "paid-search",
  "paid_search",
  "paid-social",
  "paid_social",
  "paidsocial",
  "cpm",
  "cpv",
  "display",
  "sem",
];
const EMAIL_MEDIA = ["email", "e-mail", "e_mail", "newsletter"];
const SOCIAL_MEDIA = ["social", "social-network", "social-media", "social_media", "sm", "organic-social", "organic_social"];

const onHost = (host: string, domains: string[]) => domains.some((d) => host === d || host.endsWith(`.${d}`));
const isSearchHost = (host: string) => /(^|\.)google\.[a-z.]{2,6}$/.test(host) || /(^|\.)yandex\.[a-z.]{2,6}$/.test(host) || onHost(host, SEARCH_HOSTS);
const isSocialHost = (host: string) => onHost(host, SOCIAL_HOSTS);

/**
 * The channel of a touch, by these rules in this order (the privacy policy and decision 0070 publish them):
 * 1. an ad click id, or a paid medium (cpc, ppc, paid, display...): paid social when the source or
 *    the referrer is a social network, otherwise paid search;
 * 2. an e-mail medium (email, newsletter) or source: e-mail;
 * 3. a social medium, or a social network as source or referrer: organic social;
 * 4. a search engine as source or referrer, or the medium "organic": organic search;
 * 5. any other campaign tag: other;
 * 6. any other external referrer: referral;
 * 7. nothing: direct.
 */
export function channelOf(touch: Pick<Touch, "referrerHost" | "utm" | "adClick">): Channel {
  const source = touch.utm?.source?.toLowerCase() ?? "";
  const medium = touch.utm?.medium?.toLowerCase() ?? "";
  const host = touch.referrerHost?.toLowerCase() ?? "";
  const social = SOCIAL_SOURCES.includes(source) || (host !== "" && isSocialHost(host));
  const search = SEARCH_SOURCES.includes(source) || (host !== "" && isSearchHost(host));
  if (touch.adClick || PAID_MEDIA.includes(medium)) return social ? "paid-social" : "paid-search";
  if (EMAIL_MEDIA.includes(medium) || EMAIL_MEDIA.includes(source)) return "email";
  if (SOCIAL_MEDIA.includes(medium) || social) return "organic-social";
  if (search || medium === "organic") return "organic-search";
  if (Object.values(touch.utm ?? {}).some(Boolean)) return "other";
  if (host) return "referral";
  return "direct";
}

const cleanText = (value: unknown): string | undefined => {
  if (typeof value !== "string") return undefined;
  // Control characters and angle brackets have no place in a tag; the record shows what is left.
  const text = value.replace(/[\u0000-\u001f\u007f<>]/g, "").trim();
  return text ? text.slice(0, MAX_TEXT) : undefined;
};

const cleanPath = (value: unknown): string | undefined => {
  if (typeof value !== "string" || !value.startsWith("/") || value.startsWith("//")) return undefined;
  const path = value.replace(/[\u0000-\u001f\u007f<>"\s]/g, "");
  return path ? path.slice(0, MAX_PATH) : undefined;
};

const cleanHost = (value: unknown): string | undefined => {
  if (typeof value !== "string") return undefined;
  const host = value.toLowerCase();
  return /^[a-z0-9.-]{1,253}$/.test(host) ? host : undefined;
};

function cleanUtm(value: unknown): Utm | undefined {
  if (!value || typeof value !== "object") return undefined;
  const utm: Utm = {};
  for (const key of UTM_KEYS) {
    const text = cleanText((value as Record<string, unknown>)[key]);
    if (text) utm[key] = text;
  }
  return Object.keys(utm).length ? utm : undefined;
}

/** A touch as received (from the browser's storage or a posted field): bounded, or null when malformed. */
export function cleanTouch(value: unknown): Touch | null {
  if (!value || typeof value !== "object") return null;
  const v = value as Record<string, unknown>;
  const landingPath = cleanPath(v.landingPath);
  if (!landingPath) return null;
  const touch: Touch = { landingPath };
  const referrerHost = cleanHost(v.referrerHost);
  if (referrerHost) touch.referrerHost = referrerHost;
  const utm = cleanUtm(v.utm);
  if (utm) touch.utm = utm;
  if (v.adClick === true) touch.adClick = true;
  return touch;
}

/** The stored touches from their JSON text; null when absent or malformed (never a throw). */
export function parseTouches(text: string | null | undefined): StoredTouches | null {
  if (!text || text.length > 4000) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (!value || typeof value !== "object") return null;
  const first = cleanTouch((value as Record<string, unknown>).first);
  const last = cleanTouch((value as Record<string, unknown>).last);
  return first && last ? { first, last } : null;
}

/** The path and query of a same-site address, or null for another site's. */
export function sameSitePath(address: string | null | undefined, siteOrigin: string): URL | null {
  if (!address) return null;
  try {
    const url = new URL(address, siteOrigin);
    return url.origin === siteOrigin ? url : null;
  } catch {
    return null;
  }
}

/** What an address's query string carries: campaign tags and whether an ad click id is present. */
export function tagsOf(url: URL): Pick<Touch, "utm" | "adClick"> {
  const raw: Record<string, string> = {};
  for (const key of UTM_KEYS) {
    const value = url.searchParams.get(`utm_${key}`);
    if (value) raw[key] = value;
  }
  const utm = cleanUtm(raw);
  const adClick = AD_CLICK_PARAMS.some((p) => url.searchParams.has(p));
  return { ...(utm ? { utm } : {}), ...(adClick ? { adClick } : {}) };
}

/**
 * The touch a page view starts, or null when the view continues a visit (it came from another of
 * the site's pages and carries no campaign tag). The landing path keeps no query string: tags are
 * kept apart, and anything else in it (a search, a token) is not the agency's to keep.
 */
export function touchOf(page: URL, referrer: string | null | undefined): Touch | null {
  const tags = tagsOf(page);
  let referrerHost: string | undefined;
  if (referrer) {
    try {
      const from = new URL(referrer);
      if (from.origin === page.origin && !tags.utm && !tags.adClick) return null;
      if (from.origin !== page.origin) referrerHost = cleanHost(from.hostname);
    } catch {
      // an unreadable referrer counts as none
    }
  }
  const landingPath = cleanPath(page.pathname) ?? "/";
  return { landingPath, ...(referrerHost ? { referrerHost } : {}), ...tags };
}

/**
 * The touches after a page view: the first stays; a new touch replaces the latest unless it is a
 * bare direct entry (typing the address, a bookmark), which does not hide the campaign that
 * brought the visitor (the last non-direct touch counts).
 */
export function nextTouches(stored: StoredTouches | null, touch: Touch | null): StoredTouches | null {
  if (!touch) return stored;
  if (!stored) return { first: touch, last: touch };
  return channelOf(touch) === "direct" ? stored : { first: stored.first, last: touch };
}

const sameTouch = (a: Touch, b: Touch) => JSON.stringify(a) === JSON.stringify(b);

/**
 * A lead's source from its own request (the page it was sent from, and that page's own tags) and,
 * when the visitor allowed it, the touches the browser kept.
 */
export function leadSourceOf(sentFrom: URL | null, touches: StoredTouches | null): { attribution: LeadSource; channel: Channel } {
  const sentPath = sentFrom ? (cleanPath(sentFrom.pathname) ?? null) : null;
  if (touches) {
    const { last, first } = touches;
    const attribution: LeadSource = { sentFrom: sentPath, consented: true, ...last };
    if (!sameTouch(first, last)) attribution.first = { ...first, channel: channelOf(first) };
    return { attribution, channel: channelOf(last) };
  }
  const tags = sentFrom ? tagsOf(sentFrom) : {};
  return { attribution: { sentFrom: sentPath, consented: false, ...tags }, channel: channelOf(tags) };
}

/** One line of a lead's source as the owner reads it (the record and the CSV): null when not known. */
export type SourceDetail = { key: string; label: string; value: string | null };

const campaignLabels: Record<(typeof UTM_KEYS)[number], string> = {
  source: "Campaign source",
  medium: "Campaign medium",
  campaign: "Campaign",
  term: "Campaign term",
  content: "Campaign content",
};

/**
 * A lead's source, line by line, in one order for the record and the CSV. The channel is given as
 * its label and as its stable code; a lead stored before sources were kept has neither.
 */
export function sourceDetails(attribution: LeadSource | null | undefined, channel: Channel | null | undefined): SourceDetail[] {
  const a = attribution ?? null;
  const yesNo = (v: boolean | undefined) => (a ? (v ? "Yes" : "No") : null);
  return [
    { key: "channel", label: "Channel", value: channel ? channelLabels[channel] : null },
    { key: "channelCode", label: "Channel code", value: channel ?? null },
    { key: "sentFrom", label: "Sent from", value: a?.sentFrom ?? null },
    { key: "landingPath", label: "Landing page", value: a?.landingPath ?? null },
    { key: "referrerHost", label: "Referred by", value: a?.referrerHost ?? null },
    ...UTM_KEYS.map((k) => ({ key: `utm_${k}`, label: campaignLabels[k], value: a?.utm?.[k] ?? null })),
    { key: "adClick", label: "Ad click", value: yesNo(a?.adClick) },
    { key: "firstChannel", label: "First visit's channel", value: a?.first ? channelLabels[a.first.channel] : null },
    { key: "firstLandingPath", label: "First visit's landing page", value: a?.first?.landingPath ?? null },
    { key: "firstCampaign", label: "First visit's campaign", value: a?.first?.utm?.campaign ?? null },
    { key: "consented", label: "Visit kept with consent", value: yesNo(a?.consented) },
  ];
}
