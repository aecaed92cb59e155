import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { nginxConf } from "../../scripts/nginx-conf";
import type { RouteRule } from "@/routes";

describe("deploy/nginx.conf", () => {
  it("is what the route table makes (npm run deploy:nginx writes it)", () => {
    expect(fs.readFileSync("deploy/nginx.conf", "utf8")).toBe(nginxConf());
  });

  it("logs paths without query strings or referers (newsletter links carry a token)", () => {
    const conf = nginxConf([]);
    const format = conf.match(/log_format gateway_paths ([^;]*);/)?.[1] ?? "";
    expect(format).toContain("$uri");
    expect(format).not.toMatch(/\$request\b|\$request_uri|\$args|\$query_string|\$http_referer/);
    expect(conf.match(/access_log \S+ gateway_paths;/g)).toHaveLength(2);
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

  it("keeps uploaded images for a year, and lets only the blog editor's pages take a post with images", () => {
    const conf = nginxConf([{ path: "/media/[file]", render: "request", cache: "immutable", index: false, search: false }]);
    expect(conf).toMatch(/location \/media\/ \{[^}]*proxy_cache_valid 200 365d;/);
    expect(conf).toMatch(/location ~ "\^\/admin\/blog\/\(\?:new\|upload\|\[0-9\]\+\)\$" \{\s*client_max_body_size 21m;/);
    expect(conf).toContain("    client_max_body_size 1m;");
  });

  it("offers only TLS 1.2 and 1.3 with forward-secret AEAD ciphers (Mozilla's intermediate profile)", () => {
    const conf = nginxConf();
    expect(conf).toContain("ssl_protocols TLSv1.2 TLSv1.3;");
    const ciphers = /ssl_ciphers ([^;]+);/.exec(conf)![1].split(":");
    expect(ciphers.every((c) => c.startsWith("ECDHE-") && /GCM|CHACHA20/.test(c))).toBe(true);
  });

  it("serves the certificate chain a public CA issued (Let's Encrypt, renewed by certbot)", () => {
    const conf = nginxConf();
    expect(conf).toMatch(/ssl_certificate\s+\/etc\/letsencrypt\/live\/[^/]+\/fullchain\.pem;/);
    expect(conf).toMatch(/ssl_certificate_key\s+\/etc\/letsencrypt\/live\/[^/]+\/privkey\.pem;/);
  });

  it("redirects only a browser's page request from http, and refuses APIs and posts there", () => {
    const plain = nginxConf().split("listen 443")[0];
    expect(plain).toMatch(/location ~ \^\/\(_actions\|_server-islands\|api\)\(\/\|\$\) \{\s*return 403;/);
    expect(plain).toMatch(/if \(\$request_method !~ \^\(GET\|HEAD\)\$\) \{\s*return 403;/);
    expect(plain).toContain("return 301 https://");
  });
});
