import { connection } from "next/server";
import { newsletterCopy, newsletterPageCta } from "@/content/forms";
import { pageMetadata } from "@/lib/seo";
import { confirmLinkStatus } from "@/server/leads/newsletter";
import { confirmNewsletter } from "@/server/leads/newsletter-actions";
import { Hero } from "@legacy/components/sections/Hero";
import { CtaBanner } from "@legacy/components/sections/CtaBanner";
import { PerRequest } from "@legacy/components/layout/PerRequest";
import { NewsletterLinkForm } from "@legacy/components/forms/NewsletterLinkForm";
import { NewsletterResult } from "@legacy/components/forms/NewsletterResult";
import { postbackFor } from "@/server/forms/postback";

const copy = newsletterCopy.confirm;
export const metadata = pageMetadata(copy.seo);

/** The answer is in the first HTML response, readable with JavaScript off (PerRequest). */
export const instant = false;

type Props = { searchParams: Promise<{ token?: string | string[] }> };

async function Confirm({ searchParams }: Props) {
  const { token } = await searchParams;
  await connection();
  // After the button was pressed without JavaScript, its answer (the link is used up by then).
  const answer = await postbackFor("newsletter-confirm");
  const status = answer ? "pending" : typeof token === "string" ? await confirmLinkStatus(token) : "invalid";
  if (status === "invalid") return <NewsletterResult ok={false} text={copy.invalid} />;
  return <NewsletterLinkForm action={confirmNewsletter} token={String(token)} prompt={copy.prompt} button={copy.button} pending={copy.pending} initialState={answer} />;
}

/** /newsletter/confirm?token=…: one button confirms the subscription; opening the link alone changes nothing. */
export default function NewsletterConfirmPage({ searchParams }: Props) {
  return (
    <PerRequest>
      <Hero eyebrow="Newsletter" title="Confirm your subscription" description={newsletterCopy.text} />
      <section className="bg-slate-50 py-16" aria-label={copy.title}>
        <div className="container-page max-w-2xl">
          <Confirm searchParams={searchParams} />
        </div>
      </section>
      <CtaBanner {...newsletterPageCta} />
    </PerRequest>
  );
}
