import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { findPosition, positions } from "@/content/careers";
import { pageMetadata } from "@/lib/seo";
import { Hero } from "@legacy/components/sections/Hero";
import { CtaBanner } from "@legacy/components/sections/CtaBanner";
import { JobApplicationForm } from "@legacy/components/forms/JobApplicationForm";
import { applyPage } from "@/content/forms";
import { PerRequest } from "@legacy/components/layout/PerRequest";
import { WithPostback } from "@legacy/components/forms/WithPostback";

type Props = { params: Promise<{ slug: string }> };

export function generateStaticParams() {
  return positions.map((p) => ({ slug: p.slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const position = findPosition((await params).slug);
  // Thrown here, before the page streams, so an unknown position answers with status 404.
  if (!position) notFound();
  // A thin form page per position: noindex, and out of the sitemap (the careers page is what ranks).
  return pageMetadata({ ...applyPage.seo(position), noindex: true });
}

/** Rendered whole per request, so the form and its answer work with JavaScript off (PerRequest). */
export const instant = false;

/** /careers/apply/<slug>: the application form for one open position. */
export default async function ApplyPage({ params }: Props) {
  const position = findPosition((await params).slug);
  if (!position) notFound();
  return (
    <PerRequest>
      <Hero
        eyebrow={applyPage.eyebrow}
        title={applyPage.title(position)}
        description={applyPage.description(position)}
        ctas={[applyPage.back]}
        note={`${position.department} · ${position.location} · ${position.type} · ${position.salary}`}
      />
      <section className="bg-slate-50 py-16 sm:py-20">
        <div className="container-page max-w-3xl">
          <WithPostback form="job-application">{(s) => <JobApplicationForm position={position.slug} title={position.title} initialState={s} />}</WithPostback>
        </div>
      </section>
      <CtaBanner {...applyPage.cta} />
    </PerRequest>
  );
}
