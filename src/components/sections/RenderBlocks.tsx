import { Fragment } from "react";
import type { Block } from "@/content/blocks";
import type { Tone } from "@/content/types";
import { CtaRow } from "@/components/ui/ButtonLink";
import { CardGrid } from "./CardGrid";
import { Checklist } from "./Checklist";
import { CityList } from "./CityList";
import { Columns } from "./Columns";
import { ContactBlock } from "./ContactBlock";
import { CtaBanner } from "./CtaBanner";
import { Faq } from "./Faq";
import { Hero } from "./Hero";
import { LegalDocument } from "./LegalDocument";
import { LinkList } from "./LinkList";
import { PricingPlans } from "./PricingPlans";
import { QuoteCards } from "./QuoteCards";
import { RichText } from "./RichText";
import { Section } from "./Section";
import { ServiceCards } from "./ServiceCards";
import { Stats } from "./Stats";
import { Steps } from "./Steps";
import { TagGroups } from "./TagGroups";
import { TeamGrid } from "./TeamGrid";

function blockKey(b: Block, i: number) {
  return `${b.type}-${"id" in b && b.id ? b.id : i}`;
}

function Body({ block }: { block: Block }) {
  const dark = "tone" in block && (block.tone === "dark" || block.tone === "brand");
  switch (block.type) {
    case "cards":
      return <CardGrid items={block.items} columns={block.columns} dark={dark} />;
    case "services":
      return <ServiceCards services={block.services} showFeatures={block.showFeatures} />;
    case "checklist":
      return <Checklist items={block.items} columns={block.columns} dark={dark} />;
    case "pricing":
      return (
        <>
          <PricingPlans plans={block.plans} />
          {block.note ? <p className="mt-8 text-center text-slate-600">{block.note}</p> : null}
        </>
      );
    case "steps":
      return <Steps steps={block.steps} dark={dark} />;
    case "faq":
      return <Faq items={block.items} />;
    case "stats":
      return <Stats items={block.items} dark={dark} />;
    case "cities":
      return <CityList cities={block.cities} />;
    case "richText":
      return <RichText paragraphs={block.paragraphs} list={block.list} dark={dark} />;
    case "columns":
      return <Columns columns={block.columns} />;
    case "links":
      return <LinkList links={block.links} />;
    case "contact":
      return <ContactBlock dark={dark} />;
    case "quotes":
      return <QuoteCards items={block.items} />;
    case "team":
      return <TeamGrid members={block.members} />;
    case "tagGroups":
      return <TagGroups groups={block.groups} columns={block.columns} dark={dark} />;
    default:
      return null;
  }
}

/** The background a block's band gets: its own tone, or muted and white in turn. */
export const blockTone = (b: Block, index: number): Tone => ("tone" in b && b.tone) || (index % 2 === 0 ? "muted" : "white");

/**
 * One block of a page: the hero, a banner, a legal document, or a section around the block's
 * body. `index` alternates the section backgrounds. A gated block's band is written by the page
 * shell (src/layouts/GatedSection.astro), which fills it with a server island.
 */
export function BlockView({ block: b, index }: { block: Block; index: number }) {
  if (b.type === "hero") return <Hero {...b} />;
  if (b.type === "cta") return <CtaBanner title={b.title} description={b.description} ctas={b.ctas} />;
  if (b.type === "legal") return <LegalDocument updated={b.updated} intro={b.intro} sections={b.sections} />;
  return (
    <Section id={b.id} eyebrow={b.eyebrow} title={b.title} description={b.description} tone={blockTone(b, index)}>
      <Body block={b} />
      {b.ctas ? <CtaRow ctas={b.ctas} className="mt-10 justify-center" /> : null}
    </Section>
  );
}

/** Renders a page's blocks in order: the one lookup from content to section components. */
export function RenderBlocks({ blocks }: { blocks: readonly Block[] }) {
  return (
    <>
      {blocks.map((b, i) => (
        <Fragment key={blockKey(b, i)}>
          <BlockView block={b} index={i} />
        </Fragment>
      ))}
    </>
  );
}
