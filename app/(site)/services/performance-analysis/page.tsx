import { page } from "@/content/pages/services-performance-analysis";
import { pageMetadata } from "@/lib/seo";
import { RenderBlocks } from "@legacy/components/sections/RenderBlocks";

export const metadata = pageMetadata(page.seo);

export default function PerformanceAnalysisPage() {
  return <RenderBlocks blocks={page.blocks} />;
}
