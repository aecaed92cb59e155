// The published channel rules and the touches a visit keeps (src/lib/attribution.ts, decision 0070).
import { describe, expect, it } from "vitest";
import { channelOf, leadSourceOf, nextTouches, parseTouches, sourceDetails, touchOf, type Touch } from "@/lib/attribution";

const site = "https://gatewaytechenterprises.com";
const page = (path: string) => new URL(path, site);

describe("channel rules", () => {
  it.each([
    [{}, "direct"],
    [{ referrerHost: "www.google.com" }, "organic-search"],
    [{ referrerHost: "www.google.co.uk" }, "organic-search"],
    [{ referrerHost: "duckduckgo.com" }, "organic-search"],
    [{ utm: { source: "google", medium: "organic" } }, "organic-search"],
    [{ referrerHost: "www.google.com", adClick: true }, "paid-search"],
    [{ utm: { source: "google", medium: "cpc" } }, "paid-search"],
    [{ utm: { source: "bing", medium: "ppc" } }, "paid-search"],
    [{ utm: { source: "facebook", medium: "cpc" } }, "paid-social"],
    [{ referrerHost: "l.facebook.com", adClick: true }, "paid-social"],
    [{ referrerHost: "www.linkedin.com" }, "organic-social"],
    [{ referrerHost: "t.co" }, "organic-social"],
    [{ utm: { source: "partner-site", medium: "social" } }, "organic-social"],
    [{ utm: { source: "newsletter", medium: "email", campaign: "fall" } }, "email"],
    [{ utm: { source: "mailchimp", medium: "E-mail" } }, "email"],
    [{ utm: { campaign: "flyer" } }, "other"],
    [{ referrerHost: "atlantabusinessdirectory.org" }, "referral"],
  ] as [Pick<Touch, "referrerHost" | "utm" | "adClick">, string][])("%j is %s", (touch, channel) => {
    expect(channelOf(touch)).toBe(channel);
  });

  it("a campaign tag outranks the referrer it came through", () => {
    expect(channelOf({ referrerHost: "mail.google.com", utm: { medium: "email" } })).toBe("email");
  });
});

describe("a visit's touches", () => {
  it("an entry from another site starts a touch with its landing page and the referrer's host, without the query string", () => {
    expect(touchOf(page("/web-design-atlanta?utm_source=newsletter&utm_medium=email&utm_campaign=fall&q=secret"), "https://mail.example.net/inbox")).toEqual({
      landingPath: "/web-design-atlanta",
      referrerHost: "mail.example.net",
      utm: { source: "newsletter", medium: "email", campaign: "fall" },
    });
  });

  it("a page reached from another of the site's pages continues the visit", () => {
    expect(touchOf(page("/contact"), `${site}/web-design-atlanta`)).toBeNull();
  });

  it("an ad click id is noted, its value is not kept", () => {
    expect(touchOf(page("/?gclid=abc123"), "")).toEqual({ landingPath: "/", adClick: true });
  });

  it("keeps the first touch and replaces the latest, except by a bare direct entry", () => {
    const email: Touch = { landingPath: "/web-design-atlanta", utm: { medium: "email" } };
    const search: Touch = { landingPath: "/seo-services", referrerHost: "www.bing.com" };
    const direct: Touch = { landingPath: "/" };
    const first = nextTouches(null, email);
    expect(nextTouches(nextTouches(first, search), direct)).toEqual({ first: email, last: search });
  });

  it("reads back only well-formed touches, bounded", () => {
    expect(parseTouches('{"first":{"landingPath":"//evil.example"},"last":{"landingPath":"/"}}')).toBeNull();
    expect(parseTouches("not json")).toBeNull();
    const long = "x".repeat(500);
    const parsed = parseTouches(
      JSON.stringify({ first: { landingPath: "/" }, last: { landingPath: "/", utm: { campaign: long }, referrerHost: "bad host<>" } }),
    );
    expect(parsed?.last).toEqual({ landingPath: "/", utm: { campaign: "x".repeat(150) } });
  });
});

describe("a lead's source", () => {
  it("without kept touches, is the page it was sent from and that page's own tags", () => {
    expect(leadSourceOf(page("/contact?utm_source=google&utm_medium=cpc"), null)).toEqual({
      attribution: { sentFrom: "/contact", consented: false, utm: { source: "google", medium: "cpc" } },
      channel: "paid-search",
    });
  });

  it("with kept touches, is the latest touch, and the first when it differs", () => {
    const first: Touch = { landingPath: "/blog", referrerHost: "www.google.com" };
    const last: Touch = { landingPath: "/web-design-atlanta", utm: { source: "newsletter", medium: "email", campaign: "fall" } };
    const { attribution, channel } = leadSourceOf(page("/contact"), { first, last });
    expect(channel).toBe("email");
    expect(attribution).toEqual({ sentFrom: "/contact", consented: true, ...last, first: { ...first, channel: "organic-search" } });
  });

  it("reads as labels for the owner, with the channel's code in its own line", () => {
    const details = sourceDetails({ sentFrom: "/contact", consented: true, landingPath: "/web-design-atlanta", utm: { campaign: "fall" } }, "email");
    expect(Object.fromEntries(details.map((d) => [d.label, d.value]))).toMatchObject({
      Channel: "E-mail",
      "Channel code": "email",
      "Landing page": "/web-design-atlanta",
      Campaign: "fall",
    });
  });
});
