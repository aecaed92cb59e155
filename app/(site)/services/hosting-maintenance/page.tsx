import { page } from "@/content/pages/services-hosting-maintenance";
import { pageMetadata } from "@/lib/seo";
import { RenderBlocks } from "@legacy/components/sections/RenderBlocks";

export const metadata = pageMetadata(page.seo);

export default function HostingMaintenancePage() {
  return <RenderBlocks blocks={page.blocks} />;
}
