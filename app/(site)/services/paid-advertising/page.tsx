import { page } from "@/content/pages/services-paid-advertising";
import { pageMetadata } from "@/lib/seo";
import { RenderBlocks } from "@legacy/components/sections/RenderBlocks";

export const metadata = pageMetadata(page.seo);

export default function PaidAdvertisingPage() {
  return <RenderBlocks blocks={page.blocks} />;
}
