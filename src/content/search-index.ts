import type { Block, PageContent } from "./blocks";
import { contentPages } from "./pages";
import { services } from "./services";
import { footerNav, mainNav } from "./navigation";
import { searchableRoutes } from "../routes";
import { asSentences } from "@/lib/sentences";
import { titleWithoutBrand } from "@/lib/seo";

/** One static page as /search indexes it (table search_documents). */
export type StaticSearchDocument = { path: string; title: string; summary: string; body: string };

/** Every piece of visible text of a page's blocks, in reading order. Gated areas give only their heading. */
export function blocksText(blocks: readonly Block[]): string[] {
  const out: string[] = [];
  const push = (...parts: (string | undefined | null)[]) => {
    for (const p of parts) if (p && p.trim()) out.push(p.trim());
  };
  for (const b of blocks) {
    switch (b.type) {
      case "hero":
        // The highlight is the second line of the same heading ("Technology that grows" / "your Atlanta business").
        push(b.eyebrow, [b.title, b.highlight].filter(Boolean).join(" "), b.description, b.note);
        b.stats?.forEach((s) => push(`${s.value} ${s.label}`, s.description));
        break;
      case "legal":
        push(b.intro);
        b.sections.forEach((s) => {
          push(s.heading, ...s.paragraphs);
          s.list?.forEach((l) => push(l));
        });
        break;
      case "cta":
        push(b.title, b.description);
        break;
      default: {
        push(b.eyebrow, b.title, b.description);
        switch (b.type) {
          case "cards":
            b.items.forEach((i) => push(i.title, i.description, ...(i.items ?? [])));
            break;
          case "services":
            // Cards without their feature lists (the home page) are not searched by them either.
            b.services.forEach((s) => push(s.title, s.description, ...(b.showFeatures === false ? [] : s.features)));
            break;
          case "checklist":
            push(...b.items);
            break;
          case "pricing":
            b.plans.forEach((p) => push(`${p.name} ${p.price}${p.period ? ` ${p.period}` : ""}`, p.description, ...p.features));
            push(b.note);
            break;
          case "steps":
            b.steps.forEach((s) => push(s.title, s.description));
            break;
          case "faq":
            b.items.forEach((f) => push(f.question, f.answer));
            break;
          case "stats":
            b.items.forEach((s) => push(`${s.value} ${s.label}`, s.description));
            break;
          case "cities":
            push(b.cities.join(", "));
            break;
          case "richText":
            push(...b.paragraphs, ...(b.list ?? []));
            break;
          case "columns":
            b.columns.forEach((c) => push(c.title, ...c.paragraphs, ...(c.list ?? [])));
            break;
          case "links":
            push(b.links.map((l) => l.label).join(", "));
            break;
          case "tagGroups":
            b.groups.forEach((g) => push(g.title, g.description, g.tags.join(", ")));
            break;
          case "team":
            b.members.forEach((m) => push(m.name, m.role, m.bio));
            break;
          case "quotes":
            b.items.forEach((q) => push(q.title, q.quote, q.role, q.place));
            break;
          case "contact":
          case "gated":
            break;
        }
      }
    }
    if ("ctas" in b && b.ctas) push(b.ctas.map((c) => c.label).join(", "));
  }
  return out;
}

/** A page module as a search document. */
function pageSearchDocument(page: PageContent): StaticSearchDocument {
  return { path: page.seo.path, title: titleWithoutBrand(page.seo), summary: page.seo.description, body: asSentences(blocksText(page.blocks)) };
}

/** Navigation labels by path (header and footer), used to title pages that have no module yet. */
function navLabels(): Map<string, string> {
  const labels = new Map<string, string>();
  for (const l of [...mainNav, ...Object.values(footerNav).flat()]) if (!labels.has(l.href)) labels.set(l.href, l.label);
  return labels;
}

/**
 * The static pages /search can find: every page module listed above, plus each service page
 * described by its service card (so a service page is findable before, and in addition to, its
 * own module). Only the pages the route table lets search list (src/routes.ts) are kept.
 */
export function staticSearchDocuments(): StaticSearchDocument[] {
  const docs = new Map<string, StaticSearchDocument>();
  const labels = navLabels();
  for (const s of services) {
    if (!s.link.startsWith("/services/")) continue;
    docs.set(s.link, {
      path: s.link,
      title: labels.get(s.link) ?? s.title,
      summary: s.description,
      body: asSentences([s.title, s.description, ...s.features]),
    });
  }
  for (const page of contentPages) {
    const doc = pageSearchDocument(page);
    const card = docs.get(doc.path);
    docs.set(doc.path, card ? { ...doc, body: `${doc.body}\n${card.body}` } : doc);
  }
  return [...docs.values()].filter((d) => searchableRoutes.includes(d.path));
}
