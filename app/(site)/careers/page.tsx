import { closing, page, positionsSection } from "@/content/pages/careers";
import { positions } from "@/content/careers";
import { pageMetadata } from "@/lib/seo";
import { RenderBlocks } from "@legacy/components/sections/RenderBlocks";
import { JobPositions } from "@legacy/components/sections/JobPositions";

export const metadata = pageMetadata(page.seo);

export default function CareersPage() {
  return (
    <>
      <RenderBlocks blocks={page.blocks} />
      <JobPositions {...positionsSection} positions={positions} />
      <RenderBlocks blocks={closing} />
    </>
  );
}
