import { page } from "@/content/pages/services-web-design";
import { pageMetadata } from "@/lib/seo";
import { RenderBlocks } from "@legacy/components/sections/RenderBlocks";

export const metadata = pageMetadata(page.seo);

export default function WebDesignPage() {
  return <RenderBlocks blocks={page.blocks} />;
}
