import { page } from "@/content/pages/about";
import { pageMetadata } from "@/lib/seo";
import { RenderBlocks } from "@legacy/components/sections/RenderBlocks";

export const metadata = pageMetadata(page.seo);

export default function AboutPage() {
  return <RenderBlocks blocks={page.blocks} />;
}
