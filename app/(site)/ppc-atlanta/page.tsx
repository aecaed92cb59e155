import { page } from "@/content/pages/ppc-atlanta";
import { pageMetadata } from "@/lib/seo";
import { RenderBlocks } from "@legacy/components/sections/RenderBlocks";

export const metadata = pageMetadata(page.seo);

export default function PpcAtlantaPage() {
  return <RenderBlocks blocks={page.blocks} />;
}
