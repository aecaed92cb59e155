import { requestAccessCopy as copy } from "@/content/forms";
import { pageMetadata } from "@/lib/seo";
import { Hero } from "@legacy/components/sections/Hero";
import { RequestAccessForm } from "@legacy/components/forms/RequestAccessForm";
import { PerRequest } from "@legacy/components/layout/PerRequest";
import { WithPostback } from "@legacy/components/forms/WithPostback";

export const metadata = pageMetadata(copy.seo);

/** Rendered whole per request, so the form and its answer work with JavaScript off (PerRequest). */
export const instant = false;

/** /request-access: noindex; the form, then the "Request Submitted!" screen (works with JavaScript off). */
export default function RequestAccessPage() {
  return (
    <PerRequest>
      <Hero eyebrow={copy.hero.eyebrow} title={copy.hero.title} description={copy.hero.description} />
      <section className="bg-slate-50 py-16 sm:py-20">
        <div className="container-page max-w-3xl">
          <WithPostback form="access-request">{(s) => <RequestAccessForm initialState={s} />}</WithPostback>
        </div>
      </section>
    </PerRequest>
  );
}
