import { page } from "@/content/pages/services-headless-commerce";
import { pageMetadata } from "@/lib/seo";
import { RenderBlocks } from "@legacy/components/sections/RenderBlocks";

export const metadata = pageMetadata(page.seo);

export default function HeadlessCommercePage() {
  return <RenderBlocks blocks={page.blocks} />;
}
