// deploy/nginx.conf, made from the route table (src/routes.ts): which addresses nginx may keep
// for everyone comes from the same rules the app's cache headers do. `npm run deploy:nginx`
// writes it; tests/unit/nginx-conf.test.ts fails when the committed file and the table disagree.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { routes, type RouteRule } from "../src/routes";
import { UPLOAD_BODY_MAX_BYTES, UPLOAD_PATH_PATTERN } from "../src/lib/post-body-limit";

/** The addresses of prerendered pages: one file each, the same for every visitor. */
function staticAddresses(table: readonly RouteRule[]): string[] {
  return table.filter((r) => r.render === "static" && r.cache === "public" && !r.path.includes("[") && r.path !== "/404").map((r) => r.path);
}

/** Addresses that belong to one visitor, as prefixes (a pattern's fixed start). */
function privatePrefixes(table: readonly RouteRule[]): string[] {
  const prefixes = table.filter((r) => r.cache === "private").map((r) => r.path.replace(/\/\[.*$/, "").slice(1));
  // The API is passed through whole (below), so its endpoints need no prefix of their own.
  return [...new Set(prefixes)].filter((p, _, all) => !p.startsWith("api/") && !all.some((q) => q !== p && p.startsWith(`${q}/`))).sort();
}

/** Files whose address changes with their content (immutable in the route table), as prefixes. */
function immutablePrefixes(table: readonly RouteRule[]): string[] {
  return [...new Set(table.filter((r) => r.cache === "immutable").map((r) => `${r.path.replace(/\/\[.*$/, "")}/`))].sort();
}

export function nginxConf(table: readonly RouteRule[] = routes): string {
  const statics = staticAddresses(table)
    .map((p) => `    ${JSON.stringify(p)} 0;`)
    .join("\n");
  const personal = ["_actions", "_server-islands", "api", ...privatePrefixes(table)].join("|");
  const uploadMegabytes = Math.ceil(UPLOAD_BODY_MAX_BYTES / (1024 * 1024));
  const immutable = immutablePrefixes(table)
    .map(
      (prefix) => `
    # Uploaded images (immutable in the route table): served by the app from the database, and
    # a new image gets a new address, so each answer is kept for a year.
    location ${prefix} {
        proxy_pass http://gateway_app;
        proxy_cache gateway_pages;
        proxy_cache_valid 200 365d;
        proxy_cache_key "$scheme$host$uri";
        proxy_cache_lock on;
        add_header X-Cache $upstream_cache_status always;
    }
`,
    )
    .join("");
  return `# nginx in front of two (or more) app servers sharing one PostgreSQL.
# Made from src/routes.ts by \`npm run deploy:nginx\`: change the route table or scripts/nginx-conf.ts,
# not this file. Install: copy to /etc/nginx/conf.d/gateway-tech.conf, set server_name and the
# certificate paths, list your app servers under "upstream", then \`nginx -t && systemctl reload nginx\`.
# Each app server runs with DATABASE_URL pointing at the shared PostgreSQL, SITE_URL set to the
# public https origin and TRUST_PROXY set to this proxy's address as the app server sees it (its
# tunnel address, e.g. TRUST_PROXY=10.0.0.1), never a hop count, which would trust any peer's
# X-Forwarded-For.

# The app servers speak plain HTTP, and session cookies, codes and leads cross this hop: list only
# addresses inside an encrypted tunnel between the hosts (WireGuard, whose peers are pinned by their
# public keys; 10.0.0.0/24 below is its network), never a bare VLAN or a public interface, or run
# nginx on each app host and use 127.0.0.1 (decision 0045).
upstream gateway_app {
    # Requests go to the least busy server; sessions live in PostgreSQL, so any server answers.
    least_conn;
    server 10.0.0.11:3000 max_fails=3 fail_timeout=10s;
    server 10.0.0.12:3000 max_fails=3 fail_timeout=10s;
    keepalive 32;
}

# The access log keeps paths, never query strings or referers: newsletter links carry a working
# token in theirs, and a page's referer is its full address.
log_format gateway_paths '$remote_addr [$time_local] "$request_method $uri $server_protocol" $status $body_bytes_sent $request_time "$http_user_agent"';

proxy_cache_path /var/cache/nginx/gateway levels=1:2 keys_zone=gateway_pages:20m max_size=1g inactive=1h use_temp_path=off;

# Prerendered pages (render "static" in the route table) are the same file for every visitor:
# what is personal on them (the header's session controls, gated areas) comes from server islands
# under /_server-islands/, which are never kept. Everything else is rendered per request and
# passes through, with the app's own Cache-Control.
map $uri $gateway_rendered {
    default 1;
${statics}
}

server {
    listen 80;
    listen [::]:80;
    server_name gatewaytech.example www.gatewaytech.example;
    access_log /var/log/nginx/gateway-tech.access.log gateway_paths;
    # Browsers asking for a page are sent to https. Anything that posts or calls an API over plain
    # http is refused instead of redirected: a redirect would come after its body (codes, leads)
    # had already crossed the network unencrypted, and the client would never notice.
    location ~ ^/(_actions|_server-islands|api)(/|$) {
        return 403;
    }
    location / {
        if ($request_method !~ ^(GET|HEAD)$) {
            return 403;
        }
        return 301 https://gatewaytech.example$request_uri;
    }
}

server {
    # "listen ... http2" suits nginx 1.22 (Debian 12); from 1.25 write "http2 on;" instead.
    listen 443 ssl http2;
    listen [::]:443 ssl http2;
    server_name gatewaytech.example;

    ssl_certificate     /etc/letsencrypt/live/gatewaytech.example/fullchain.pem;
    ssl_certificate_key /etc/letsencrypt/live/gatewaytech.example/privkey.pem;
    access_log /var/log/nginx/gateway-tech.access.log gateway_paths;
    # Mozilla's "intermediate" profile: TLS 1.2 and 1.3, forward-secret AEAD ciphers only (the
    # DHE suites are left out, so no dhparam file is needed).
    ssl_protocols TLSv1.2 TLSv1.3;
    ssl_ciphers ECDHE-ECDSA-AES128-GCM-SHA256:ECDHE-RSA-AES128-GCM-SHA256:ECDHE-ECDSA-AES256-GCM-SHA384:ECDHE-RSA-AES256-GCM-SHA384:ECDHE-ECDSA-CHACHA20-POLY1305:ECDHE-RSA-CHACHA20-POLY1305;
    ssl_prefer_server_ciphers off;
    ssl_session_timeout 1d;
    ssl_session_cache shared:GatewayTLS:10m;
    ssl_session_tickets off;

    # Forms and actions are small; the app answers 413 past 256 KB anyway.
    client_max_body_size 1m;

    proxy_http_version 1.1;
    proxy_set_header Connection "";
    proxy_set_header Host $host;
    proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
    proxy_set_header X-Forwarded-Proto $scheme;
    # The app keeps brotli and gzip copies of every file: let it choose.
    proxy_set_header Accept-Encoding $http_accept_encoding;

    # Hashed build assets never change: kept for a year.
    location /_astro/ {
        proxy_pass http://gateway_app;
        proxy_cache gateway_pages;
        proxy_cache_valid 200 365d;
        proxy_cache_key "$scheme$host$request_uri$http_accept_encoding";
        add_header X-Cache $upstream_cache_status always;
    }
${immutable}
    # The blog editor's post carries images (src/lib/post-body-limit.ts); the app reads it only for an admin.
    location ~ "${UPLOAD_PATH_PATTERN}" {
        client_max_body_size ${uploadMegabytes}m;
        proxy_pass http://gateway_app;
    }

    # One visitor's answers (private in the route table), the actions, islands and APIs: never kept.
    location ~ ^/(${personal})(/|$) {
        proxy_pass http://gateway_app;
    }

    location / {
        proxy_pass http://gateway_app;
        proxy_cache gateway_pages;
        proxy_cache_methods GET HEAD;
        # A prerendered page changes only with a deploy: kept a minute, whatever cookies come
        # with the request (the page reads none), and revalidated with the app's ETag.
        proxy_ignore_headers Cache-Control Set-Cookie;
        proxy_cache_valid 200 1m;
        proxy_cache_revalidate on;
        proxy_cache_key "$scheme$host$uri$http_accept_encoding";
        proxy_cache_bypass $gateway_rendered;
        proxy_no_cache $gateway_rendered;
        proxy_cache_lock on;
        proxy_cache_use_stale error timeout updating http_500 http_502 http_503 http_504;
        proxy_cache_background_update on;
        add_header X-Cache $upstream_cache_status always;
    }
}
`;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const out = path.join(path.dirname(fileURLToPath(import.meta.url)), "..", "deploy", "nginx.conf");
  fs.writeFileSync(out, nginxConf());
  console.log(`Wrote ${path.relative(process.cwd(), out)}`);
}
