import { describe, expect, it } from "vitest";
import type { Block } from "@/content/blocks";
import { inquiryHref, inquiryPlans, inquiryPrefill, planMessage } from "@/content/inquiry";
import { contentPages } from "@/content/pages";
import { services } from "@/content/services";
import { SERVICE_OPTIONS } from "@/lib/schemas/form-constants";

const query = (href: string) => new URL(href, "http://x").searchParams;

describe("the links into the inquiry", () => {
  it("a service's link chooses that service in the form", () => {
    expect(inquiryPrefill(query(inquiryHref("seo")))).toEqual({ servicesInterested: "Search Engine Optimization" });
  });

  it("a plan's link chooses its service and opens the message with the plan", () => {
    expect(inquiryPrefill(query(inquiryHref("website-leasing", "professional")))).toEqual({
      servicesInterested: "Website Leasing",
      message: planMessage("Website Leasing", "Professional"),
    });
  });

  it("an unknown service chooses nothing, and an unknown plan keeps only the service", () => {
    expect(inquiryPrefill(new URLSearchParams("service=free-money&plan=starter"))).toEqual({});
    expect(inquiryPrefill(new URLSearchParams("service=seo&plan=<script>"))).toEqual({ servicesInterested: "Search Engine Optimization" });
  });

  it("every service a link can name is an option of the form", () => {
    for (const slug of [...services.map((s) => s.slug), "equity-partnership", "general"] as const) {
      const chosen = inquiryPrefill(query(inquiryHref(slug))).servicesInterested;
      expect(
        SERVICE_OPTIONS.map((o) => o.value),
        slug,
      ).toContain(chosen);
    }
  });

  it("every pricing table's button carries a plan the form knows, by the name the table shows", () => {
    const pricing = contentPages.flatMap((p) => p.blocks).filter((b): b is Extract<Block, { type: "pricing" }> => b.type === "pricing");
    const planButtons = pricing.flatMap((b) => b.plans).filter((p) => p.cta?.href.includes("plan="));
    expect(planButtons.length).toBeGreaterThanOrEqual(12);
    for (const plan of planButtons) {
      const q = query(plan.cta!.href);
      expect(inquiryPlans[q.get("service") ?? ""]?.[q.get("plan") ?? ""], plan.cta!.href).toBe(plan.name);
    }
  });
});
