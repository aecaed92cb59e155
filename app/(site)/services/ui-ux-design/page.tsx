import { page } from "@/content/pages/services-ui-ux-design";
import { pageMetadata } from "@/lib/seo";
import { RenderBlocks } from "@legacy/components/sections/RenderBlocks";

export const metadata = pageMetadata(page.seo);

export default function UiUxDesignPage() {
  return <RenderBlocks blocks={page.blocks} />;
}
