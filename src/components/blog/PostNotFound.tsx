import { ArrowLeft, Search } from "lucide-react";
import { postPage } from "@/content/blog";
import { buttonStyles } from "@/components/ui/ButtonLink";

/** The Post Not Found view: an unknown, unpublished or (when the database is down) unavailable post. */
export function PostNotFound({ unavailable = false }: { unavailable?: boolean }) {
  return (
    <section className="container-page flex min-h-[50vh] flex-col items-center justify-center py-20 text-center" data-testid="post-not-found">
      <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">{postPage.notFound.title}</h1>
      <p className="mt-4 max-w-xl text-lg text-slate-600">{postPage.notFound.description}</p>
      {unavailable ? <p className="mt-2 max-w-xl text-slate-600">{postPage.unavailable.detail}</p> : null}
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <a href="/blog" className={buttonStyles.primary}>
          <ArrowLeft aria-hidden="true" className="h-5 w-5" />
          {postPage.notFound.link}
        </a>
        <a href="/search" className={buttonStyles.outline}>
          <Search aria-hidden="true" className="h-5 w-5" />
          Search the site
        </a>
      </div>
      <p className="mt-8 max-w-xl text-slate-600">
        {postPage.notFound.contact}{" "}
        <a href="/contact" className="font-semibold text-brand-700 underline underline-offset-2">
          Contact us
        </a>
      </p>
    </section>
  );
}
