import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

const config = [
  ...nextVitals,
  ...nextTs,
  {
    // Playwright fixtures call their callback `use`; it is not React's hook.
    files: ["tests/e2e/**/*.ts"],
    rules: { "react-hooks/rules-of-hooks": "off" },
  },
  {
    // The Astro site (src/) renders plain links and images; Next.js's Link and Image are for app/.
    files: ["src/**/*.{ts,tsx}"],
    rules: { "@next/next/no-img-element": "off" },
  },
  {
    // This rule reads src/pages as a Next.js Pages Router; it is Astro's, and the Next.js site uses app/.
    rules: { "@next/next/no-html-link-for-pages": "off" },
  },
  {
    ignores: ["dist/**", "dist-*/**", ".astro/**", ".next/**", ".next-*/**", "node_modules/**", "data/**", "data-*/**", "drizzle/**", "reports/**", "bench/floor/.next/**", "bench/tmp/**", "test-results/**", "playwright-report/**", "next-env.d.ts"],
  },
];
export default config;
