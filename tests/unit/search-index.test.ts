import { describe, expect, it } from "vitest";
import { staticSearchDocuments } from "@/content/search-index";
import { routes } from "@/routes";
import { asSentences } from "@/lib/sentences";

describe("static pages as search documents", () => {
  it("ends every fragment as a sentence, keeping the punctuation it has", () => {
    expect(asSentences(["Custom responsive design", "Conversion-focused layouts", "Is it worth it?", "Done.", "Includes:"])).toBe(
      "Custom responsive design.\nConversion-focused layouts.\nIs it worth it?\nDone.\nIncludes:",
    );
  });

  it("keeps a hero heading and its highlighted second line together as one sentence", () => {
    const home = staticSearchDocuments().find((d) => d.path === "/")!;
    expect(home.body).toContain("Technology that grows your Atlanta business.");
  });

  it("titles results without the brand, wherever the page title puts it", () => {
    const docs = staticSearchDocuments();
    expect(docs.find((d) => d.path === "/")!.title).toBe("Atlanta Technology Consulting & Web Design");
    for (const doc of docs) expect(doc.title, doc.path).not.toMatch(/Gateway Tech Enterprises/);
  });

  it("gives no page a fragment that runs into the next one", () => {
    for (const doc of staticSearchDocuments()) {
      for (const line of doc.body.split("\n")) expect(line, `${doc.path}: "${line}"`).toMatch(/[.!?:;…]$/);
    }
  });

  it("lists exactly the content pages whose route rule lets search list them", () => {
    const listed = staticSearchDocuments().map((d) => d.path);
    const searchable = routes.filter((r) => r.search).map((r) => r.path);
    expect(listed.filter((p) => !searchable.includes(p))).toEqual([]);
    expect(listed).toEqual(expect.arrayContaining(["/", "/about", "/services/seo", "/contact"]));
    expect(listed).not.toContain("/portfolio");
  });
});
