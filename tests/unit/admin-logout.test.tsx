import fs from "node:fs";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { AdminHeader } from "@/components/admin/AdminShell";
import { filesUnder } from "../support/source-files";

describe("signing out of the console", () => {
  it("is offered in the console header: Logout, a plain POST to /logout that works without JavaScript", () => {
    const html = renderToStaticMarkup(<AdminHeader email="owner@gatewaytech.example" currentPath="/admin/codes" />);
    const form = /<form[^>]*>((?:(?!<\/form>)[\s\S])*Logout(?:(?!<\/form>)[\s\S])*)<\/form>/.exec(html);
    expect(form?.[0]).toMatch(/^<form (?=[^>]*method="post")(?=[^>]*action="\/logout")[^>]*>/);
    expect(form?.[1]).toMatch(/^<button type="submit"[^>]*>[\s\S]*Logout\s*<\/button>$/);
  });
  it("is on every console page, each drawn in the layout that shows that header", () => {
    expect(fs.readFileSync("src/layouts/AdminLayout.astro", "utf8")).toMatch(/<AdminHeader email=\{admin\.email\}/);
    const pages = filesUnder("src/pages/admin", /\.astro$/);
    expect(pages.length).toBeGreaterThan(5);
    expect(pages.filter((p) => !/import AdminLayout from "@\/layouts\/AdminLayout\.astro"/.test(fs.readFileSync(p, "utf8")))).toEqual([]);
  });
});
