import "astro";

declare module "astro" {
  interface AstroClientDirectives {
    /** Hydrates once the page has loaded and painted and the island is in view, or when the visitor reaches into it (src/scripts/client-settled.ts). */
    "client:settled"?: boolean;
  }
}
