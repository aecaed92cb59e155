import { page } from "@/content/pages/website-leasing";
import { pageMetadata } from "@/lib/seo";
import { RenderBlocks } from "@legacy/components/sections/RenderBlocks";

export const metadata = pageMetadata(page.seo);

export default function WebsiteLeasingPage() {
  return <RenderBlocks blocks={page.blocks} />;
}
