import { page } from "@/content/pages/testimonials";
import { pageMetadata } from "@/lib/seo";
import { RenderBlocks } from "@legacy/components/sections/RenderBlocks";

export const metadata = pageMetadata(page.seo);

export default function TestimonialsPage() {
  return <RenderBlocks blocks={page.blocks} />;
}
