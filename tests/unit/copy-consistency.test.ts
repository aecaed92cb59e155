import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { seedPosts } from "@/content/blog-posts";
import { teamByline } from "@/content/blog";
import { formCopy, mailCopy, replyWithin, requestAccessCopy } from "@/content/forms";
import { verifyPage } from "@/content/gate";
import { extraServices } from "@/content/inquiry";
import { page as about, team } from "@/content/pages/about";
import { page as contact } from "@/content/pages/contact";
import { page as equity } from "@/content/pages/equity-partnership";
import { page as leasing } from "@/content/pages/website-leasing";
import { services } from "@/content/services";
import { site } from "@/content/site";
import { BUDGET_OPTIONS, SERVICE_OPTIONS } from "@/lib/schemas/form-constants";

/** Every copy module under src/content, as written (the words a visitor reads, and their comments). */
const contentDir = join(process.cwd(), "src/content");
const copyFiles = readdirSync(contentDir, { recursive: true, encoding: "utf8" })
  .filter((f) => f.endsWith(".ts"))
  .map((f) => ({ file: f, text: readFileSync(join(contentDir, f), "utf8") }));

/** British spellings that have crept in before, with their American forms. */
const british =
  /\b(neighbour\w*|colour\w*|favourite\w*|organis(e|ed|es|ing|ation)\w*|optimis(e|ed|es|ing|ation)\w*|behaviour\w*|centre[sd]?|licence[sd]?|catalogue[sd]?|analys(e|ed|es|ing)|cancell(ed|ing)|travell(ed|ing)|modelling|labelled|programme[sd]?|honour\w*|labour\w*|defence|sanitis\w*|authoris\w*|recognis\w*|prioritis\w*|customis\w*|personalis\w*|enquir\w*|tyres?)\b/i;

describe("one way of saying things", () => {
  it.each(copyFiles)("$file uses American spellings", ({ text }) => {
    expect(text.match(british)?.[0]).toBeUndefined();
  });

  it.each(copyFiles)("$file names the time zone as Eastern Time, never EST", ({ text }) => {
    expect(text).not.toMatch(/\bE[SD]T\b/);
    expect(text).not.toMatch(/\bEastern\b(?! Time)/);
  });

  it.each(copyFiles)("$file writes number ranges with an en dash", ({ text }) => {
    expect(text.match(/\b\d+-\d+ ?(%|h\b|hours|days|business days|months|weeks)/)?.[0]).toBeUndefined();
  });
});

describe("the forms promise what we sell", () => {
  it("every service of the inquiry is one we sell, and each we sell is there, in the same order", () => {
    expect(SERVICE_OPTIONS.map((o) => o.value)).toEqual([...services.map((s) => s.title), ...extraServices.map((s) => s.title)]);
  });

  it("every sold service's Learn More leads to its page or the inquiry with it chosen", () => {
    for (const s of services) expect(s.link, s.slug).toMatch(new RegExp(`^/(services/|website-leasing$)|^/contact\\?service=${s.slug}#inquiry$`));
  });

  it("the budgets start where our prices do: a monthly plan from the lowest published monthly price", () => {
    const monthly = [...JSON.stringify(leasing).matchAll(/\$(\d+)\/month/g)].map((m) => Number(m[1]));
    expect(Math.min(...monthly)).toBe(299);
    expect(BUDGET_OPTIONS[0].label).toMatch(/monthly plan \(\$99 /);
    expect(BUDGET_OPTIONS.map((o) => o.label)).not.toContain("Under $10,000");
  });
});

describe("one reply promise per form", () => {
  it("the inquiry: its page, its answer and its e-mail say within 24 hours", () => {
    expect(replyWithin.inquiry).toBe("within 24 hours");
    expect(JSON.stringify(contact.blocks[0])).toContain(replyWithin.inquiry);
    expect(mailCopy.contactAck).toContain(replyWithin.inquiry);
  });

  it("the partnership application: its page, its answer and its e-mail say 2–3 business days, never 24 hours", () => {
    const application = JSON.stringify(equity.blocks.find((b) => "id" in b && b.id === "application"));
    for (const text of [application, formCopy.partnershipSuccess, mailCopy.partnershipAck]) {
      expect(text).toContain(replyWithin.partnership);
      expect(text).not.toContain("24 hours");
    }
  });

  it("the access request: its page, its answer and its e-mail say 2–3 business days", () => {
    for (const text of [requestAccessCopy.formIntro, requestAccessCopy.successText, mailCopy.accessAck]) expect(text).toContain(replyWithin.accessRequest);
  });

  it("hours read the same in every form of the facts", () => {
    for (const text of [site.hours.summary, site.hours.weekdays, site.hours.time, site.hours.liveChat]) expect(text).toMatch(/Eastern Time$/);
  });
});

describe("blog authors", () => {
  it("every seed article is signed by someone on the /about team, or by the team", () => {
    const names = new Set<string>([...team.map((m) => m.name), teamByline]);
    for (const post of seedPosts) expect(names, post.slug).toContain(post.author);
    expect(JSON.stringify(about)).toContain(team[0].name);
  });
});

describe("what an invitation code unlocks", () => {
  it("/verify names the gated areas, never the inquiry, which is open to everyone", () => {
    expect(`${verifyPage.seo.description} ${verifyPage.intro}`).not.toMatch(/inquiry|contact form|consultation/i);
  });
});
