import { page } from "@/content/pages/web-design-atlanta";
import { pageMetadata } from "@/lib/seo";
import { RenderBlocks } from "@legacy/components/sections/RenderBlocks";

export const metadata = pageMetadata(page.seo);

export default function WebDesignAtlantaPage() {
  return <RenderBlocks blocks={page.blocks} />;
}
