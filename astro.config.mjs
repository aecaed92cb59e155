// @ts-check
import { fileURLToPath } from "node:url";
import { defineConfig } from "astro/config";
import node from "@astrojs/node";
import react from "@astrojs/react";
import tailwindcss from "@tailwindcss/vite";
import { prerenders } from "./src/routes.ts";
import { UPLOAD_BODY_MAX_BYTES } from "./src/lib/post-body-limit.ts";

/** The consented analytics and marketing tags' origins (build-time settings, as the pages bake them in). */
const tagOrigins = [...new Set([process.env.PUBLIC_ANALYTICS_SRC, process.env.PUBLIC_MARKETING_SRC].filter(Boolean).map((src) => new URL(src).origin))];

/**
 * Each route file in src/pages is prerendered or rendered per request as the route table
 * (src/routes.ts) says, so no route file states it. Routes Astro adds itself (server islands,
 * actions) keep Astro's choice.
 * @type {import("astro").AstroIntegration}
 */
const routeTable = {
  name: "route-table",
  hooks: {
    "astro:route:setup": ({ route }) => {
      if (route.component.startsWith("src/pages/")) route.prerender = prerenders(route.component);
    },
  },
};

/**
 * `client:settled`, the form islands' directive: hydrate once the page has loaded and painted and
 * the island is in view, or when the visitor reaches into it (src/scripts/client-settled.ts).
 * @type {import("astro").AstroIntegration}
 */
const settledDirective = {
  name: "gte:client-settled",
  hooks: {
    "astro:config:setup": ({ addClientDirective }) =>
      addClientDirective({ name: "settled", entrypoint: fileURLToPath(new URL("./src/scripts/client-settled.ts", import.meta.url)) }),
  },
};

/**
 * The server build's entry is src/server/entry.ts: the adapter's handler and the start and stop
 * steps server.mjs calls, in one module graph with the pages. It runs after the adapter's own
 * setting of the entry ("post"), so it replaces it.
 */
const serverEntry = {
  name: "gte:server-entry",
  enforce: /** @type {const} */ ("post"),
  config: () => ({
    environments: { ssr: { build: { rolldownOptions: { input: { index: fileURLToPath(new URL("./src/server/entry.ts", import.meta.url)) } } } } },
  }),
};

/**
 * The Node adapter in middleware mode hands per-request routes to our own server (server.mjs),
 * which serves the prerendered files itself.
 */
export default defineConfig({
  outDir: process.env.ASTRO_OUT_DIR || "dist",
  // server.mjs reads every body itself, within the path's limit (src/lib/post-body-limit.ts); the
  // adapter's own limit (1 GiB by default) is the editor's, in case a body ever reaches it unread.
  adapter: node({ mode: "middleware", staticHeaders: true, bodySizeLimit: UPLOAD_BODY_MAX_BYTES }),
  integrations: [react(), routeTable, settledDirective],
  // /about is written as about.html, so one file answers /about and a proxy can serve it as is.
  build: { format: "file" },
  trailingSlash: "never",
  compressHTML: true,
  devToolbar: { enabled: false },
  // No Markdown pages: blog bodies are rendered by marked and sanitised (src/server/blog).
  markdown: { syntaxHighlight: false },
  security: {
    // src/middleware checks Origin with the site's one allow-list (SITE_URL and the request's own origin).
    checkOrigin: false,
    // A form of this site is a few kilobytes; a blog post body at most 150,000 bytes (src/lib/post-body-limit.ts).
    actionBodySizeLimit: 256 * 1024,
    csp: {
      // Astro adds the hash of every script and style it emits; nothing inline runs without one.
      directives: [
        "default-src 'self'",
        "img-src 'self' data: blob:",
        "font-src 'self'",
        `connect-src ${["'self'", ...tagOrigins].join(" ")}`,
        "object-src 'none'",
        "base-uri 'none'",
        "frame-ancestors 'none'",
        "form-action 'self'",
        // An https site never loads anything over plain http.
        ...(process.env.SITE_URL?.startsWith("https://") ? ["upgrade-insecure-requests"] : []),
      ],
      scriptDirective: { resources: ["'self'", ...tagOrigins] },
      // React sets style attributes (progress bars, image boxes); attributes cannot run code.
      styleDirective: { resources: ["'self'", { resource: "'unsafe-inline'", kind: "attribute" }] },
    },
  },
  vite: {
    plugins: [tailwindcss(), serverEntry],
    // Tailwind runs as a Vite plugin; no PostCSS pass on top of it.
    css: { postcss: { plugins: [] } },
  },
});
