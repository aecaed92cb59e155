import { searchPage } from "@/content/blog";
import { pageMetadata } from "@/lib/seo";
import { RenderBlocks } from "@legacy/components/sections/RenderBlocks";
import { SearchResults } from "./SearchResults";

export const metadata = pageMetadata(searchPage.seo);

/** Blocking render (no streamed holes): results are in the HTML, so the GET form works without JavaScript. */
export const instant = false;

export default function SearchPage({ searchParams }: PageProps<"/search">) {
  return (
    <>
      <RenderBlocks blocks={[searchPage.hero]} />
      <div className="bg-white py-12">
        <div className="container-page max-w-3xl">
          <SearchResults searchParams={searchParams} />
        </div>
      </div>
      <RenderBlocks blocks={[searchPage.closing]} />
    </>
  );
}
