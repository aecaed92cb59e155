import { formPages, newsletterCopy, newsletterPageCta } from "@/content/forms";
import { pageMetadata } from "@/lib/seo";
import { Hero } from "@legacy/components/sections/Hero";
import { CtaBanner } from "@legacy/components/sections/CtaBanner";
import { NewsletterForm } from "@legacy/components/forms/NewsletterForm";
import { PerRequest } from "@legacy/components/layout/PerRequest";
import { WithPostback } from "@legacy/components/forms/WithPostback";

const copy = formPages.newsletter;
export const metadata = pageMetadata(copy.seo);

/** The newsletter sign-up on a page of its own, where its posts without JavaScript land. */
export const instant = false;

export default function NewsletterPage() {
  return (
    <PerRequest>
      <Hero eyebrow={copy.eyebrow} title={copy.title} description={newsletterCopy.text} />
      <section className="bg-slate-50 py-16 sm:py-20" aria-label={newsletterCopy.title}>
        <div className="container-page max-w-2xl">
          <WithPostback form="newsletter">{(s) => <NewsletterForm source="newsletter-page" initialState={s} />}</WithPostback>
        </div>
      </section>
      <CtaBanner {...newsletterPageCta} />
    </PerRequest>
  );
}
