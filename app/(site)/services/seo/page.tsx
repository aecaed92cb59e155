import { page } from "@/content/pages/services-seo";
import { pageMetadata } from "@/lib/seo";
import { RenderBlocks } from "@legacy/components/sections/RenderBlocks";

export const metadata = pageMetadata(page.seo);

export default function SeoPage() {
  return <RenderBlocks blocks={page.blocks} />;
}
