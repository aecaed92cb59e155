import type {
  Column,
  Cta,
  FaqItem,
  Feature,
  HeroProps,
  LegalSection,
  NavLink,
  Plan,
  QuoteCard,
  SectionHeading,
  ServiceCard,
  Stat,
  Step,
  TagGroup,
  TeamMember,
} from "./types";
import type { PageSeo } from "@/lib/seo";

/** The areas only verified visitors see; what each shows is decided on the server (src/components/gate). */
export type GatedAreaName = "home-clients" | "portfolio-projects" | "testimonials" | "partnership-form";

/** Forms anyone may send that sit in a page's run of blocks; the page shell places the island. */
type OpenFormName = "project-inquiry";

/** What every banded block may carry: its heading, an anchor id, a tone and closing buttons. */
type Common = SectionHeading & { ctas?: readonly Cta[] };

/**
 * A page is a list of blocks. Each block is rendered by one shared section component
 * (src/components/sections/RenderBlocks.tsx), so a new page is a content module and a few lines.
 */
export type Block =
  | ({ type: "hero" } & HeroProps)
  | ({ type: "cards"; items: readonly Feature[]; columns?: 2 | 3 | 4 } & Common)
  | ({ type: "services"; services: readonly ServiceCard[]; showFeatures?: boolean } & Common)
  | ({ type: "checklist"; items: readonly string[]; columns?: 1 | 2 | 3 | 4 } & Common)
  | ({ type: "pricing"; plans: readonly Plan[]; note?: string } & Common)
  | ({ type: "steps"; steps: readonly Step[] } & Common)
  | ({ type: "faq"; items: readonly FaqItem[] } & Common)
  | ({ type: "stats"; items: readonly Stat[] } & Common)
  | ({ type: "cities"; cities: readonly string[] } & Common)
  | ({ type: "richText"; paragraphs: readonly string[]; list?: readonly string[] } & Common)
  | ({ type: "columns"; columns: readonly Column[] } & Common)
  | ({ type: "links"; links: readonly NavLink[] } & Common)
  | ({ type: "contact" } & Common)
  | ({ type: "quotes"; items: readonly QuoteCard[] } & Common)
  | ({ type: "team"; members: readonly TeamMember[] } & Common)
  | ({ type: "gated"; area: GatedAreaName } & Common)
  /** lead: the form opens the page (its title is the page's h1), so a visitor meets it in the first screen. */
  | ({ type: "form"; form: OpenFormName; lead?: boolean } & Common)
  | ({ type: "tagGroups"; groups: readonly TagGroup[]; columns?: 2 | 3 | 4 } & Common)
  | { type: "legal"; /** YYYY-MM-DD, from legal-dates.ts */ updated: string; intro?: string; sections: readonly LegalSection[] }
  | { type: "cta"; title: string; description?: string; ctas: readonly Cta[] };

export type PageContent = { seo: PageSeo; blocks: readonly Block[] };
