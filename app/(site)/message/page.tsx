import { formPages } from "@/content/forms";
import { pageMetadata } from "@/lib/seo";
import { Hero } from "@legacy/components/sections/Hero";
import { ContactBlock } from "@legacy/components/sections/ContactBlock";
import { HomeContactForm } from "@legacy/components/forms/HomeContactForm";
import { PerRequest } from "@legacy/components/layout/PerRequest";
import { WithPostback } from "@legacy/components/forms/WithPostback";

const copy = formPages.message;
export const metadata = pageMetadata(copy.seo);

/** The home contact form on a page of its own, where its posts without JavaScript land. */
export const instant = false;

export default function MessagePage() {
  return (
    <PerRequest>
      <Hero eyebrow={copy.eyebrow} title={copy.title} description={copy.description} />
      <section className="bg-slate-50 py-16 sm:py-20">
        <div className="container-page max-w-3xl">
          <WithPostback form="home-contact">{(s) => <HomeContactForm initialState={s} />}</WithPostback>
        </div>
        <div className="container-page mt-12">
          <ContactBlock />
        </div>
      </section>
    </PerRequest>
  );
}
