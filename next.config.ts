import type { NextConfig } from "next";
import { securityHeaders } from "./src/lib/security-headers";

const nextConfig: NextConfig = {
  // Static shells with request-time holes (partial prerendering): marketing pages stay
  // prerendered while the gated parts, the admin slot and the cookie banner read the request.
  cacheComponents: true,
  partialPrefetching: true,
  // A separate build directory lets tests and benchmarks build side by side.
  distDir: process.env.NEXT_DIST_DIR || ".next",
  poweredByHeader: false,
  // The production server (server.mjs) compresses, so pages it caches are compressed once.
  compress: false,
  reactStrictMode: true,
  // PGlite ships WebAssembly and data files that must be loaded from node_modules at run time.
  serverExternalPackages: ["@electric-sql/pglite", "pino", "nodemailer", "sanitize-html"],
  async headers() {
    const noStore = [{ key: "Cache-Control", value: "private, no-store" }];
    return [
      // The Content-Security-Policy comes from proxy.ts (pages, per-request nonce) and from
      // server.mjs (cached pages by hash; a deny-all policy for everything else).
      { source: "/:path*", headers: securityHeaders() },
      { source: "/admin/:path*", headers: noStore },
      { source: "/admin", headers: noStore },
      { source: "/verify", headers: noStore },
      // Gated pictures say for themselves how long a browser may keep them (private, never a
      // shared cache); no-store here would override them and fetch every picture on every visit.
      { source: "/api/:path((?!gated-images/).*)", headers: noStore },
    ];
  },
  // `npm test` type-checks the whole project (tests included) before it builds; checking again
  // inside every build only slows the benchmarks and test builds down.
  typescript: { ignoreBuildErrors: true },
  experimental: {
    serverActions: { bodySizeLimit: "256kb" },
  },
};

export default nextConfig;
