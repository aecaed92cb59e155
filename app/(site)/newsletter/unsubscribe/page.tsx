import { connection } from "next/server";
import { newsletterCopy, newsletterPageCta } from "@/content/forms";
import { pageMetadata } from "@/lib/seo";
import { unsubscribeLinkStatus } from "@/server/leads/newsletter";
import { unsubscribeNewsletter } from "@/server/leads/newsletter-actions";
import { Hero } from "@legacy/components/sections/Hero";
import { CtaBanner } from "@legacy/components/sections/CtaBanner";
import { PerRequest } from "@legacy/components/layout/PerRequest";
import { NewsletterLinkForm } from "@legacy/components/forms/NewsletterLinkForm";
import { NewsletterResult } from "@legacy/components/forms/NewsletterResult";
import { postbackFor } from "@/server/forms/postback";

const copy = newsletterCopy.unsubscribe;
export const metadata = pageMetadata(copy.seo);

/** The answer is in the first HTML response, readable with JavaScript off (PerRequest). */
export const instant = false;

type Props = { searchParams: Promise<{ token?: string | string[] }> };

async function Unsubscribe({ searchParams }: Props) {
  const { token } = await searchParams;
  await connection();
  // After the button was pressed without JavaScript, its answer.
  const answer = await postbackFor("newsletter-unsubscribe");
  const status = answer ? "subscribed" : typeof token === "string" ? await unsubscribeLinkStatus(token) : "invalid";
  if (status === "invalid") return <NewsletterResult ok={false} text={copy.invalid} />;
  if (status === "unsubscribed") return <NewsletterResult ok text={copy.done} />;
  return <NewsletterLinkForm action={unsubscribeNewsletter} token={String(token)} prompt={copy.prompt} button={copy.button} pending={copy.pending} initialState={answer} />;
}

/** /newsletter/unsubscribe?token=…: one button unsubscribes; opening the link alone changes nothing. */
export default function NewsletterUnsubscribePage({ searchParams }: Props) {
  return (
    <PerRequest>
      <Hero eyebrow="Newsletter" title="Unsubscribe" description="Manage your Gateway Tech Enterprises newsletter subscription." />
      <section className="bg-slate-50 py-16" aria-label={copy.title}>
        <div className="container-page max-w-2xl">
          <Unsubscribe searchParams={searchParams} />
        </div>
      </section>
      <CtaBanner {...newsletterPageCta} />
    </PerRequest>
  );
}
