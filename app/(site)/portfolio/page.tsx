import { page } from "@/content/pages/portfolio";
import { pageMetadata } from "@/lib/seo";
import { RenderBlocks } from "@legacy/components/sections/RenderBlocks";

export const metadata = pageMetadata(page.seo);

export default function PortfolioPage() {
  return <RenderBlocks blocks={page.blocks} />;
}
