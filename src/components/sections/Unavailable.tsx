import { RotateCw } from "lucide-react";
import { buttonStyles } from "@/components/ui/ButtonLink";
import { site } from "@/content/site";
import { unavailablePage as copy } from "@/content/unavailable";

/** What a page that needs the database shows while it does not answer (the page answers 503). */
export function Unavailable({ retryHref }: { retryHref: string }) {
  return (
    <section className="container-page flex min-h-[50vh] flex-col items-center justify-center py-20 text-center" data-testid="unavailable">
      <p className="font-bold text-brand-700">{site.name}</p>
      <h1 className="mt-2 text-3xl font-bold text-slate-900 sm:text-4xl">{copy.title}</h1>
      <p className="mt-4 max-w-xl text-lg text-slate-600">{copy.text}</p>
      <p className="mt-2 max-w-xl text-slate-600">{copy.otherWays}</p>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <a href={retryHref} className={buttonStyles.primary}>
          <RotateCw aria-hidden="true" className="h-5 w-5" />
          {copy.retry}
        </a>
        <a href="/" className={buttonStyles.outline}>
          {copy.home}
        </a>
      </div>
    </section>
  );
}
