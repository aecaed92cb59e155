import type { PageContent } from "./blocks";
import { routes } from "../routes";

const modules = import.meta.glob<{ page?: PageContent }>("./pages/*.ts", { eager: true });
const byPath = new Map(Object.values(modules).flatMap((m) => (m.page ? [[m.page.seo.path, m.page] as const] : [])));

/**
 * The pages made by the shared content route (src/pages/[...page].astro): one for each rule the
 * route table marks shell "content", from the module in ./pages whose `page.seo.path` is its path.
 */
export const contentPages: readonly PageContent[] = routes
  .filter((r) => r.shell === "content")
  .map((r) => {
    const page = byPath.get(r.path);
    if (!page) throw new Error(`${r.path} is a content page in src/routes.ts, but no module in src/content/pages exports its page`);
    return page;
  });
