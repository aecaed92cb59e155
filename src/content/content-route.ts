import type { PageContent } from "./blocks";
import { contentPages } from "./pages";
import { routes } from "../routes";

/**
 * The pages the shared content route (src/pages/[...page].astro) makes: one for each rule the
 * route table marks shell "content", from the content module whose seo.path is its path.
 */
export const contentRoutePages: readonly PageContent[] = routes
  .filter((r) => r.shell === "content")
  .map((r) => {
    const page = contentPages.find((p) => p.seo.path === r.path);
    if (!page) throw new Error(`${r.path} is a content page in src/routes.ts, but src/content/pages lists no module for it`);
    return page;
  });
