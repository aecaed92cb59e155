import type { ReactNode } from "react";
import { Mail, Rss } from "lucide-react";
import { blogPage } from "@/content/blog";

/** The blog's newsletter box: the double opt-in sign-up form (`form`, an island) and the RSS feed. */
export function NewsletterBox({ form }: { form?: ReactNode }) {
  return (
    <section aria-labelledby="newsletter-heading" className="rounded-2xl bg-brand-900 p-6 text-white" data-testid="newsletter-box">
      <Mail aria-hidden="true" className="h-8 w-8 text-brand-200" />
      <h2 id="newsletter-heading" className="mt-3 text-xl font-bold">
        {blogPage.newsletter.title}
      </h2>
      <p className="mt-2 mb-4 text-brand-50">{blogPage.newsletter.description}</p>
      {form}
      <a
        href="/blog/rss.xml"
        className="mt-4 inline-flex items-center gap-2 text-sm font-semibold text-white underline underline-offset-2 hover:text-brand-100"
      >
        <Rss aria-hidden="true" className="h-4 w-4" />
        {blogPage.rssLabel}
      </a>
    </section>
  );
}
