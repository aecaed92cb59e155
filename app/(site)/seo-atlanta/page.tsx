import { page } from "@/content/pages/seo-atlanta";
import { pageMetadata } from "@/lib/seo";
import { RenderBlocks } from "@legacy/components/sections/RenderBlocks";

export const metadata = pageMetadata(page.seo);

export default function SeoAtlantaPage() {
  return <RenderBlocks blocks={page.blocks} />;
}
