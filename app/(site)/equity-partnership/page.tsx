import { page } from "@/content/pages/equity-partnership";
import { pageMetadata } from "@/lib/seo";
import { RenderBlocks } from "@legacy/components/sections/RenderBlocks";
import { PerRequest } from "@legacy/components/layout/PerRequest";

export const metadata = pageMetadata(page.seo);

/** Holds a form: rendered whole per request so it works with JavaScript off (PerRequest). */
export const instant = false;

export default function EquityPartnershipPage() {
  return (
    <PerRequest>
      <RenderBlocks blocks={page.blocks} perRequest />
    </PerRequest>
  );
}
