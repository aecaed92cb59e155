import { page } from "@/content/pages/terms-of-service";
import { pageMetadata } from "@/lib/seo";
import { RenderBlocks } from "@legacy/components/sections/RenderBlocks";

export const metadata = pageMetadata(page.seo);

export default function TermsOfServicePage() {
  return <RenderBlocks blocks={page.blocks} />;
}
