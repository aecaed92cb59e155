import { page } from "@/content/pages/services-software-development";
import { pageMetadata } from "@/lib/seo";
import { RenderBlocks } from "@legacy/components/sections/RenderBlocks";

export const metadata = pageMetadata(page.seo);

export default function SoftwareDevelopmentPage() {
  return <RenderBlocks blocks={page.blocks} />;
}
