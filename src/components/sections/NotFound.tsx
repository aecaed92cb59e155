import type { ReactNode } from "react";
import { Home } from "lucide-react";
import { buttonStyles } from "@/components/ui/ButtonLink";
import { notFoundPage as copy } from "@/content/pages/not-found";

/** The 404 page's body: Go Home, Go Back (`back`, an island: it needs the history) and quick links. */
export function NotFound({ back }: { back?: ReactNode }) {
  return (
    <section className="container-page flex min-h-[60vh] flex-col items-center justify-center py-20 text-center">
      <p className="text-7xl font-extrabold text-brand-700">{copy.code}</p>
      <h1 className="mt-4 text-3xl font-bold text-slate-900 sm:text-4xl">{copy.title}</h1>
      <p className="mt-4 max-w-xl text-lg text-slate-600">{copy.text}</p>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <a href="/" className={buttonStyles.primary}>
          <Home aria-hidden="true" className="h-5 w-5" />
          {copy.home}
        </a>
        {back}
      </div>
      <nav aria-label={copy.quickLinksTitle} className="mt-10">
        <h2 className="text-sm font-semibold tracking-wide text-slate-600 uppercase">{copy.quickLinksTitle}</h2>
        <ul className="mt-3 flex flex-wrap justify-center gap-3">
          {copy.quickLinks.map((l) => (
            <li key={l.href}>
              <a href={l.href} className="rounded-lg border border-slate-200 px-4 py-2 font-medium text-brand-800 hover:border-brand-600">
                {l.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </section>
  );
}
