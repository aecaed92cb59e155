import { DomUtils, parseDocument } from "htmlparser2";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contentPages } from "../../src/content/pages";
import { blocksText } from "../../src/content/search-index";
import { robotsFor } from "../../src/routes";
import { baseURL as siteUrl } from "../e2e/support/settings.mjs";
import { hasBuild, startServer, tempDataDir, type RunningServer } from "./support";

/**
 * What a page's HTML says, as the production server sends it: each content page against its
 * module (metadata, every block's text, every link going somewhere), the home page's sharing
 * tags and structured data, and the keywords every page has. Moved here from the browser suite:
 * the served HTML shows all of it (docs/decisions/0063-the-browser-suite-within-its-budget.md).
 * Whether each page fits the screen and passes axe stays in the browser (accessibility.spec.ts).
 *
 * The server runs with the SITE_URL the test build was made with (static pages carry it), so
 * every page names the same address.
 */
type Node = ReturnType<typeof parseDocument>;
type Element = ReturnType<typeof DomUtils.getElementsByTagName>[number];

/** Text compared without whitespace: a heading's two lines sit in separate elements. */
const squash = (s: string) => s.replace(/\s+/g, "");
/** blocksText joins a band's button labels, and a figure with its label, with ", " or a space. */
const pieces = (blocks: Parameters<typeof blocksText>[0]) => blocksText(blocks).flatMap((p) => p.split(", "));
const textOf = (el: Element | null) => (el ? DomUtils.textContent(el).replace(/\s+/g, " ").trim() : null);

