import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { nginxConf } from "../../scripts/nginx-conf";
import type { RouteRule } from "@/routes";

describe("deploy/nginx.conf", () => {
  it("is what the route table makes (npm run deploy:nginx writes it)", () => {
    expect(fs.readFileSync("deploy/nginx.conf", "utf8")).toBe(nginxConf());
  });

  it("keeps prerendered pages for everyone and passes one visitor's pages through", () => {
    const table: RouteRule[] = [
      { path: "/about", render: "static", cache: "public", index: true, search: true },
      { path: "/blog/[slug]", render: "request", cache: "public", index: true, search: true },
      { path: "/newsletter", render: "request", cache: "private", index: false, search: false },
      { path: "/newsletter/confirm", render: "request", cache: "private", index: false, search: false },
      { path: "/admin/[...page]", render: "request", cache: "private", index: false, search: false },
    ];
    const conf = nginxConf(table);
    expect(conf).toContain('    "/about" 0;');
    expect(conf).not.toContain('"/blog/[slug]" 0;');
    expect(conf).toContain("location ~ ^/(_actions|_server-islands|api|admin|newsletter)(/|$)");
  });
});
