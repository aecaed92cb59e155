import { verifyPage } from "@/content/gate";
import { pageMetadata } from "@/lib/seo";
import { Hero } from "@legacy/components/sections/Hero";
import { VerifyForm } from "@legacy/components/forms/VerifyForm";
import { RedirectIfVerified } from "./RedirectIfVerified";
import { PerRequest } from "@legacy/components/layout/PerRequest";
import { WithPostback } from "@legacy/components/forms/WithPostback";

export const metadata = pageMetadata(verifyPage.seo);

/** Rendered whole per request, so the form and its answer work with JavaScript off (PerRequest). */
export const instant = false;

/** (proxy.ts answers a verified GET with a redirect before this renders.) */
export default function VerifyPage() {
  return (
    <PerRequest>
      <Hero eyebrow={verifyPage.eyebrow} title={verifyPage.title} description={verifyPage.intro} />
      <section className="bg-slate-50 py-16 sm:py-20">
        <div className="container-page max-w-xl">
          <RedirectIfVerified />
          <WithPostback form="verify">{(s) => <VerifyForm initialState={s} />}</WithPostback>
        </div>
      </section>
    </PerRequest>
  );
}