describe.skipIf(!hasBuild)("what a page's HTML says", () => {
  let server: RunningServer;
  const get = (path: string) => fetch(`${server.url}${path}`, { redirect: "manual" });
  /** A page's parsed HTML and its status. */
  async function page(path: string) {
    const res = await get(path);
    const doc = parseDocument(await res.text());
    const all = (test: (el: Element) => boolean, from: Node | Element = doc) => DomUtils.findAll(test, from.children);
    const one = (test: (el: Element) => boolean, from: Node | Element = doc) => DomUtils.findOne(test, from.children);
    const meta = (attr: "name" | "property", name: string) => one((el) => el.name === "meta" && el.attribs[attr] === name)?.attribs.content;
    return { status: res.status, doc, all, one, meta };
  }

  /** Status of each same-site path, asked once. */
  const statuses = new Map<string, Promise<number>>();
  const statusOf = (path: string) => {
    if (!statuses.has(path))
      statuses.set(
        path,
        get(path).then(async (r) => {
          await r.arrayBuffer();
          return r.status;
        }),
      );
    return statuses.get(path)!;
  };

  beforeAll(async () => {
    server = await startServer({ DATA_DIR: tempDataDir(), SITE_URL: siteUrl });
  });
  afterAll(async () => {
    await server?.stop();
  });

  describe("content pages", () => {
    for (const { seo, blocks } of contentPages) {
      it(seo.path, async () => {
        const { status, all, one, meta } = await page(seo.path);
        expect(status).toBe(200);

        const brand = "| Gateway Tech Enterprises";
        expect(textOf(one((el) => el.name === "title"))).toBe(seo.absoluteTitle ? seo.title : `${seo.title} ${brand}`);
        expect(one((el) => el.name === "link" && el.attribs.rel === "canonical")?.attribs.href).toBe(seo.path === "/" ? siteUrl : `${siteUrl}${seo.path}`);
        expect(meta("name", "description")).toBe(seo.description);
        expect(meta("name", "robots")).toBe(robotsFor(seo.path));
        expect(all((el) => el.name === "h1")).toHaveLength(1);

        const main = one((el) => el.name === "main");
        expect(main, `${seo.path} has a main`).not.toBeNull();
        // textContent: the answers of closed <details> are in the page too.
        const text = squash(DomUtils.textContent(main!));
        // A figure and its label ("98% Client satisfaction") may be laid out label first.
        const shown = (piece: string) =>
          text.includes(squash(piece)) || (/^(\S*\d\S*) (.+)$/.test(piece) && piece.split(/ (.*)/s, 2).every((part) => text.includes(squash(part))));
        const missing = pieces(blocks).filter((piece) => !shown(piece));
        expect(missing, `text of ${seo.path}'s blocks that the page does not show`).toEqual([]);

        const ids = all((el) => typeof el.attribs.id === "string").map((el) => el.attribs.id);
        const links = all((el) => el.name === "main").flatMap((m) => all((el) => el.name === "a" && el.attribs.href !== undefined, m));
        const hrefs = [...new Set(links.map((a) => a.attribs.href))];
        expect(hrefs.length, `links on ${seo.path}`).toBeGreaterThan(0);
        const broken: string[] = [];
        for (const href of hrefs) {
          if (href.startsWith("#")) {
            if (ids.filter((id) => id === href.slice(1)).length !== 1) broken.push(`${href}: no such section`);
          } else if (href.startsWith("/")) {
            const [path, fragment] = href.split("#");
            const linked = await statusOf(path);
            if (linked !== 200) broken.push(`${href}: ${linked}`);
            if (fragment && path === seo.path && ids.filter((id) => id === fragment).length !== 1) broken.push(`${href}: no such section`);
          } else if (href.startsWith("mailto:")) {
            if (!/^mailto:[^@\s?]+@[^@\s?]+\.\w+(\?subject=[^\s&]+)?$/.test(href)) broken.push(href);
          } else if (/^(tel|sms):/.test(href)) {
            if (!/^(tel|sms):\+1\d{10}$/.test(href)) broken.push(href);
          } else if (!/^https:\/\/(?!localhost|127\.)/.test(href)) {
            broken.push(`${href}: not a public https address`);
          }
        }
        expect(broken, `links on ${seo.path} that go nowhere`).toEqual([]);
      });
    }
  });

  describe("SEO plumbing", () => {
    it("metadata, canonical, Open Graph, Twitter and theme colour on /", async () => {
      const { one, meta } = await page("/");
      expect(textOf(one((el) => el.name === "title"))).toMatch(/Gateway Tech Enterprises/);
      expect(one((el) => el.name === "link" && el.attribs.rel === "canonical")?.attribs.href).toMatch(new RegExp(`^${siteUrl}/?$`));
      expect(meta("name", "description")).toMatch(/Atlanta/);
      expect(meta("name", "keywords")).toMatch(/Atlanta web design/);
      expect(meta("property", "og:image")).toBe(`${siteUrl}/og-image-default.jpg`);
      expect(meta("property", "og:image:width")).toBe("1200");
      expect(meta("property", "og:image:height")).toBe("630");
      expect(meta("property", "og:locale")).toBe("en_US");
      expect(meta("name", "twitter:card")).toBe("summary_large_image");
      expect(meta("name", "theme-color")).toBe("#0891b2");
      const img = await get("/og-image-default.jpg");
      expect(img.headers.get("content-type")).toBe("image/jpeg");
    });

    it("JSON-LD: ProfessionalService with NAICS and hours, WebSite with SearchAction", async () => {
      const { all } = await page("/");
      const data = all((el) => el.name === "script" && el.attribs.type === "application/ld+json").map((s) => JSON.parse(DomUtils.textContent(s)));
      const org = data.find((d) => d["@type"] === "ProfessionalService");
      expect(org).toMatchObject({ name: "Gateway Tech Enterprises", naics: "541611", foundingDate: "2020", telephone: "+14045550142" });
      expect(org.openingHoursSpecification[0]).toMatchObject({ opens: "09:00", closes: "18:00" });
      expect(org.address.postalCode).toBe("30309");
      const site = data.find((d) => d["@type"] === "WebSite");
      expect(site.potentialAction.target.urlTemplate).toMatch(/\/search\?q=\{search_term_string\}$/);
    });
  });

  describe("site details", () => {
    it("the structured data lists no social profile the site has not configured", async () => {
      const { status, all } = await page("/");
      expect(status).toBe(200);
      const data = all((el) => el.name === "script" && el.attribs.type === "application/ld+json").map((s) => JSON.parse(DomUtils.textContent(s)));
      expect(data.filter((d) => "sameAs" in d)).toEqual([]);
    });

    // Decisions 0061 and 0062: an island brings Astro's runtime into the page, about 2 KB
    // compressed, which took content pages past the first round trip of a slow phone connection.
    it("a page without a form of its own carries no island: the footer's sign-up is a plain form posting to /newsletter", async () => {
      const { status, all, one } = await page("/careers");
      expect(status).toBe(200);
      expect(all((el) => el.name === "astro-island")).toEqual([]);
      const footer = one((el) => el.name === "footer");
      const form = one((el) => el.name === "form" && el.attribs["aria-label"] === "Newsletter sign-up in the footer", footer!);
      expect(form?.attribs).toMatchObject({ action: "/newsletter", method: "post" });
    });

    for (const [path, label, action] of [
      ["/", "Contact form", "/message"],
      ["/blog", "Newsletter sign-up", "/newsletter"],
    ]) {
      it(`${path} carries no island: its own form is a plain form posting to ${action}`, async () => {
        const { status, all, one } = await page(path);
        expect(status).toBe(200);
        expect(all((el) => el.name === "astro-island")).toEqual([]);
        const main = one((el) => el.name === "main");
        expect(one((el) => el.name === "form" && el.attribs["aria-label"] === label, main!)?.attribs).toMatchObject({ action, method: "post" });
      });
    }

    for (const path of ["/blog", "/newsletter"]) {
      it(`${path}'s two newsletter boxes are two form landmarks of different names`, async () => {
        const { all } = await page(path);
        const names = all((el) => el.name === "form" && el.attribs.action === "/newsletter").map((el) => el.attribs["aria-label"]);
        expect(names.sort()).toEqual(["Newsletter sign-up", "Newsletter sign-up in the footer"]);
      });
    }

    it("a page holds the cookie banner's empty place, and /cookie-banner its markup", async () => {
      const { all } = await page("/about");
      const places = all((el) => el.name === "div" && "data-cookie-banner" in el.attribs);
      expect(places.map((el) => [el.attribs.hidden, el.children.length])).toEqual([["", 0]]);
      const res = await get("/cookie-banner");
      expect(await res.text()).toContain('role="dialog"');
    });

    for (const path of ["/verify", "/request-access"]) {
      it(`${path} has the keywords every page has`, async () => {
        const { status, meta } = await page(path);
        expect(status).toBe(200);
        expect(meta("name", "keywords")).toMatch(/\w/);
      });
    }
  });
});
