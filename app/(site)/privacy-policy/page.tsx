import { page } from "@/content/pages/privacy-policy";
import { pageMetadata } from "@/lib/seo";
import { RenderBlocks } from "@legacy/components/sections/RenderBlocks";

export const metadata = pageMetadata(page.seo);

export default function PrivacyPolicyPage() {
  return <RenderBlocks blocks={page.blocks} />;
}
