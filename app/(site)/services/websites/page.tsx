import { page } from "@/content/pages/services-websites";
import { pageMetadata } from "@/lib/seo";
import { RenderBlocks } from "@legacy/components/sections/RenderBlocks";

export const metadata = pageMetadata(page.seo);

export default function WebsitesPage() {
  return <RenderBlocks blocks={page.blocks} />;
}
