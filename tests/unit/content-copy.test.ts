import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { Block, PageContent } from "@/content/blocks";
import { claims, site } from "@/content/site";
import { page as about } from "@/content/pages/about";

/** Facts said in several places are said one way, from src/content/site.ts. */
const contentDir = path.resolve(__dirname, "../../src/content");

function files(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === "blog-posts" ? [] : files(p);
    return e.name.endsWith(".ts") ? [p] : [];
  });
}

async function allPages(): Promise<[string, PageContent][]> {
  const dir = path.join(contentDir, "pages");
  const out: [string, PageContent][] = [];
  for (const f of fs.readdirSync(dir).filter((n) => n.endsWith(".ts"))) {
    const mod = (await import(path.join(dir, f))) as { page?: PageContent };
    if (mod.page) out.push([f, mod.page]);
  }
  return out;
}

describe("one source for shared facts", () => {
  it("business hours are typed only in site.ts", () => {
    const typed = files(contentDir)
      .filter((f) => !f.endsWith(`${path.sep}site.ts`))
      .filter((f) => /\b9(:00)?\s?AM\b|\b6(:00)?\s?PM\b|Mon(day)?\s?[–-]\s?Fri/.test(fs.readFileSync(f, "utf8")))
      .map((f) => path.relative(contentDir, f));
    expect(typed).toEqual([]);
  });

  it("the 98% satisfaction figure is explained in the same words wherever it is explained", async () => {
    const explanations = new Map<string, string>();
    for (const [file, page] of await allPages()) {
      for (const b of page.blocks as readonly Block[]) {
        if (b.type !== "stats") continue;
        for (const item of b.items)
          if (item.value === claims.satisfaction && "description" in item && item.description) explanations.set(file, item.description);
      }
    }
    expect([...explanations.keys()]).toEqual(expect.arrayContaining(["about.ts", "portfolio.ts", "seo-atlanta.ts", "digital-marketing-atlanta.ts"]));
    expect(new Set(explanations.values()).size).toBe(1);
    const story = about.blocks.find((b) => b.type === "richText" && b.id === "story");
    expect(JSON.stringify(story)).toContain("satisfied or better in our post-project survey");
  });

  it("live chat is a text conversation in the business hours, nowhere a real-time chat", () => {
    expect(site.hours.liveChat).toContain(site.hours.time);
    expect(site.hours.liveChat).toMatch(/text/i);
    expect(site.chat.href).toBe(`sms:${site.phone.e164}`);
    const promising = files(contentDir).filter((f) => /real[- ]time chat|chats back in real time/i.test(fs.readFileSync(f, "utf8")));
    expect(promising).toEqual([]);
  });
});
