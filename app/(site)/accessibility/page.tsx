import { page } from "@/content/pages/accessibility";
import { pageMetadata } from "@/lib/seo";
import { RenderBlocks } from "@legacy/components/sections/RenderBlocks";

export const metadata = pageMetadata(page.seo);

export default function AccessibilityPage() {
  return <RenderBlocks blocks={page.blocks} />;
}
