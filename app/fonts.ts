import localFont from "next/font/local";

// Self-hosted from @fontsource-variable/inter: no font download at build or run time.
// "optional", not "swap": when the font arrives after the first paint (a slow connection, a
// busy phone), the page keeps the size-adjusted fallback instead of re-laying out every line,
// which shifted headings and stat grids by up to 0.08 CLS (budget 0.02). The preload means it
// normally arrives in time; tests/e2e/layout-stability.spec.ts holds it back on purpose.
export const inter = localFont({
  src: "../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
  variable: "--font-inter",
  weight: "100 900",
  display: "optional",
});
