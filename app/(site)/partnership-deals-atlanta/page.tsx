import { page } from "@/content/pages/partnership-deals-atlanta";
import { pageMetadata } from "@/lib/seo";
import { RenderBlocks } from "@legacy/components/sections/RenderBlocks";

export const metadata = pageMetadata(page.seo);

export default function PartnershipDealsAtlantaPage() {
  return <RenderBlocks blocks={page.blocks} />;
}
