import { page } from "@/content/pages/services";
import { pageMetadata } from "@/lib/seo";
import { RenderBlocks } from "@legacy/components/sections/RenderBlocks";

export const metadata = pageMetadata(page.seo);

export default function ServicesPage() {
  return <RenderBlocks blocks={page.blocks} />;
}
