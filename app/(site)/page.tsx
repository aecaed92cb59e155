import { home } from "@/content/home";
import { pageMetadata } from "@/lib/seo";
import { RenderBlocks } from "@legacy/components/sections/RenderBlocks";
import { HomeContactSection } from "@legacy/components/sections/HomeContactSection";

export const metadata = pageMetadata(home.seo);

export default function HomePage() {
  return (
    <>
      <RenderBlocks blocks={home.blocks} />
      <HomeContactSection />
    </>
  );
}
