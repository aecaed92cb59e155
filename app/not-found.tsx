import Link from "next/link";
import type { Metadata } from "next";
import { Home } from "lucide-react";
import { SiteChrome } from "@legacy/components/layout/SiteChrome";
import { buttonStyles } from "@legacy/components/ui/ButtonLink";
import { GoBackButton } from "@legacy/components/ui/GoBackButton";
import { notFoundPage as copy } from "@/content/pages/not-found";
import { pageMetadata } from "@/lib/seo";

/**
 * The shared helper's title, description, Open Graph and Twitter tags. Two things are left out on
 * purpose: the robots tag, because Next.js writes `noindex` on every 404 itself (a second robots
 * tag would only repeat or contradict it), and the canonical URL, because a missing page has none.
 */
function notFoundMetadata(): Metadata {
  const meta = pageMetadata(copy.seo);
  delete meta.robots;
  delete meta.alternates;
  return { ...meta, openGraph: { ...meta.openGraph, url: undefined } };
}

export const metadata = notFoundMetadata();

export default function NotFound() {
  return (
    <SiteChrome>
      <section className="container-page flex min-h-[60vh] flex-col items-center justify-center py-20 text-center">
        <p className="text-7xl font-extrabold text-brand-700">{copy.code}</p>
        <h1 className="mt-4 text-3xl font-bold text-slate-900 sm:text-4xl">{copy.title}</h1>
        <p className="mt-4 max-w-xl text-lg text-slate-600">{copy.text}</p>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <Link href="/" className={buttonStyles.primary}>
            <Home aria-hidden="true" className="h-5 w-5" />
            {copy.home}
          </Link>
          <GoBackButton />
        </div>
        <nav aria-label={copy.quickLinksTitle} className="mt-10">
          <h2 className="text-sm font-semibold tracking-wide text-slate-600 uppercase">{copy.quickLinksTitle}</h2>
          <ul className="mt-3 flex flex-wrap justify-center gap-3">
            {copy.quickLinks.map((l) => (
              <li key={l.href}>
                <Link href={l.href} className="rounded-lg border border-slate-200 px-4 py-2 font-medium text-brand-800 hover:border-brand-600">
                  {l.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </section>
    </SiteChrome>
  );
}
