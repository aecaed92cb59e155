import { Fragment, Suspense } from "react";
import type { Block } from "@/content/blocks";
import { CtaRow } from "@legacy/components/ui/ButtonLink";
import { GatedArea, GatedSkeleton } from "@legacy/components/gate/GatedArea";
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
import { MediaTiles } from "./MediaTiles";
import { PricingPlans } from "./PricingPlans";
import { RichText } from "./RichText";
import { Section } from "./Section";
import { ServiceCards } from "./ServiceCards";
import { Stats } from "./Stats";
import { Steps } from "./Steps";
import { TagGroups } from "./TagGroups";

function blockKey(b: Block, i: number) {
  return `${b.type}-${"id" in b && b.id ? b.id : i}`;
}

function Body({ block, perRequest }: { block: Block; perRequest?: boolean }) {
  const dark = "tone" in block && (block.tone === "dark" || block.tone === "brand");
  switch (block.type) {
    case "cards":
      return <CardGrid items={block.items} columns={block.columns} dark={dark} />;
    case "services":
      return (
<ServiceCards services={block.services} showFeatures={block.showFeatures} />
      );
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
      return (
<RichText paragraphs={block.paragraphs} list={block.list} dark={dark} />
      );
    case "columns":
      return (
<Columns columns={block.columns} />
      );
    case "links":
      return <LinkList links={block.links} />;
    case "contact":
      return (
<ContactBlock dark={dark} />
      );
    case "media":
      return <MediaTiles items={block.items} />;
    case "tagGroups":
      return <TagGroups groups={block.groups} columns={block.columns} dark={dark} />;
    case "gated":
      // A page rendered per request (PerRequest) waits for the viewer instead of streaming a hole.
      if (perRequest) return <GatedArea area={block.area} />;
      return (
        <Suspense fallback={<GatedSkeleton />}>
          <GatedArea area={block.area} />
        </Suspense>
      );
    default:
      return null;
  }
}

function section(b: Block, i: number, perRequest: boolean) {
  if (b.type === "cta") return <CtaBanner title={b.title} description={b.description} ctas={b.ctas} />;
  if (b.type === "legal") return <LegalDocument updated={b.updated} intro={b.intro} sections={b.sections} />;
  if (b.type === "hero") return null;
  return (
    <Section id={b.id} eyebrow={b.eyebrow} title={b.title} description={b.description} tone={b.tone ?? (i % 2 === 0 ? "muted" : "white")}>
      <Body block={b} perRequest={perRequest} />
      {b.ctas ? <CtaRow ctas={b.ctas} className="mt-10 justify-center" /> : null}
    </Section>
  );
}

/**
 * Renders a page's blocks in order: the one lookup from content to section components.
 * `perRequest`: the page renders inside PerRequest, so gated areas are awaited in place.
 */
export function RenderBlocks({ blocks, perRequest = false }: { blocks: readonly Block[]; perRequest?: boolean }) {
  return (
    <>
      {blocks.map((b, i) => {
        const key = blockKey(b, i);
        if (b.type === "hero") return <Hero key={key} {...b} />;
        // No Suspense boundary per section: React outlines a large boundary to the end of the
        // document, hidden until an inline script reveals it, so visitors without JavaScript saw
        // only the hero, and the late reveal pushed the footer (layout shift) and the LCP back.
        return <Fragment key={key}>{section(b, i, perRequest)}</Fragment>;
      })}
    </>
  );
}
