import { page } from "@/content/pages/digital-marketing-atlanta";
import { pageMetadata } from "@/lib/seo";
import { RenderBlocks } from "@legacy/components/sections/RenderBlocks";

export const metadata = pageMetadata(page.seo);

export default function DigitalMarketingAtlantaPage() {
  return <RenderBlocks blocks={page.blocks} />;
}
