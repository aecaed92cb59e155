import { describe, expect, it } from "vitest";
import { codeLabel } from "@/content/lead-labels";
import { BUDGET_OPTIONS, REVENUE_OPTIONS, SERVICE_OPTIONS, TIMELINE_OPTIONS } from "@/lib/schemas/form-constants";

/** The words the owner reads for a lead's stored codes (src/content/lead-labels.ts). */
describe("lead labels", () => {
  it("show each choice of a form as the form showed it to the visitor", () => {
    const lists = [
      ["budget", BUDGET_OPTIONS],
      ["timeline", TIMELINE_OPTIONS],
      ["revenue", REVENUE_OPTIONS],
      ["service", SERVICE_OPTIONS],
    ] as const;
    for (const [kind, options] of lists)
      expect(
        options.map((o) => codeLabel(kind, o.value)),
        kind,
      ).toEqual(options.map((o) => o.label));
  });

  it("name the budget and timeline codes in the visitor's words", () => {
    expect([codeLabel("budget", "10k-25k"), codeLabel("timeline", "asap")]).toEqual(["$10,000 – $25,000", "As soon as possible"]);
  });

  it("name the form a lead came through and the box a subscriber signed up in", () => {
    expect([codeLabel("contactSource", "contact-page"), codeLabel("contactSource", "home"), codeLabel("newsletterSource", "footer")]).toEqual([
      "Contact page",
      "Home page",
      "Site footer",
    ]);
  });

  it("name who acted: an administrator by address, a visitor by reference, the site and the command line by word", () => {
    expect(["admin:owner@gatewaytech.example", "visitor:p-Xq3vT9aLk2Wm8RzB", "system", "cli"].map((a) => codeLabel("actor", a))).toEqual([
      "Administrator (owner@gatewaytech.example)",
      "Visitor (p-Xq3vT9aLk2Wm8RzB)",
      "The site (automatic)",
      "Command line",
    ]);
  });

  it("name a code's role", () => {
    expect([codeLabel("role", "admin"), codeLabel("role", "client")]).toEqual(["Administrator", "Client"]);
  });

  it("show a code no list knows (an old row) as it is, never blank", () => {
    expect(["1-3 months", "toString", "robot:x"].map((c, i) => codeLabel((["timeline", "budget", "actor"] as const)[i], c))).toEqual([
      "1-3 months",
      "toString",
      "robot:x",
    ]);
  });

  it("give nothing for a field left empty, so each place says it its own way", () => {
    expect([codeLabel("budget", null), codeLabel("timeline", undefined), codeLabel("contactSource", "")]).toEqual([null, null, null]);
  });
});
